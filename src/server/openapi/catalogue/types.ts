/**
 * One entry per route the app registers: what the OpenAPI document and the reference page are
 * generated from. Paths are written as Hono writes them (`/api/courses/:id`), so the coverage test
 * compares them with `app.routes` as they are. A route's errors list only what is particular to
 * it; the generator adds those every route of its kind shares (errors.ts).
 */
import type * as v from 'valibot';
import type { Role } from '../../../shared/schemas';
import type { AnswerName, RequestName } from '../components';

export const TAGS = {
  Auth: 'Sign-up, sign-in and sessions (docs/decisions.md §1).',
  Account: 'Email verification, password reset, and a person’s own data.',
  Courses: 'The course catalogue: public to read, admins write.',
  Restrooms: 'Restrooms of a course, nearby restrooms, their details and freshness.',
  Reviews: 'One review per golfer per restroom.',
  Feedback: 'Helpful / invalid marks on a restroom.',
  'Status reports': 'Live status reports (locked, out of paper…) that expire by themselves.',
  Owner: 'The owner dashboard: course owners (their courses) and admins (all).',
  Admin: 'Support tasks, for admins only.',
  Public: 'Legal documents, landing-page statistics, health checks.',
  Export: 'Downloads of the public data (docs/product.md §11).',
  Reference: 'This API reference itself.',
} as const;
type Tag = keyof typeof TAGS;

/** Who may call a route: anyone; anyone, a token being optional; a signed-in user; some roles. */
export type Access = 'public' | 'optional' | 'user' | { roles: readonly Role[] };

/** The error statuses a route may answer with the error envelope. */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 414 | 415 | 422 | 429 | 500 | 503;

type Answer =
  /** The envelope `{ success: true, data }`, `data` being the named schema. */
  | { status: 200 | 201; data: AnswerName }
  /** A redirect to `description`'s target (a browser navigation, not a JSON call). */
  | { status: 302; description: string }
  /**
   * A document that is not the envelope (this reference, a download). `conditional`: it carries an
   * ETag, and a request whose If-None-Match names it gets 304 with no body.
   */
  | { status: 200; contentType: string; description: string; conditional?: true };

export type Body =
  | {
      schema: RequestName;
      /** An empty body is accepted (the schema's defaults apply). */
      optional?: true;
    }
  /** Any body at all, read for what `lenient` says and never refused (logout). */
  | { lenient: string };

export interface RouteEntry {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  summary: string;
  /** What a caller needs to know past the summary (the reference shows it; linters ask for it). */
  description: string;
  tag: Tag;
  access: Access;
  /** Path parameters that are not row ids (ids are UUID strings; any other text finds nothing). */
  params?: Record<string, v.GenericSchema>;
  query?: v.GenericSchema;
  body?: Body;
  answer: Answer;
  /** Statuses particular to this route, each with when it happens. */
  errors?: Partial<Record<ErrorStatus, string>>;
}

/** Writes counted against a per-user budget (auth/rate-limit-writes.ts) answer 429 past it. */
export const WRITE_BUDGET = 'Past the user’s write budget for this kind of write (Retry-After says when).';
