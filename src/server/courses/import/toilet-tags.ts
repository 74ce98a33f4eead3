/**
 * OpenStreetMap toilet tags → a restroom's fields (docs/product.md §11, the fields of §10). Pure: the
 * restroom importer (toilets.ts) and the unit tests feed a feature's properties in. The table of
 * tags and fields is in docs/architecture.md (importer).
 *
 * Whatever no tag states stays unknown (null, 'unknown', no open months): the map saying nothing
 * about a changing table is not a "no". Three of the spec's columns cannot be unknown (NOT NULL),
 * so when no tag decides them they take the add form's defaults (RESTROOM_DEFAULTS):
 * - facility type: `portable=yes` → portable (a flush trailer is still portable, so it wins over the
 *   disposal); `toilets:disposal=chemical|pitlatrine` → portable; `flush`, a clubhouse building, or
 *   nothing said → permanent (toilets mapped at a course are nearly all in buildings);
 * - gender: `unisex=yes` → unisex; `male=yes` without `female=yes` → mens; `female=yes` without
 *   `male=yes` → womens; both → unisex; neither → unisex;
 * and when no tag decides one of them (no `portable`, `toilets:disposal` or building for the type;
 * none of `unisex`, `male`, `female` for the gender) it is named in `unstated`, and the answer
 * shows it as not stated rather than the default as a fact;
 * - accessibility: true for `wheelchair=yes` only; false there means "not stated".
 *
 * `toilets:wheelchair` describes the toilets of a building whose own `wheelchair` tag describes its
 * entrance, so for a toilet it is the more precise of the two and is read first. `fee=yes` goes into
 * the access note ("Fee" or "Fee: {charge}"): who may use it is still `access`'s to say.
 */
import { isSafeText } from '../../../shared/schemas';
import {
  ACCESS_NOTE_MAX,
  MAX_HOLE,
  OPENING_HOURS_MAX,
  type ACCESS_KINDS,
  type SEASONS,
  type UnstatedField,
} from '../../../shared/restroom-constants';
import { monthsToMask } from '../../../shared/restroom-state';
import {
  TEXT_LIMITS,
  type FACILITY_TYPES,
  type GENDERS,
  type LOCATION_TYPES,
} from '../../../shared/constants';
import { hoursProblem } from '../../../shared/hours/engine';
import { seasonOfHours } from '../../restrooms/hours';

type Properties = Record<string, unknown>;

/** A toilet near the course's point is at the clubhouse: that is where courses' points are mapped. */
export const CLUBHOUSE_METERS = 80;

export interface ToiletFields {
  name: string;
  locationType: (typeof LOCATION_TYPES)[number];
  holeNumber: number | null;
  facilityType: (typeof FACILITY_TYPES)[number];
  gender: (typeof GENDERS)[number];
  /** Which of facilityType and gender took their default because no tag stated them. */
  unstated: UnstatedField[];
  accessibility: boolean;
  access: (typeof ACCESS_KINDS)[number];
  accessNote: string | null;
  season: (typeof SEASONS)[number];
  /** Bit mask, bit 0 = January (shared/restroom-state.ts); 0 unless seasonal. */
  openMonths: number;
  /** The whole `opening_hours` value when the `opening_hours` library reads it; else null. */
  openingHours: string | null;
  handwashing: boolean | null;
  babyChanging: boolean | null;
  stepFree: boolean | null;
}

const text = (value: unknown): string | undefined => {
  if (typeof value !== 'string' && typeof value !== 'number') return undefined;
  const s = String(value).replace(/\s+/g, ' ').trim();
  return s === '' ? undefined : s;
};

/** A tag's value, lower-cased; the first of a list ("yes;no" is "yes"), as most OSM readers do. */
const tag = (props: Properties, key: string) => text(props[key])?.split(';')[0]?.trim().toLowerCase();

const yesNo = (value: string | undefined): boolean | null =>
  value === 'yes' ? true : value === 'no' ? false : null;

/** A toilet the restroom importer takes: `amenity=toilets`, or a clubhouse tagged `toilets=yes`. */
export function isToiletFeature(props: Properties): boolean {
  const amenities = text(props['amenity'])?.toLowerCase().split(';') ?? [];
  if (amenities.some((value) => value.trim() === 'toilets')) return true;
  return tag(props, 'golf') === 'clubhouse' && tag(props, 'toilets') === 'yes';
}

const validHole = (value: string | undefined) => {
  const hole = value === undefined ? NaN : Number(value);
  return Number.isInteger(hole) && hole >= 1 && hole <= MAX_HOLE ? hole : null;
};

/** `golf:hole` ("7", "7;8": the first), a numeric `ref`, or a name like "Hole 7" / "7th tee". */
function holeOf(props: Properties): number | null {
  const golfHole = /^#?\s*(\d{1,2})\b/.exec(tag(props, 'golf:hole') ?? '');
  const ref = /^#?\s*(\d{1,2})$/.exec(tag(props, 'ref') ?? '');
  const name = text(props['name']) ?? '';
  const byName =
    /\bhole\s*(?:no\.?|#)?\s*(\d{1,2})\b/i.exec(name) ??
    /\b(\d{1,2})(?:st|nd|rd|th)\s+(?:hole|tee)\b/i.exec(name);
  return validHole(golfHole?.[1]) ?? validHole(ref?.[1]) ?? validHole(byName?.[1]);
}

/**
 * The tags first (a clubhouse, a halfway house, a numbered hole), then the place: near the course's
 * point is the clubhouse. A stated hole wins over the place because the first tee and the last green
 * are often beside the clubhouse.
 */
function locationOf(props: Properties, metersFromCoursePoint: number): ToiletFields['locationType'] {
  const golf = tag(props, 'golf');
  if (golf === 'clubhouse') return 'clubhouse';
  if (golf === 'halfway_house' || /\b(?:halfway|turn)\b/i.test(text(props['name']) ?? '')) {
    return 'halfway-house';
  }
  if (holeOf(props) !== null) return 'on-course';
  return metersFromCoursePoint <= CLUBHOUSE_METERS ? 'clubhouse' : 'on-course';
}

/** The kind's name from the add form's choices (shared/restroom-constants.ts). */
function generatedName(locationType: ToiletFields['locationType'], hole: number | null): string {
  if (locationType === 'clubhouse') return 'Clubhouse Main';
  if (locationType === 'halfway-house') return 'Halfway House';
  return hole === null ? 'On-course Restroom' : `Hole ${hole} Restroom`;
}

/** The feature's own name, if it is one the add form would accept (length, characters). */
function ownName(props: Properties): string | undefined {
  const name = text(props['name']);
  return name && name.length <= TEXT_LIMITS.restroomName && isSafeText(name) ? name : undefined;
}

function facilityOf(props: Properties): ToiletFields['facilityType'] {
  if (tag(props, 'portable') === 'yes') return 'portable';
  const disposal = tag(props, 'toilets:disposal');
  if (disposal === 'chemical' || disposal === 'pitlatrine') return 'portable';
  return 'permanent';
}

/** A type is stated by `portable`, `toilets:disposal`, or the toilet being a building or clubhouse. */
function facilityStated(props: Properties): boolean {
  return (
    tag(props, 'portable') !== undefined ||
    tag(props, 'toilets:disposal') !== undefined ||
    (tag(props, 'building') ?? 'no') !== 'no' ||
    tag(props, 'golf') === 'clubhouse'
  );
}

const genderStated = (props: Properties) =>
  tag(props, 'unisex') === 'yes' || tag(props, 'male') === 'yes' || tag(props, 'female') === 'yes';

function unstatedOf(props: Properties): UnstatedField[] {
  const unstated: UnstatedField[] = [];
  if (!facilityStated(props)) unstated.push('facilityType');
  if (!genderStated(props)) unstated.push('gender');
  return unstated;
}

function genderOf(props: Properties): ToiletFields['gender'] {
  if (tag(props, 'unisex') === 'yes') return 'unisex';
  const male = tag(props, 'male') === 'yes';
  const female = tag(props, 'female') === 'yes';
  if (male && !female) return 'mens';
  if (female && !male) return 'womens';
  return 'unisex';
}

const ACCESS: Record<string, ToiletFields['access']> = {
  yes: 'public',
  public: 'public',
  permissive: 'public',
  customers: 'customers',
  private: 'members',
  members: 'members',
  key: 'key',
};

/** Members-only says who; a lock otherwise matters more to a golfer than "public" does. */
function accessOf(props: Properties): ToiletFields['access'] {
  const access = ACCESS[tag(props, 'access') ?? ''] ?? 'unknown';
  if (access === 'members') return access;
  return tag(props, 'locked') === 'yes' ? 'key' : access;
}

function accessNoteOf(props: Properties): string | null {
  if (tag(props, 'fee') !== 'yes') return null;
  const charge = text(props['charge']);
  const note = charge && isSafeText(charge) ? `Fee: ${charge}` : 'Fee';
  return note.slice(0, ACCESS_NOTE_MAX);
}

/** The `opening_hours` value as kept: OpenStreetMap's length, safe text, and read by the library. */
function hoursOf(props: Properties): string | null {
  const hours = text(props['opening_hours']);
  if (!hours || hours.length > OPENING_HOURS_MAX || !isSafeText(hours)) return null;
  return hoursProblem(hours) === null ? hours : null;
}

/**
 * The season from the months `opening_hours` names (most seasonal toilets are mapped that way, with
 * no `seasonal` tag), and `seasonal` (any value but "no" means seasonal) where they name none.
 */
function seasonOf(props: Properties): Pick<ToiletFields, 'season' | 'openMonths' | 'openingHours'> {
  const seasonal = tag(props, 'seasonal');
  const openingHours = hoursOf(props);
  const fromHours = openingHours ? seasonOfHours(openingHours, new Date()) : null;
  if (fromHours?.season === 'seasonal') {
    return { season: 'seasonal', openMonths: monthsToMask(fromHours.openMonths), openingHours };
  }
  // Seasonal without months says too little: a season needs at least one month (§10).
  if (seasonal && seasonal !== 'no') return { season: 'unknown', openMonths: 0, openingHours };
  if (seasonal === 'no' || fromHours?.season === 'year_round') {
    return { season: 'year_round', openMonths: 0, openingHours };
  }
  return { season: 'unknown', openMonths: 0, openingHours };
}

/** yes and designated → true, no → false; "limited" and anything else stay unknown. */
function wheelchairOf(props: Properties): boolean | null {
  const value = tag(props, 'toilets:wheelchair') ?? tag(props, 'wheelchair');
  return value === 'designated' ? true : yesNo(value);
}

/**
 * The fields of a toilet feature. `metersFromCoursePoint` is its distance from the point of the
 * course it is attached to (toilets.ts), which decides "clubhouse" when no tag does.
 */
export function mapToiletTags(props: Properties, metersFromCoursePoint: number): ToiletFields {
  const locationType = locationOf(props, metersFromCoursePoint);
  const holeNumber = locationType === 'on-course' ? holeOf(props) : null;
  const wheelchair = wheelchairOf(props);
  return {
    name: ownName(props) ?? generatedName(locationType, holeNumber),
    locationType,
    holeNumber,
    facilityType: facilityOf(props),
    gender: genderOf(props),
    unstated: unstatedOf(props),
    accessibility: wheelchair === true,
    access: accessOf(props),
    accessNote: accessNoteOf(props),
    ...seasonOf(props),
    handwashing: yesNo(tag(props, 'toilets:handwashing')),
    babyChanging: yesNo(tag(props, 'changing_table')),
    stepFree: wheelchair,
  };
}
