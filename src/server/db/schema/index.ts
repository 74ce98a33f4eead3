/**
 * The relational schema, one definition for PGlite and PostgreSQL. drizzle-kit turns changes here
 * into versioned SQL under ../migrations; never edit an applied migration, generate a new one.
 *
 * Aggregates on courses and restrooms (average_rating, total_*) are denormalised for fast lists;
 * they count only visible (pending + approved) restrooms and are refreshed in the same transaction
 *  as every write that changes them (../aggregates.ts, ../consistency.ts).
 */
export * from './accounts';
export * from './courses';
export * from './legal';
export * from './requests';
export * from './reports';
export * from './owners';
export * from './notifications';
export * from './questions';
