/**
 * The catalog and what golfers add to it: courses, their owners, restrooms, reviews and feedback.
 * The aggregates on courses and restrooms (average_rating, total_*) are denormalised for fast lists
 * (see index.ts).
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  char,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';
import { userIdColumn, users } from './accounts';

/** A course's outline as GeoJSON writes it: rings of [longitude, latitude], outer ring first. */
export type CourseOutline =
  { type: 'Polygon'; coordinates: number[][][] } | { type: 'MultiPolygon'; coordinates: number[][][][] };

/** The denormalised rating of a course or restroom, recomputed from the reviews (docs/decisions.md §4). */
const ratingColumns = () => ({
  averageRating: doublePrecision('average_rating').notNull().default(0),
  totalReviews: integer('total_reviews').notNull().default(0),
});

export const courses = pgTable(
  'courses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    osmId: text('osm_id').unique(),
    name: text('name').notNull(),
    address: text('address').notNull().default(''),
    city: text('city').notNull().default(''),
    /** ISO 3166-1 alpha-2 (docs/product.md §14); rows from before countries are US. */
    country: char('country', { length: 2 }).notNull().default('US'),
    /** A US course's state, as the spec has it; null elsewhere (courses_state_check). */
    state: char('state', { length: 2 }),
    /**
     * Outside the US: an ISO 3166-2 code (GB-SCT, DE-BY) where one is known, else the region's
     * name as mapped, else null. A US course's region is its state's code (US-NC), given by the
     * answers and the filter from `state`, so it is not stored twice.
     */
    region: text('region'),
    /** The postal code in the country's own form (a ZIP or ZIP+4 in the US). */
    zipCode: text('zip_code').notNull().default(''),
    phone: text('phone'),
    website: text('website'),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    /**
     * The name folded for search (shared/search-fold.ts): fairway_fold() is the SQL function of
     * migration 0016, immutable, so PostgreSQL keeps the column with every write of the name.
     */
    searchName: text('search_name')
      .notNull()
      .generatedAlwaysAs(sql`fairway_fold(name)`),
    ...ratingColumns(),
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
    index('courses_country_region_idx').on(t.country, t.region),
    // Name search with ILIKE '%…%' on the folded name; pg_trgm is a trusted extension.
    index('courses_search_name_trgm_idx').using('gin', t.searchName.op('gin_trgm_ops')),
    check('courses_state_check', sql`(${t.country} = 'US') = (${t.state} is not null)`),
  ],
);

/**
 * One row: the version of the courses' positions, which each server process keeps in memory as a
 * spatial index for the radius list (db/radius/positions.ts; docs/performance.md, "Course positions
 * in memory"). Triggers of migration 0008 move it to a new value of its own sequence in the same
 * transaction as any statement that adds, deletes or moves a course, so a read that sees the
 * version it indexed sees exactly the positions it indexed. A missing row means "unknown": the
 * list then runs in SQL.
 */
export const coursePositionsVersion = pgTable(
  'course_positions_version',
  {
    id: smallint('id').primaryKey().default(1),
    version: bigint('version', { mode: 'bigint' }).notNull(),
  },
  (t) => [check('course_positions_version_one_row', sql`${t.id} = 1`)],
);

/**
 * The area of a course, where an imported file gave one (docs/product.md §11): its outline (a
 * GeoJSON Polygon or MultiPolygon, lng/lat), or only its bounding box. The restroom importer
 * attaches a toilet to the course whose area holds it; the export gives the area back. A table of
 * its own: outlines are large, and no course read but these two needs them.
 */
export const courseAreas = pgTable(
  'course_areas',
  {
    courseId: uuid('course_id')
      .primaryKey()
      .references(() => courses.id, { onDelete: 'cascade' }),
    /** Null when only the bounding box is known. */
    outline: jsonb('outline').$type<CourseOutline>(),
    minLongitude: doublePrecision('min_longitude').notNull(),
    minLatitude: doublePrecision('min_latitude').notNull(),
    maxLongitude: doublePrecision('max_longitude').notNull(),
    maxLatitude: doublePrecision('max_latitude').notNull(),
  },
  (t) => [index('course_areas_box_idx').on(t.minLatitude, t.maxLatitude)],
);

export const courseOwners = pgTable(
  'course_owners',
  {
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    userId: userIdColumn(),
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
    /** Which of facility_type and gender no source stated (defaults, docs/product.md §11). */
    unstated: text('unstated')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    accessibility: boolean('accessibility').notNull().default(false),
    status: text('status').notNull().default('pending'),
    isVerified: boolean('is_verified').notNull().default(false),
    rejectionReason: text('rejection_reason'),
    reviewNotes: text('review_notes'),
    reviewedBy: uuid('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    submittedBy: uuid('submitted_by').references(() => users.id, { onDelete: 'set null' }),
    ...ratingColumns(),
    // Past the spec (issue 15, docs/product.md §10). Position: both or neither (else the course's).
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    access: text('access').notNull().default('unknown'),
    accessNote: text('access_note'),
    season: text('season').notNull().default('unknown'),
    /** Open months of a seasonal restroom, bit 0 = January (shared/restroom-state.ts). */
    openMonths: integer('open_months').notNull().default(0),
    /**
     * Opening hours in OpenStreetMap syntax (issue 33, docs/product.md §10), judged in the course's
     * time zone; null is unknown. `season` and `open_months` are derived from them when they name months.
     */
    openingHours: text('opening_hours'),
    // Amenities: true, false, or null for unknown (never a false "no").
    handwashing: boolean('handwashing'),
    soap: boolean('soap'),
    babyChanging: boolean('baby_changing'),
    stepFree: boolean('step_free'),
    grabBars: boolean('grab_bars'),
    wideDoor: boolean('wide_door'),
    turningSpace: boolean('turning_space'),
    /** The newest "Still here and OK" (any golfer) or owner confirmation. */
    lastConfirmedAt: timestamp('last_confirmed_at', { withTimezone: true }),
    /** The newest confirmation by an owner of the course or an admin (approval, edit, confirm). */
    ownerConfirmedAt: timestamp('owner_confirmed_at', { withTimezone: true }),
    /**
     * Where the row came from (issue 16, docs/product.md §11): a golfer or owner ('community'), an
     * OpenStreetMap import ('openstreetmap', keyed by `osm_id` such as "node/123" so a re-import
     * updates instead of duplicating), or golfers' agreeing answers ('golfers', docs/product.md §13).
     */
    source: text('source').notNull().default('community'),
    osmId: text('osm_id').unique(),
    /**
     * Removal keeps history (docs/product.md §13): a restroom resolved as gone, or deleted, becomes
     * 'removed', its reviews and reports kept; an admin's undo puts back the status it had.
     */
    removedAt: timestamp('removed_at', { withTimezone: true }),
    removedBy: uuid('removed_by').references(() => users.id, { onDelete: 'set null' }),
    statusBeforeRemoval: text('status_before_removal'),
    isSample: boolean('is_sample').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('restrooms_course_status_idx').on(t.courseId, t.status),
    index('restrooms_submitted_by_idx').on(t.submittedBy),
    // A deleted account's name leaves the restrooms it reviewed or removed (set null): the rows are
    // found by these, not by reading the table (tests/api/foreign-key-indexes.test.ts). Few rows
    // carry them, so only those are indexed.
    index('restrooms_reviewed_by_idx')
      .on(t.reviewedBy)
      .where(sql`${t.reviewedBy} is not null`),
    index('restrooms_removed_by_idx')
      .on(t.removedBy)
      .where(sql`${t.removedBy} is not null`),
    check('restrooms_status_check', sql`${t.status} in ('pending', 'approved', 'rejected', 'removed')`),
    check(
      'restrooms_location_type_check',
      sql`${t.locationType} in ('clubhouse', 'halfway-house', 'on-course')`,
    ),
    check('restrooms_facility_type_check', sql`${t.facilityType} in ('permanent', 'portable', 'structure')`),
    check('restrooms_gender_check', sql`${t.gender} in ('mens', 'womens', 'unisex')`),
    check('restrooms_unstated_check', sql`${t.unstated} <@ array['facilityType', 'gender']::text[]`),
    check(
      'restrooms_access_check',
      sql`${t.access} in ('public', 'customers', 'players', 'members', 'key', 'unknown')`,
    ),
    check('restrooms_source_check', sql`${t.source} in ('community', 'openstreetmap', 'golfers')`),
    check('restrooms_season_check', sql`${t.season} in ('year_round', 'seasonal', 'unknown')`),
    check('restrooms_opening_hours_check', sql`char_length(${t.openingHours}) <= 255`),
    check('restrooms_position_check', sql`(${t.latitude} is null) = (${t.longitude} is null)`),
    // Nearby restrooms: a bounding box on this btree for those with a position of their own.
    index('restrooms_lat_lng_idx').on(t.latitude, t.longitude),
  ],
);

export const reviews = pgTable(
  'reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    restroomId: uuid('restroom_id')
      .notNull()
      .references(() => restrooms.id, { onDelete: 'cascade' }),
    userId: userIdColumn(),
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
    // A restroom's reviews by date: the digest planner reads owned courses' recent reviews
    // (docs/performance.md, "The digest planned from owned courses"), the owner's analytics by week.
    index('reviews_restroom_created_idx').on(t.restroomId, t.createdAt),
    check('reviews_rating_check', sql`${t.rating} between 1 and 5`),
  ],
);

export const restroomFeedback = pgTable(
  'restroom_feedback',
  {
    restroomId: uuid('restroom_id')
      .notNull()
      .references(() => restrooms.id, { onDelete: 'cascade' }),
    userId: userIdColumn(),
    kind: text('kind').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    // One feedback per user per restroom: switching helpful <-> invalid is an update.
    primaryKey({ columns: [t.restroomId, t.userId] }),
    // A deleted account's votes go with it (cascade).
    index('restroom_feedback_user_idx').on(t.userId),
    check('restroom_feedback_kind_check', sql`${t.kind} in ('helpful', 'invalid')`),
  ],
);
