/**
 * The course set-up (docs/product.md §12, "Set up in two minutes"): an owner of the course says, on
 * one screen, where its restrooms are — the clubhouse (or none), the halfway house and after which
 * hole (or none), the restrooms out on the course, each at a hole, portable or permanent — each with
 * who may use it, its hours and its amenities. PUT /api/owner/courses/:id/setup applies it whole.
 */
import * as v from 'valibot';
import { MAX_HOLE } from '../restroom-constants';
import { courseFactsSchema } from './courses';
import { detailsChecks, restroomDetailsEntries } from './restroom-details';
import { restroomSchema } from './restrooms';

/** Restrooms out on the course a set-up may list (two at every hole of 27 is plenty). */
const SETUP_MAX_ON_COURSE = MAX_HOLE * 2;
/** Listed restrooms one set-up may take off. */
const SETUP_MAX_REMOVED = 100;

const SETUP_MESSAGES = {
  hole: 'Choose the hole',
  afterHole: 'Choose the hole it comes after',
  facilityType: 'Choose portable or permanent',
  tooMany: `At most ${SETUP_MAX_ON_COURSE} restrooms on the course`,
  removed: 'Restrooms to take off must be a list of restroom ids',
} as const;

/**
 * A key left out is read as a value its schema refuses, so it gets the field's own message rather
 * than valibot's 'Invalid key' (as answerInputSchema does).
 */
const required = <T extends v.GenericSchema>(schema: T) => v.optional(schema, 'missing' as never);

/** A listed restroom's id (a uuid: anything else names no row). */
const restroomIdSchema = v.pipe(v.string('Restroom ids are text'), v.uuid('Not a restroom id'));

const holeSchema = (message: string) =>
  required(
    v.pipe(
      v.number(message),
      v.integer(message),
      v.minValue(1, `${message} (1 to ${MAX_HOLE})`),
      v.maxValue(MAX_HOLE, `${message} (1 to ${MAX_HOLE})`),
    ),
  );

/**
 * Each place's details as the owner's edit sends them, but the position: the set-up does not move
 * a restroom (a listed one keeps its pin; a new one stands at the course's point until pinned).
 * `restroomId` names the listed restroom the row was prefilled from; without one the server uses
 * the course's listed restroom at that place, else lists a new one.
 */
const { latitude: _latitude, longitude: _longitude, ...placeDetails } = restroomDetailsEntries;
const placeEntries = {
  restroomId: v.optional(v.nullable(restroomIdSchema)),
  ...placeDetails,
};

/** valibot's object schema reads an array as an object with no keys: a place is a plain object. */
const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The set-up's places as the OpenAPI document shows them: each plain-object check stands for the
 * object schema it guards (server/openapi/json-schema.ts), as the amenities' check does.
 */
export const SETUP_PLACE_SHAPES = new Map<unknown, v.GenericSchema>();

/** A plain object first, then parsed by `schema`, its messages kept at their fields' paths. */
function plainObject<S extends v.GenericSchema>(schema: S, message: string) {
  const check = v.custom<v.InferInput<S>>(isPlainObject, message);
  SETUP_PLACE_SHAPES.set(check, schema);
  return v.pipe(
    check,
    v.rawTransform(({ dataset, addIssue, NEVER }) => {
      const result = v.safeParse(schema, dataset.value);
      if (result.success) return result.output as v.InferOutput<S>;
      for (const issue of result.issues) {
        const path = issue.path as [v.IssuePathItem, ...v.IssuePathItem[]] | undefined;
        addIssue({ message: issue.message, ...(path ? { path } : {}) });
      }
      return NEVER;
    }),
  );
}

const placeSchema = <T extends v.ObjectEntries>(entries: T, message: string) =>
  plainObject(
    v.pipe(
      v.object({ ...placeEntries, ...entries }, message),
      ...detailsChecks<v.InferOutput<v.ObjectSchema<typeof placeEntries & T, undefined>>>(),
    ),
    message,
  );

// A missing place is refused with the question the form asks: null is the answer "none".
const clubhouseSchema = placeSchema({}, 'Say whether the clubhouse has a restroom (null: none)');
const halfwayHouseSchema = placeSchema(
  { afterHole: holeSchema(SETUP_MESSAGES.afterHole) },
  'Say whether there is a halfway house (null: none)',
);
const onCourseSchema = placeSchema(
  {
    hole: holeSchema(SETUP_MESSAGES.hole),
    facilityType: required(v.picklist(['portable', 'permanent'], SETUP_MESSAGES.facilityType)),
  },
  'Each on-course restroom is an object',
);

export const courseSetupSchema = v.object({
  /** null: no restroom at the clubhouse. */
  clubhouse: required(v.nullable(clubhouseSchema)),
  /** null: no halfway house (or none with a restroom). */
  halfwayHouse: required(v.nullable(halfwayHouseSchema)),
  /** Empty: no restroom out on the course. */
  onCourse: required(
    v.pipe(
      v.array(onCourseSchema, 'On-course restrooms must be a list (empty: none)'),
      v.maxLength(SETUP_MAX_ON_COURSE, SETUP_MESSAGES.tooMany),
    ),
  ),
  /** Listed restrooms the owner took off the form: removed (history kept, docs/product.md §13). */
  remove: v.optional(
    v.pipe(
      v.array(restroomIdSchema, SETUP_MESSAGES.removed),
      v.maxLength(SETUP_MAX_REMOVED, `At most ${SETUP_MAX_REMOVED} restrooms to take off at once`),
    ),
    [],
  ),
});
export type CourseSetupInput = v.InferInput<typeof courseSetupSchema>;
export type CourseSetup = v.InferOutput<typeof courseSetupSchema>;

/** The course's listed restrooms after the set-up, and its facts as they now stand. */
export const courseSetupResultSchema = v.object({
  restrooms: v.array(restroomSchema),
  facts: courseFactsSchema,
});
export type CourseSetupResult = v.InferOutput<typeof courseSetupResultSchema>;
