/**
 * "Next restroom on my round" (issue 15): which restroom a golfer on hole N reaches next in playing
 * order, and which is nearest as the crow flies. Pure, over the restrooms the course screen already
 * shows, so it answers offline from the device's copy; usability is judged at the given moment,
 * because live reports expire and hours close on their own (docs/product.md §10 "Usable now"), by
 * the hours engine when it is loaded (lib/hours-engine.ts).
 */
import type { HoursEngine } from '../../../../shared/hours/judge';
import { MAX_HOLE } from '../../../../shared/restroom-constants';
import { haversineMiles, isValidCoordinate, type LatLng } from '../../../../shared/geo';
import { byNearest } from '../../../../shared/nearest';
import { isFresh, isUsableNow } from '../../../../shared/restroom-state';
import type { Restroom } from '../../../../shared/schemas/restrooms';
import { judgeRestroom } from '../../../lib/restroom-verdict';
import type { DistanceUnit } from '../../../../shared/units';
import { distanceText as distanceWords, REPORT_LABELS, usableText } from '../../../lib/restroom-words';
import type { Translate } from '../../../lib/i18n/catalogue';
import type courseWords from '../../../lib/i18n/catalogues/en/course';

/** The course screen's messages in the golfer's language (components pass their `useT(course)`). */
type T = Translate<typeof courseWords>;

/** What the rule reads of a restroom (a ShownRestroom has all of it). */
export type RoundRestroom = Pick<
  Restroom,
  | '_id'
  | 'name'
  | 'access'
  | 'locationType'
  | 'holeNumber'
  | 'latitude'
  | 'longitude'
  | 'season'
  | 'openMonths'
  | 'openingHours'
  | 'openNow'
  | 'nextChange'
  | 'courseLatitude'
  | 'courseLongitude'
  | 'activeReports'
  | 'lastConfirmedAt'
>;

/** Where on the round a restroom stands. */
type Place =
  | { kind: 'hole'; hole: number; current: boolean }
  | { kind: 'turn'; afterHole: number }
  | { kind: 'clubhouse'; afterHole: number };

interface RoundStop<R extends RoundRestroom = RoundRestroom> {
  restroom: R;
  place: Place;
  usable: boolean;
}

interface NextOnRound<R extends RoundRestroom = RoundRestroom> {
  /** The first restroom usable now in playing order, or null when none is left. */
  next: RoundStop<R> | null;
  /** Restrooms nearer in order than `next` (all that remain when it is null), not usable now. */
  skipped: RoundStop<R>[];
  /** The course's last hole: 18, or 27 when a restroom names a hole above 18. */
  lastHole: number;
}

const FRONT_NINE = 9;
const EIGHTEEN = 18;

/**
 * The course's holes. A course records no hole count, but restrooms may name any hole up to 27
 * (docs/product.md §10 "Holes"): one that names a hole above 18 makes it a 27-hole course.
 */
export function lastHoleOf(restrooms: readonly Pick<RoundRestroom, 'holeNumber' | 'locationType'>[]): number {
  return restrooms.some((r) => r.locationType === 'on-course' && (r.holeNumber ?? 0) > EIGHTEEN)
    ? MAX_HOLE
    : EIGHTEEN;
}

/** The turns (the halfway house's moments): after the 9th, and after the 18th on 27 holes. */
const turnsOf = (lastHole: number) => (lastHole > EIGHTEEN ? [FRONT_NINE, EIGHTEEN] : [FRONT_NINE]);

/**
 * At one place, the restroom to go to comes first: usable now, then confirmed this season (it ranks
 * above others at the same place, docs/product.md §10 "Freshness"), then by name.
 */
function byPreference<R extends RoundRestroom>(stops: RoundStop<R>[], now: Date): RoundStop<R>[] {
  return [...stops].sort(
    (a, b) =>
      Number(b.usable) - Number(a.usable) ||
      Number(isFresh(b.restroom.lastConfirmedAt, now)) - Number(isFresh(a.restroom.lastConfirmedAt, now)) ||
      a.restroom.name.localeCompare(b.restroom.name),
  );
}

/** Every restroom still ahead on the round from `hole` (inclusive), in playing order. */
function stopsFrom<R extends RoundRestroom>(
  restrooms: readonly R[],
  hole: number,
  lastHole: number,
  now: Date,
  engine: HoursEngine | null,
) {
  const stop = (restroom: R, place: Place): RoundStop<R> => ({
    restroom,
    place,
    usable: isUsableNow(restroom, now, engine),
  });
  const at = (type: R['locationType'], place: Place) =>
    byPreference(
      restrooms.filter((r) => r.locationType === type).map((r) => stop(r, place)),
      now,
    );
  const stops: RoundStop<R>[] = [];
  for (let h = hole; h <= lastHole; h += 1) {
    const place: Place = { kind: 'hole', hole: h, current: h === hole };
    stops.push(
      ...byPreference(
        restrooms
          .filter((r) => r.locationType === 'on-course' && r.holeNumber === h)
          .map((r) => stop(r, place)),
        now,
      ),
    );
    // A halfway house whose hole the owner's set-up gave stands after that hole (its holeNumber,
    // docs/product.md §12); one without, at each turn.
    const turn = turnsOf(lastHole).includes(h);
    const halfway = restrooms.filter(
      (r) => r.locationType === 'halfway-house' && (r.holeNumber === null ? turn : r.holeNumber === h),
    );
    if (h < lastHole) {
      const place: Place = { kind: 'turn', afterHole: h };
      stops.push(
        ...byPreference(
          halfway.map((r) => stop(r, place)),
          now,
        ),
      );
    }
  }
  stops.push(...at('clubhouse', { kind: 'clubhouse', afterHole: lastHole }));
  return stops;
}

/**
 * The next restroom in playing order from `hole`: on-course ones by hole (the current hole's own
 * counts), the halfway house at each turn, the clubhouse after the last hole; the first usable now
 * wins, and the unusable ones before it are named so the golfer knows why they were passed over.
 */
export function nextOnRound<R extends RoundRestroom>(
  restrooms: readonly R[],
  hole: number,
  now: Date,
  engine: HoursEngine | null,
): NextOnRound<R> {
  const lastHole = lastHoleOf(restrooms);
  const stops = stopsFrom(restrooms, hole, lastHole, now, engine);
  const index = stops.findIndex((s) => s.usable);
  const passed = index === -1 ? stops : stops.slice(0, index);
  // On 27 holes the halfway house stands at both turns: a closed one is said once.
  const skipped = passed.filter((s, i) => passed.findIndex((o) => o.restroom._id === s.restroom._id) === i);
  return { next: index === -1 ? null : (stops[index] ?? null), skipped, lastHole };
}

/** Where a stop is, as the golfer says it: 'on this hole', 'Hole 7', 'at the turn, after the 9th'. */
export function placeText(place: Place, t: T): string {
  if (place.kind === 'hole')
    return place.current ? t('course.onThisHole') : t('course.hole', { hole: place.hole });
  return t(place.kind === 'turn' ? 'course.atTurn' : 'course.afterHole', { hole: place.afterHole });
}

/** When nothing usable is left on the round. */
export const nothingLeftText = (lastHole: number, anySkipped: boolean, t: T): string =>
  t('course.nothingLeft', { hole: lastHole, skipped: anySkipped ? 'yes' : 'no' });

/**
 * Why a restroom cannot be used now ('Locked', 'Closed · opens 07:00'), or 'Usable now' for whom,
 * with what its hours say and any supplies report beside it ('Usable now · members only · Closes in
 * 20 min · Out of paper'): supplies do not make it unusable but matter to whoever walks there
 * (docs/product.md §10 "Usable now").
 */
export function statusText(restroom: RoundRestroom, now: Date, engine: HoursEngine | null): string {
  const verdict = judgeRestroom(restroom, now, engine);
  if (!verdict.usable) return verdict.reason;
  const hours = verdict.hours?.closingSoon ? [verdict.hours.text] : [];
  return [
    usableText(restroom.access),
    ...hours,
    ...verdict.notes.map((report) => REPORT_LABELS[report.kind]),
  ].join(' · ');
}

/** The one line for a restroom passed over: "Hole 7 Restroom: Locked — skipped". */
export const skippedText = (restroom: RoundRestroom, now: Date, engine: HoursEngine | null, t: T) =>
  t('course.skipped', { name: restroom.name, reason: statusText(restroom, now, engine) });

interface Nearest<R extends RoundRestroom = RoundRestroom> {
  restroom: R;
  miles: number;
  /** No position of its own: measured to the course's point (docs/product.md §10 "Position"). */
  approximate: boolean;
}

/**
 * The nearest restroom usable now from `from`, in the nearby order (shared/nearest.ts): one without a
 * position of its own stands somewhere on the course, so it is measured to the course's point and
 * ranked as if farther; a restroom with a known position close by comes first. At equal ranks the
 * one confirmed this season comes first (docs/product.md §10 "Freshness").
 */
export function nearestUsable<R extends RoundRestroom>(
  restrooms: readonly R[],
  coursePoint: LatLng,
  from: LatLng,
  now: Date,
  engine: HoursEngine | null,
): Nearest<R> | null {
  const courseKnown = isValidCoordinate(coursePoint.latitude, coursePoint.longitude);
  const measured = restrooms.flatMap((restroom): Nearest<R>[] => {
    if (!isUsableNow(restroom, now, engine)) return [];
    const own = isValidCoordinate(restroom.latitude, restroom.longitude);
    if (!own && !courseKnown) return [];
    const point = own
      ? { latitude: restroom.latitude ?? 0, longitude: restroom.longitude ?? 0 }
      : coursePoint;
    return [{ restroom, miles: haversineMiles(from, point), approximate: !own }];
  });
  const order = byNearest(now);
  const ranked = (n: Nearest<R>) => ({
    ...n,
    lastConfirmedAt: n.restroom.lastConfirmedAt,
    id: n.restroom._id,
  });
  measured.sort((a, b) => order(ranked(a), ranked(b)));
  return measured[0] ?? null;
}

/** '530 yd', or, measured to the course's point, where it is as far as anyone knows. */
export const distanceText = (
  { miles, approximate }: Pick<Nearest, 'miles' | 'approximate'>,
  unit: DistanceUnit,
) => distanceWords(miles, approximate, unit);
