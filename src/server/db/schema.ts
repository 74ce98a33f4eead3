/**
 * The relational schema, one definition for PGlite and PostgreSQL. drizzle-kit turns changes here
 * into versioned SQL under ./migrations; never edit an applied migration, generate a new one.
 *
 * Aggregates on courses and restrooms (average_rating, total_*) are denormalised for fast lists;
 * they count only visible (pending + approved) restrooms and are refreshed in the same transaction
 * as every write that changes them (see aggregates.ts).
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  char,
  check,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // Always stored lower-case so the unique constraint is case-insensitive in practice.
    email: text('email').notNull().unique(),
    // Null for accounts that only ever signed in with Google.
    passwordHash: text('password_hash'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    role: text('role').notNull().default('regular'),
    googleSubject: text('google_subject').unique(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [check('users_role_check', sql`${t.role} in ('regular', 'course_owner', 'admin')`)],
);

export const legalDocuments = pgTable(
  'legal_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    type: text('type').notNull(),
    version: text('version').notNull(),
    title: text('title').notNull(),
    effectiveDate: date('effective_date', { mode: 'string' }).notNull(),
    content: text('content').notNull(),
    createdAt: createdAt(),
  },
  (t) => [unique('legal_documents_type_version_unique').on(t.type, t.version)],
);

export const courses = pgTable(
  'courses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    osmId: text('osm_id').unique(),
    name: text('name').notNull(),
    address: text('address').notNull().default(''),
    city: text('city').notNull().default(''),
    state: char('state', { length: 2 }).notNull(),
    zipCode: text('zip_code').notNull().default(''),
    phone: text('phone'),
    website: text('website'),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    averageRating: doublePrecision('average_rating').notNull().default(0),
    totalReviews: integer('total_reviews').notNull().default(0),
    totalRestrooms: integer('total_restrooms').notNull().default(0),
    verifiedRestrooms: integer('verified_restrooms').notNull().default(0),
    isSample: boolean('is_sample').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // Radius search: a bounding box on this btree, then exact haversine (no earthdistance needed).
    index('courses_lat_lng_idx').on(t.latitude, t.longitude),
    index('courses_state_name_idx').on(t.state, t.name),
    // Name search with ILIKE '%…%' and similarity(); pg_trgm is a trusted extension.
    index('courses_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
  ],
);

export const courseOwners = pgTable(
  'course_owners',
  {
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.courseId, t.userId] }), index('course_owners_user_idx').on(t.userId)],
);

export const restrooms = pgTable(
  'restrooms',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    locationType: text('location_type').notNull(),
    holeNumber: integer('hole_number'),
    facilityType: text('facility_type').notNull(),
    gender: text('gender').notNull(),
    accessibility: boolean('accessibility').notNull().default(false),
    status: text('status').notNull().default('pending'),
    isVerified: boolean('is_verified').notNull().default(false),
    rejectionReason: text('rejection_reason'),
    reviewNotes: text('review_notes'),
    reviewedBy: uuid('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    submittedBy: uuid('submitted_by').references(() => users.id, { onDelete: 'set null' }),
    averageRating: doublePrecision('average_rating').notNull().default(0),
    totalReviews: integer('total_reviews').notNull().default(0),
    isSample: boolean('is_sample').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('restrooms_course_status_idx').on(t.courseId, t.status),
    index('restrooms_submitted_by_idx').on(t.submittedBy),
    check('restrooms_status_check', sql`${t.status} in ('pending', 'approved', 'rejected')`),
    check(
      'restrooms_location_type_check',
      sql`${t.locationType} in ('clubhouse', 'halfway-house', 'on-course')`,
    ),
    check('restrooms_facility_type_check', sql`${t.facilityType} in ('permanent', 'portable', 'structure')`),
    check('restrooms_gender_check', sql`${t.gender} in ('mens', 'womens', 'unisex')`),
  ],
);

export const reviews = pgTable(
  'reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    restroomId: uuid('restroom_id')
      .notNull()
      .references(() => restrooms.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rating: smallint('rating').notNull(),
    comment: text('comment'),
    isSample: boolean('is_sample').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // One review per user per restroom (a second one is a 409).
    unique('reviews_restroom_user_unique').on(t.restroomId, t.userId),
    index('reviews_user_idx').on(t.userId),
    check('reviews_rating_check', sql`${t.rating} between 1 and 5`),
  ],
);

export const restroomFeedback = pgTable(
  'restroom_feedback',
  {
    restroomId: uuid('restroom_id')
      .notNull()
      .references(() => restrooms.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    // One feedback per user per restroom: switching helpful <-> invalid is an update.
    primaryKey({ columns: [t.restroomId, t.userId] }),
    check('restroom_feedback_kind_check', sql`${t.kind} in ('helpful', 'invalid')`),
  ],
);

/**
 * Refresh tokens (decisions.md §1, §2). Only the SHA-256 of the random token is stored, so a leaked
 * table cannot be replayed. Every use rotates: the used row gets rotated_at and a new row joins the
 * same family. A second use of a rotated token is reuse (a stolen copy racing the real client), and
 * revokes the whole family; logout revokes the family too.
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    familyId: uuid('family_id').notNull(),
    /** The token this one replaced; lets a retried refresh whose answer was lost be told from reuse. */
    parentId: uuid('parent_id'),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    rotatedAt: timestamp('rotated_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    index('refresh_tokens_family_idx').on(t.familyId),
    index('refresh_tokens_user_idx').on(t.userId),
    index('refresh_tokens_parent_idx').on(t.parentId),
  ],
);

/**
 * Fixed-window rate-limit counters (sign-in attempts now, writes later). They live in the database,
 * not in process memory, so several API processes behind a load balancer share one budget.
 */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text('key').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] })],
);

/**
 * Idempotency keys (decisions.md §2): the first answer to a write sent with an `Idempotency-Key`,
 * kept at least 24 h so the client's offline outbox can resend a write whose answer it never saw
 * and get that answer back instead of a second write. A key belongs to the user who sent it
 * (user_scope: their id, or '' without a valid token), so nobody can read another user's answer.
 * `in_progress` rows are a lease taken before the handler runs; see src/server/idempotency/.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    key: uuid('key').notNull(),
    userId: uuid('user_id'),
    // A nullable column cannot be part of a primary key; the generated scope can, and can't drift.
    userScope: text('user_scope')
      .notNull()
      .generatedAlwaysAs(sql`coalesce(user_id::text, '')`),
    method: text('method').notNull(),
    path: text('path').notNull(),
    /** SHA-256 (hex) of the raw request body: the same key with another body is refused. */
    requestHash: text('request_hash').notNull(),
    state: text('state').notNull().default('in_progress'),
    statusCode: integer('status_code'),
    contentType: text('content_type'),
    /** The answer's bytes as sent (text, not jsonb, so a replay is byte-for-byte the same). */
    responseBody: text('response_body'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.key, t.userScope] }),
    // The expiry sweep deletes the oldest rows first.
    index('idempotency_keys_created_at_idx').on(t.createdAt),
    check('idempotency_keys_state_check', sql`${t.state} in ('in_progress', 'done')`),
  ],
);
