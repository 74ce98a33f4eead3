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
    description: 'The course with its totals (rating, reviews, restrooms, verified restrooms).',
    tag: 'Courses',
    access: 'public',
    answer: { status: 200, data: 'CourseResult' },
  },
  {
    method: 'POST',
    path: '/api/courses',
    summary: 'Add a course',
    description:
      'Latitude and longitude may be numbers or numeric text, as forms send them. The new course has no restrooms.',
    tag: 'Courses',
    access: admin,
    body: { schema: 'CourseInput' },
    answer: { status: 201, data: 'CourseResult' },
  },
  {
    method: 'PUT',
    path: '/api/courses/:id',
    summary: 'Replace a course’s fields',
    description:
      'Every field is sent, as when adding; the totals (ratings, restrooms) are computed, not sent.',
    tag: 'Courses',
    access: admin,
    body: { schema: 'CourseInput' },
    answer: { status: 200, data: 'CourseResult' },
  },
  {
    method: 'DELETE',
    path: '/api/courses/:id',
    summary: 'Delete a course with its restrooms and reviews',
    description:
      'Removes the course in one statement, with everything attached to it: owner links, restrooms and their reviews, feedback and reports.',
    tag: 'Courses',
    access: admin,
    answer: { status: 200, data: 'DeletedResult' },
  },
];
