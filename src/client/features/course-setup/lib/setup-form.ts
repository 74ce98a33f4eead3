/**
 * The course set-up's form (docs/product.md §12, "Set up in two minutes"), without React: what the
 * screen opens with, prefilled from what golfers and OpenStreetMap already said (the listed
 * restrooms, the course's facts from the quick questions, §13), and the body it sends, checked by
 * the shared schema the server uses, each message keyed by the field's path in the body (and a
 * "closed in winter" with no month chosen, which the hours' text cannot carry: monthsMissing).
 */
import * as v from 'valibot';
import { effectiveHours } from '../../../../shared/hours/judge';
import { courseSetupSchema, type CourseSetupInput } from '../../../../shared/schemas/course-setup';
import type { CourseFacts } from '../../../../shared/schemas/courses';
import { toFieldErrors } from '../../../../shared/schemas/envelope';
import { SEASONAL_NEEDS_MONTHS } from '../../../../shared/schemas/restroom-details';
import type { Restroom } from '../../../../shared/schemas/restrooms';
import {
  detailsPayload,
  unknownDetails,
  type DetailsValue,
} from '../../../components/restroom-details/details-fields';
import { formOfHours, seasonOfForm } from '../../../lib/hours-form';

/** The hole a halfway house usually comes after: the turn. */
const DEFAULT_TURN = 9;

interface PlaceRow {
  /** The listed restroom it was prefilled from (the server updates that one), or null: a new one. */
  restroomId: string | null;
  /** Its name as listed, to say which restroom the row is; null for a new one. */
  name: string | null;
  details: DetailsValue;
}

export interface OnCourseRow extends PlaceRow {
  /** React's key for a row (a new row has no restroom id). */
  key: string;
  hole: number | null;
  facilityType: 'portable' | 'permanent' | null;
}

export interface SetupForm {
  clubhouse: PlaceRow & { present: boolean };
  halfwayHouse: PlaceRow & { present: boolean; afterHole: number };
  onCourse: OnCourseRow[];
  /** Listed restrooms at the clubhouse and halfway house besides the row's: gone with a "No". */
  alsoListed: { clubhouse: string[]; halfwayHouse: string[] };
  /** Listed on-course restrooms the owner took off the form. */
  removed: string[];
}

/** A restroom's details as the form shows them (as the owner's edit does). */
const detailsOf = (restroom: Restroom): DetailsValue => ({
  access: restroom.access,
  accessNote: restroom.accessNote ?? '',
  season: restroom.season,
  openMonths: restroom.openMonths,
  // A season kept as months alone shows as the hours it means ("Apr-Oct").
  openingHours: effectiveHours(restroom) ?? '',
  amenities: restroom.amenities,
});

/** The one a place's row speaks for: the owner's confirmed one, else an approved one, else the first. */
function representative(rooms: Restroom[]): Restroom | undefined {
  return (
    rooms.find((room) => room.ownerConfirmedAt !== null) ??
    rooms.find((room) => room.status === 'approved') ??
    rooms[0]
  );
}

const rowOf = (room: Restroom | undefined): PlaceRow => ({
  restroomId: room?._id ?? null,
  name: room?.name ?? null,
  details: room ? detailsOf(room) : unknownDetails(),
});

let newRows = 0;
/** A new on-course row (no restroom yet): the hole and its type are the owner's to choose. */
export function newOnCourseRow(hole: number | null = null): OnCourseRow {
  newRows += 1;
  return { key: `new-${newRows}`, ...rowOf(undefined), hole, facilityType: null };
}

const byHole = (a: Restroom, b: Restroom) => (a.holeNumber ?? 99) - (b.holeNumber ?? 99);

/**
 * The form as it opens: every listed restroom in its place with its details. The clubhouse is a
 * "yes" to confirm unless golfers settled that there is none (nearly every course has one, §13);
 * a settled "restroom on the course" with none listed opens one row whose hole is to be chosen.
 */
export function prefillSetup(restrooms: Restroom[], facts: CourseFacts | undefined): SetupForm {
  const at = (type: Restroom['locationType']) => restrooms.filter((room) => room.locationType === type);
  const clubhouses = at('clubhouse');
  const halfways = at('halfway-house');
  const clubhouse = representative(clubhouses);
  const halfway = representative(halfways);
  const onCourse: OnCourseRow[] = at('on-course')
    .sort(byHole)
    .map((room) => ({
      key: room._id,
      ...rowOf(room),
      hole: room.holeNumber,
      // A type the source did not state is the owner's to say (docs/product.md §11).
      facilityType:
        room.unstated.includes('facilityType') || room.facilityType === 'structure'
          ? null
          : room.facilityType,
    }));
  if (onCourse.length === 0 && halfways.length === 0 && facts?.onCourseRestrooms === 'yes') {
    onCourse.push(newOnCourseRow());
  }
  return {
    clubhouse: { ...rowOf(clubhouse), present: clubhouse !== undefined || facts?.clubhouseRestroom !== 'no' },
    halfwayHouse: {
      ...rowOf(halfway),
      present: halfway !== undefined,
      afterHole: halfway?.holeNumber ?? DEFAULT_TURN,
    },
    onCourse,
    alsoListed: {
      clubhouse: clubhouses.filter((room) => room !== clubhouse).map((room) => room._id),
      halfwayHouse: halfways.filter((room) => room !== halfway).map((room) => room._id),
    },
    removed: [],
  };
}

/** The details as sent: the form's reading of the hours gives the season they mean. */
const payloadOf = (row: PlaceRow) => ({
  restroomId: row.restroomId,
  ...detailsPayload(row.details, seasonOfForm(formOfHours(row.details.openingHours)) ?? undefined),
});

const idsOf = (row: PlaceRow, others: string[]) => [...(row.restroomId ? [row.restroomId] : []), ...others];

/** The body of PUT /api/owner/courses/:id/setup for this form (a "No" takes its place's restrooms off). */
export function setupBody(form: SetupForm): CourseSetupInput {
  const { clubhouse, halfwayHouse } = form;
  return {
    clubhouse: clubhouse.present ? payloadOf(clubhouse) : null,
    halfwayHouse: halfwayHouse.present
      ? { ...payloadOf(halfwayHouse), afterHole: halfwayHouse.afterHole }
      : null,
    // Not chosen yet is sent as null, which the schema refuses with the field's own message.
    onCourse: form.onCourse.map((row) => ({
      ...payloadOf(row),
      hole: row.hole as number,
      facilityType: row.facilityType as 'portable',
    })),
    remove: [
      ...form.removed,
      ...(clubhouse.present ? [] : idsOf(clubhouse, form.alsoListed.clubhouse)),
      ...(halfwayHouse.present ? [] : idsOf(halfwayHouse, form.alsoListed.halfwayHouse)),
    ],
  };
}

/** Messages by the field's path in the body ('onCourse.0.hole'), the first of each. */
export type SetupErrors = Record<string, string>;

export function checkSetup(
  form: SetupForm,
): { success: true; body: CourseSetupInput } | { success: false; errors: SetupErrors } {
  const body = setupBody(form);
  const parsed = v.safeParse(courseSetupSchema, body);
  const errors: SetupErrors = parsed.success
    ? {}
    : Object.fromEntries(toFieldErrors(parsed.issues).map(({ path, message }) => [path, message]));
  const places: [string, PlaceRow | null][] = [
    ['clubhouse', form.clubhouse.present ? form.clubhouse : null],
    ['halfwayHouse', form.halfwayHouse.present ? form.halfwayHouse : null],
    ...form.onCourse.map((row, i): [string, PlaceRow] => [`onCourse.${i}`, row]),
  ];
  for (const [path, row] of places)
    if (row?.details.monthsMissing) errors[`${path}.openMonths`] ??= SEASONAL_NEEDS_MONTHS;
  if (Object.keys(errors).length === 0) return { success: true, body };
  return { success: false, errors };
}

/** A row taken off: a listed one is removed when the set-up is saved. */
export function takeOff(form: SetupForm, key: string): SetupForm {
  const row = form.onCourse.find((candidate) => candidate.key === key);
  return {
    ...form,
    onCourse: form.onCourse.filter((candidate) => candidate.key !== key),
    removed: row?.restroomId ? [...form.removed, row.restroomId] : form.removed,
  };
}
