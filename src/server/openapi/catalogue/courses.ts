/** /api/courses (courses/routes.ts). */
import { courseListQuerySchema } from '../../../shared/schemas';
import type { RouteEntry } from './types';

const admin = { roles: ['admin'] } as const;

export const courseRoutes: RouteEntry[] = [
  {
    method: 'GET',
    path: '/api/courses',
    summary: 'Search the course catalogue',
    description:
      'Filters by state, name, position and radius (miles), rating and verified restrooms; nearest first with a position.',
    tag: 'Courses',
    access: 'public',
    query: courseListQuerySchema,
    answer: { status: 200, data: 'CourseListResult' },
  },
  {
    method: 'GET',
    path: '/api/courses/:id',
    summary: 'One course',
    tag: 'Courses',
    access: 'public',
    answer: { status: 200, data: 'CourseResult' },
  },
  {
    method: 'POST',
    path: '/api/courses',
    summary: 'Add a course',
    tag: 'Courses',
    access: admin,
    body: { schema: 'CourseInput' },
    answer: { status: 201, data: 'CourseResult' },
  },
  {
    method: 'PUT',
    path: '/api/courses/:id',
    summary: 'Replace a course’s fields',
    tag: 'Courses',
    access: admin,
    body: { schema: 'CourseInput' },
    answer: { status: 200, data: 'CourseResult' },
  },
  {
    method: 'DELETE',
    path: '/api/courses/:id',
    summary: 'Delete a course with its restrooms and reviews',
    tag: 'Courses',
    access: admin,
    answer: { status: 200, data: 'DeletedResult' },
  },
];
