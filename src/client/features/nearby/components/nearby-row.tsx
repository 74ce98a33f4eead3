/**
 * One nearby restroom (docs/product.md §10): a single large link to it on its course's page, read top
 * to bottom in the order a golfer decides: which one and how far, where, can I use it, what to
 * expect; under it, Directions in the phone's maps app (issue 38).
 */
import { DirectionsLink } from '../../../components/directions-link';
import { OsmAttribution } from '../../../components/osm-attribution';
import { ChevronRight, CircleCheck, CircleX, TriangleAlert } from 'lucide-react';
import { Link } from 'react-router-dom';
import { UNKNOWN_SPOT_MILES } from '../../../../shared/nearest';
import type { LatLng } from '../../../../shared/geo';
import { effectiveHours } from '../../../../shared/hours/judge';
import type { NearbyRestroom } from '../../../../shared/schemas';
import { HoursNote, SeasonReopening } from '../../../components/hours-note';
import { useHoursEngine } from '../../../lib/hours-engine';
import { restroomPlace } from '../../../lib/maps-link';
import { ACCESS_LABELS, distanceText, freshnessText, usableText } from '../../../lib/restroom-words';
import { COMPASS_WORDS, compassDirection } from '../lib/compass';
import { judgeRestroom, reportNote, type RestroomVerdict } from '../../../lib/restroom-verdict';

function Distance({ restroom, from }: { restroom: NearbyRestroom; from: LatLng }) {
  // Placed at its course's point, it is somewhere on the course (shared/nearest.ts): its distance
  // and direction are the course's, said as such, and none at all once the golfer is there.
  const approximate = restroom.approximate || restroom.latitude === null || restroom.longitude === null;
  const direction =
    approximate && restroom.distance < UNKNOWN_SPOT_MILES
      ? null
      : compassDirection(
          from,
          approximate
            ? { latitude: restroom.courseLatitude, longitude: restroom.courseLongitude }
            : { latitude: restroom.latitude ?? 0, longitude: restroom.longitude ?? 0 },
        );
  return (
    <>
      <span className="font-extrabold tabular-nums">{distanceText(restroom.distance, approximate)}</span>
      {direction && (
        <span className="ml-2 font-bold">
          <span aria-hidden>{direction}</span>
          <span className="sr-only">{COMPASS_WORDS[direction]}</span>
        </span>
      )}
    </>
  );
}

/** Colour, icon and words together: the status must read in sunlight and without colour vision. */
function Status({ verdict, access }: { verdict: RestroomVerdict; access: NearbyRestroom['access'] }) {
  return verdict.usable ? (
    <p className="inline-flex items-center gap-1.5 rounded-full bg-primary-soft px-3 py-1 text-sm font-bold text-on-primary-soft">
      <CircleCheck aria-hidden className="size-4 shrink-0" />
      {usableText(access)}
    </p>
  ) : (
    <p className="inline-flex items-center gap-1.5 rounded-full bg-danger px-3 py-1 text-sm font-bold text-on-danger">
      <CircleX aria-hidden className="size-4 shrink-0" />
      Not usable now: {verdict.reason}
    </p>
  );
}

export function NearbyRow({ restroom, from, now }: { restroom: NearbyRestroom; from: LatLng; now: Date }) {
  const engine = useHoursEngine(effectiveHours(restroom) !== null);
  const verdict = judgeRestroom(restroom, now, engine);
  const access = ACCESS_LABELS[restroom.access];
  const place = restroomPlace(restroom.approximate ? { latitude: null, longitude: null } : restroom, {
    latitude: restroom.courseLatitude,
    longitude: restroom.courseLongitude,
  });
  return (
    <li className="rounded-2xl border border-line bg-surface shadow-sm">
      {/* To that restroom on its course's page (issue 38), not the top of the page. */}
      <Link
        to={`/course/${encodeURIComponent(restroom.courseId)}?restroom=${encodeURIComponent(restroom._id)}`}
        className="flex min-h-11 items-center gap-3 rounded-t-2xl p-4 transition-colors hover:bg-surface-muted"
      >
        <div className="min-w-0 flex-1">
          <h2 className="text-lg leading-snug font-bold wrap-anywhere">{restroom.name}</h2>
          <p className="text-base text-fg">
            <Distance restroom={restroom} from={from} />
          </p>
          <p className="text-sm text-fg-muted wrap-anywhere">{restroom.courseName}</p>
          <div className="mt-2">
            <Status verdict={verdict} access={restroom.access} />
          </div>
          {/* Its hours, and "Closes in 20 min" marked: a door about to lock is worth knowing first. */}
          {verdict.usable && verdict.hours && (
            <div className="mt-2">
              <HoursNote line={verdict.hours} />
            </div>
          )}
          {verdict.usable && (
            <div className="mt-1">
              <SeasonReopening restroom={restroom} now={now} engine={engine} />
            </div>
          )}
          {verdict.notes.length > 0 && (
            <ul aria-label="Reported" className="mt-2 flex flex-wrap gap-1.5">
              {verdict.notes.map((report) => (
                <li
                  key={report.kind}
                  className="inline-flex items-center gap-1 rounded-lg bg-flag-400 px-2 py-0.5 text-xs font-semibold text-flag-950"
                >
                  <TriangleAlert aria-hidden className="size-3.5 shrink-0" />
                  {reportNote(report, now)}
                </li>
              ))}
            </ul>
          )}
          <p className="mt-2 text-sm text-fg-muted">
            {restroom.accessNote ? `${access} (${restroom.accessNote})` : access} ·{' '}
            {freshnessText(restroom, now)}
          </p>
          {restroom.source === 'openstreetmap' && (
            <OsmAttribution lead="From OpenStreetMap ·" className="mt-1" />
          )}
        </div>
        <ChevronRight aria-hidden className="size-5 shrink-0 text-fg-muted" />
      </Link>
      <div className="flex border-t border-line px-2 py-1">
        <DirectionsLink name={restroom.name} to={place.at} toCourse={place.toCourse} variant="ghost" />
      </div>
    </li>
  );
}
