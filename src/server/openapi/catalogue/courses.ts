/** /api/courses (courses/routes.ts). */
import { courseListQuerySchema } from '../../../shared/schemas';
import { WRITE_BUDGET, type RouteEntry } from './types';

const admin = { roles: ['admin'] } as const;

export const courseRoutes: RouteEntry[] = [
  {
    method: 'GET',
    path: '/api/courses',
    summary: 'Search the course catalogue',
    description:
      'Filters by country, region (US-NC or state=NC), name (ignoring case and accents), position and radius (miles, or km with unit=km, which also answers distances in km), rating and verified restrooms; nearest first with a position.',
    tag: 'Courses',
    access: 'public',
    query: courseListQuerySchema,
    answer: { status: 200, data: 'CourseListResult' },
  },
  {
    method: 'GET',
    path: '/api/courses/places',
    summary: 'Countries and regions that have courses',
    description: 'Each country (ISO 3166-1 alpha-2) with its course count and regions (code, name, count).',
    tag: 'Courses',
    access: 'public',
    answer: { status: 200, data: 'CoursePlacesResult' },
  },
  {
    method: 'GET',
    path: '/api/courses/:id',
    summary: 'One course, with what is known about its restrooms (`facts`)',
    description:
      'The course with its totals (rating, reviews, restrooms, verified restrooms) and `facts`: clubhouse restroom yes/no/likely/unknown, restrooms on the course yes/no/unknown, the golfers agreeing and the last answer (docs/product.md §13).',
    tag: 'Courses',
    access: 'public',
    answer: { status: 200, data: 'CourseResult' },
    errors: { 404: 'No such course.' },
  },
  {
    method: 'GET',
    path: '/api/courses/:id/questions',
    summary: 'Up to three quick questions about the course for the caller, most useful first',
    description:
      'Never one the caller answered within 90 days, nor one already settled; none for an account whose email is not verified.',
    tag: 'Courses',
    access: 'user',
    answer: { status: 200, data: 'QuestionListResult' },
    errors: { 404: 'No such course.' },
  },
  {
    method: 'POST',
    path: '/api/courses/:id/answers',
    summary: 'Answer a quick question (a second answer replaces the first)',
    description:
      'Two golfers with verified email agreeing, or one owner of the course, settle a fact; a settled yes lists the restroom.',
    tag: 'Courses',
    access: 'user',
    body: { schema: 'AnswerInput' },
    answer: { status: 201, data: 'AnswerResult' },
    errors: {
      400: 'Where a restroom is is answered with its hole, or unsure.',
      403: 'The user’s email address is not verified.',
      404: 'No such course, or the question names a restroom the course does not list.',
      429: WRITE_BUDGET,
    },
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
