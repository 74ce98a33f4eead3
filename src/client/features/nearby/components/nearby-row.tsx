/**
 * One nearby restroom (docs/product.md §10): a single large link to it on its course's page, read top
 * to bottom in the order a golfer decides: which one and how far, where, can I use it, what to
 * expect; under it, Directions in the phone's maps app (issue 38).
 */
import { DirectionsLink } from '../../../components/directions-link';
import { OsmAttribution } from '../../../components/osm-attribution';
import { ChevronRight, CircleCheck, CircleHelp, CircleX, TriangleAlert } from 'lucide-react';
import { Link } from 'react-router-dom';
import { UNKNOWN_SPOT_MILES } from '../../../../shared/nearest';
import type { LatLng } from '../../../../shared/geo';
import { effectiveHours } from '../../../../shared/hours/judge';
import type { LikelyClubhouse, NearbyRestroom } from '../../../../shared/schemas';
import { HoursNote, SeasonReopening } from '../../../components/hours-note';
import { useHoursEngine } from '../../../lib/hours-engine';
import { restroomPlace } from '../../../lib/maps-link';
import { useDistanceUnit } from '../../../lib/distance-unit';
import { ACCESS_LABELS, distanceText, freshnessText } from '../../../lib/restroom-words';
import { compassDirection } from '../lib/compass';
import { useT } from '../../../lib/i18n/catalogue';
import nearby from '../../../lib/i18n/catalogues/en/nearby';
import { judgeRestroom, reportNote, verdictText, type RestroomVerdict } from '../../../lib/restroom-verdict';

function Distance({ restroom, from }: { restroom: NearbyRestroom | LikelyClubhouse; from: LatLng }) {
  // Placed at its course's point, it is somewhere on the course (shared/nearest.ts): its distance
  // and direction are the course's, said as such, and none at all once the golfer is there. A likely
  // clubhouse (docs/product.md §13) is only ever at its course's point.
  const approximate =
    restroom.likely || restroom.approximate || restroom.latitude === null || restroom.longitude === null;
  const unit = useDistanceUnit();
  const t = useT(nearby);
  const direction =
    approximate && restroom.distance < UNKNOWN_SPOT_MILES
      ? null
      : compassDirection(
          from,
          approximate
            ? { latitude: restroom.courseLatitude, longitude: restroom.courseLongitude }
            : {
                latitude: (!restroom.likely && restroom.latitude) || 0,
                longitude: (!restroom.likely && restroom.longitude) || 0,
              },
        );
  return (
    <>
      <span className="font-extrabold tabular-nums">
        {distanceText(restroom.distance, approximate, unit)}
      </span>
      {direction && (
        <span className="ml-2 font-bold">
          {/* The letters at a glance; their words for a screen reader ("N E" tells a listener little). */}
          <span aria-hidden>{t(`nearby.point.${direction}`)}</span>
          <span className="sr-only">{t(`nearby.direction.${direction}`)}</span>
        </span>
      )}
    </>
  );
}

/** Colour, icon and words together: the status must read in sunlight and without colour vision. */
function Status({ verdict, access }: { verdict: RestroomVerdict; access: NearbyRestroom['access'] }) {
  if (verdict.usable)
    return (
      <p className="inline-flex items-center gap-1.5 rounded-full bg-primary-soft px-3 py-1 text-sm font-bold text-on-primary-soft">
        <CircleCheck aria-hidden className="size-4 shrink-0" />
        {verdictText(verdict, access)}
      </p>
    );
  // One golfer's word is a warning (docs/product.md §13): amber, not the red of "not usable".
  const Icon = verdict.maybe ? TriangleAlert : CircleX;
  return (
    <p
      className={
        verdict.maybe
          ? 'inline-flex items-center gap-1.5 rounded-2xl bg-flag-400 px-3 py-1 text-sm font-bold text-flag-950'
          : 'inline-flex items-center gap-1.5 rounded-2xl bg-danger px-3 py-1 text-sm font-bold text-on-danger'
      }
    >
      <Icon aria-hidden className="size-4 shrink-0" />
      {verdictText(verdict, access)}
    </p>
  );
}

export function NearbyRow({ restroom, from, now }: { restroom: NearbyRestroom; from: LatLng; now: Date }) {
  const engine = useHoursEngine(effectiveHours(restroom) !== null);
  const verdict = judgeRestroom(restroom, now, engine);
  const access = ACCESS_LABELS[restroom.access];
  const t = useT(nearby);
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
            <ul aria-label={t('nearby.reported')} className="mt-2 flex flex-wrap gap-1.5">
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
            {restroom.accessNote ? t('nearby.accessNote', { access, note: restroom.accessNote }) : access} ·{' '}
            {freshnessText(restroom, now)}
          </p>
          {restroom.source === 'openstreetmap' && (
            <OsmAttribution lead={t('nearby.fromOsm')} className="mt-1" />
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

/**
 * A course that lists no restroom and that golfers have not said lacks one (docs/product.md §13): its
 * clubhouse likely has one, at the course's point. After every listed restroom, never "usable now".
 */
export function LikelyRow({ place, from }: { place: LikelyClubhouse; from: LatLng }) {
  const t = useT(nearby);
  const at = restroomPlace(
    { latitude: null, longitude: null },
    { latitude: place.courseLatitude, longitude: place.courseLongitude },
  );
  return (
    <li className="rounded-2xl border border-dashed border-line bg-surface">
      <Link
        to={`/course/${encodeURIComponent(place.courseId)}`}
        className="flex min-h-11 items-center gap-3 rounded-t-2xl p-4 transition-colors hover:bg-surface-muted"
      >
        <div className="min-w-0 flex-1">
          <h2 className="text-lg leading-snug font-bold wrap-anywhere">{place.courseName}</h2>
          <p className="text-base text-fg">
            <Distance restroom={place} from={from} />
          </p>
          <p className="mt-2 inline-flex items-center gap-1.5 rounded-full bg-surface-muted px-3 py-1 text-sm font-bold text-fg">
            <CircleHelp aria-hidden className="size-4 shrink-0" />
            {t('nearby.likelyClubhouse')}
          </p>
        </div>
        <ChevronRight aria-hidden className="size-5 shrink-0 text-fg-muted" />
      </Link>
      <div className="flex border-t border-line px-2 py-1">
        <DirectionsLink name={place.courseName} to={at.at} toCourse={at.toCourse} variant="ghost" />
      </div>
    </li>
  );
}
