/**
 * A restroom's opening hours on the server (docs/product.md §10): the syntax check of every write,
 * the season they decide, and what an answer says about them now, judged by the same engine the
 * device loads (shared/hours/engine.ts) at the course's point.
 */
import { hoursEngine, hoursProblem, monthsOfHours, timeZoneAt } from '../../shared/hours/engine';
import { hoursAt, type HoursPlace } from '../../shared/hours/judge';
import type { SEASONS } from '../../shared/restroom-constants';
import type { Verdict } from '../../shared/report-kinds';
import { restroomVerdict, type ActiveReportSummary } from '../../shared/restroom-state';
import type { Executor } from '../db/client';
import { ApiError } from '../http/envelope';
import { coursePoints } from './queries';

type Season = (typeof SEASONS)[number];

/**
 * A 400 naming the problem when `value` is not OpenStreetMap opening hours the library can read;
 * `path` is the field's place in the body (the set-up has one per restroom).
 */
export function checkOpeningHours(value: string | null | undefined, path = 'openingHours'): void {
  if (!value) return;
  const problem = hoursProblem(value);
  if (problem) throw new ApiError(400, 'invalid_input', problem, [{ path, message: problem }]);
}

/**
 * The season hours decide: open in some months → seasonal with those months, in every month → all
 * year, never (`off`) → unknown. Months are counted over `now`'s year.
 */
export function seasonOfHours(value: string, now: Date): { season: Season; openMonths: number[] } {
  const months = monthsOfHours(value, now.getUTCFullYear());
  if (months.length === 12) return { season: 'year_round', openMonths: [] };
  if (months.length === 0) return { season: 'unknown', openMonths: [] };
  return { season: 'seasonal', openMonths: months };
}

interface Judged {
  openingHours: string | null;
  season: Season;
  openMonths: number[];
  activeReports: ActiveReportSummary[];
}

/** The answer's `openNow`, `nextChange`, `usableNow` and `verdict` at `now`, judged at its course's point. */
export function hoursAnswer(restroom: Judged, course: HoursPlace | undefined, now: Date) {
  const judged = {
    ...restroom,
    courseLatitude: course?.latitude ?? null,
    courseLongitude: course?.longitude ?? null,
  };
  const hours = hoursAt(judged, now, hoursEngine);
  const openNow = hours?.openNow ?? null;
  // The hours judged once: the verdict is the reports' word when the hours do not close it.
  const verdict: Verdict =
    openNow === false
      ? 'not_usable'
      : restroomVerdict(
          { activeReports: restroom.activeReports, season: 'unknown', openMonths: [] },
          now,
          null,
        );
  return {
    openNow,
    nextChange: hours?.nextChange?.toISOString() ?? null,
    usableNow: verdict === 'usable',
    verdict,
  };
}

/** The course's IANA time zone, from its point (null for a course that is gone). */
export async function courseTimeZone(db: Executor, courseId: string): Promise<string | null> {
  const point = (await coursePoints(db, [courseId])).get(courseId);
  return point ? timeZoneAt(point) : null;
}
