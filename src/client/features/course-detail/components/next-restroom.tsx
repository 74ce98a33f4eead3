/**
 * "Next restroom on my round" (issue 15), first under the course's header (issue 38: the round comes
 * before the list): the golfer says which hole they are on and sees the next restroom in playing
 * order they can use now, and, once their position is known, the nearest usable one as the crow
 * flies (docs/product.md §10: a golfer's question is "where is the nearest restroom I can use, and
 * can I use it right now?"). It reads only the restrooms the screen already shows, so it answers
 * offline as well.
 */
import type { ChangeEvent } from 'react';
import { CircleCheck, CircleX, Navigation } from 'lucide-react';
import { MAX_HOLE } from '../../../../shared/restroom-constants';
import type { LatLng } from '../../../../shared/geo';
import type { HoursEngine } from '../../../../shared/hours/judge';
import { isUsableNow } from '../../../../shared/restroom-state';
import type { Course } from '../../../../shared/schemas/courses';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/select-field';
import { needsHours, useHoursEngine } from '../../../lib/hours-engine';
import { useNow } from '../../../lib/use-now';
import { useGolferPosition, useRoundHole } from '../hooks/use-round';
import {
  distanceText,
  lastHoleOf,
  nearestUsable,
  nextOnRound,
  nothingLeftText,
  placeText,
  skippedText,
  statusText,
  type RoundRestroom,
} from '../lib/next-restroom';
import { useDistanceUnit } from '../../../lib/distance-unit';
import { useT } from '../../../lib/i18n/catalogue';
import courseWords from '../../../lib/i18n/catalogues/en/course';
import geolocation from '../../../lib/i18n/catalogues/en/geolocation';

const HEADING = 'text-sm font-bold tracking-wide text-fg-muted uppercase';
/** Key facts in the page's full-contrast colour and at least 16 px: read at arm's length in sun. */
const NAME = 'block text-lg leading-snug font-bold wrap-anywhere';

function UsableLine({ text, detail }: { text: string; detail: string }) {
  return (
    <span className="mt-0.5 flex flex-wrap items-center gap-x-1.5 text-base font-medium">
      <span>{detail}</span>
      <span aria-hidden>·</span>
      <span className="inline-flex items-center gap-1 font-semibold text-primary">
        <CircleCheck aria-hidden className="size-4 shrink-0" />
        {text}
      </span>
    </span>
  );
}

function NextOnRoundView({
  restrooms,
  hole,
  now,
  engine,
}: {
  restrooms: readonly RoundRestroom[];
  hole: number;
  now: Date;
  engine: HoursEngine | null;
}) {
  const { next, skipped, lastHole } = nextOnRound(restrooms, hole, now, engine);
  const t = useT(courseWords);
  return (
    // Polite: choosing another hole reads the new answer without moving focus off the select.
    <div className="mt-4" aria-live="polite">
      <h3 className={HEADING}>{t('course.next')}</h3>
      {next ? (
        <p className="mt-1">
          <span className={NAME}>{next.restroom.name}</span>
          <UsableLine detail={placeText(next.place, t)} text={statusText(next.restroom, now, engine)} />
        </p>
      ) : (
        <p className="mt-1 text-base font-semibold">{nothingLeftText(lastHole, skipped.length > 0, t)}</p>
      )}
      {skipped.length > 0 && (
        <ul aria-label={t('course.skippedList')} className="mt-2 space-y-1 text-sm font-medium">
          {skipped.map(({ restroom }) => (
            <li key={restroom._id} className="flex items-start gap-1.5">
              <CircleX aria-hidden className="mt-0.5 size-4 shrink-0 text-danger dark:text-red-300" />
              <span className="wrap-anywhere">{skippedText(restroom, now, engine, t)}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function NearestAnswer({
  restrooms,
  course,
  position,
  now,
  engine,
}: {
  restrooms: readonly RoundRestroom[];
  course: LatLng;
  position: LatLng;
  now: Date;
  engine: HoursEngine | null;
}) {
  const unit = useDistanceUnit();
  const t = useT(courseWords);
  const nearest = nearestUsable(restrooms, course, position, now, engine);
  if (!nearest)
    return (
      <p className="mt-1 text-base font-semibold">
        {restrooms.some((r) => isUsableNow(r, now, engine))
          ? t('course.noneMeasurable')
          : t('course.noneUsable')}
      </p>
    );
  return (
    <p className="mt-1">
      <span className={NAME}>{nearest.restroom.name}</span>
      <UsableLine detail={distanceText(nearest, unit)} text={statusText(nearest.restroom, now, engine)} />
    </p>
  );
}

function NearestNow({
  restrooms,
  course,
  now,
  engine,
  geo,
}: {
  restrooms: readonly RoundRestroom[];
  course: LatLng;
  now: Date;
  engine: HoursEngine | null;
  geo: ReturnType<typeof useGolferPosition>;
}) {
  const t = useT(courseWords);
  const why = useT(geolocation);
  return (
    <div className="mt-4 border-t border-line pt-4">
      <h3 className={HEADING}>{t('course.nearest')}</h3>
      <div aria-live="polite">
        {geo.position && (
          <NearestAnswer
            restrooms={restrooms}
            course={course}
            position={geo.position}
            now={now}
            engine={engine}
          />
        )}
        {geo.error && (
          <p className="mt-1 text-base font-medium text-danger dark:text-red-300">
            {why(`geolocation.${geo.error}`)}
          </p>
        )}
      </div>
      <Button
        variant="outline"
        className="mt-2"
        onClick={geo.locate}
        disabled={geo.locating}
        aria-busy={geo.locating || undefined}
      >
        <Navigation aria-hidden className="size-5" />
        {t(geo.locating ? 'course.locating' : geo.position ? 'course.updatePosition' : 'course.usePosition')}
      </Button>
    </div>
  );
}

export function NextRestroom({
  course,
  restrooms,
  loading = false,
}: {
  course: Pick<Course, '_id' | 'latitude' | 'longitude'>;
  /** The restrooms the screen shows (the tabs' "All"). */
  restrooms: readonly RoundRestroom[];
  /** The restrooms are still being read: the hole can be chosen, the answer waits for them. */
  loading?: boolean;
}) {
  const now = useNow();
  const engine = useHoursEngine(needsHours(restrooms));
  const [hole, setHole] = useRoundHole(course._id, now);
  const shown = !loading && restrooms.length > 0;
  const geo = useGolferPosition(hole !== null && shown, hole);
  const t = useT(courseWords);
  // A course with no restroom has nothing to route to; the list's own empty state says so.
  if (!loading && restrooms.length === 0) return null;
  // A remembered hole above 18 is a 27-hole course's, whether or not the restroom naming it is read.
  const lastHole = (hole ?? 0) > lastHoleOf(restrooms) ? MAX_HOLE : lastHoleOf(restrooms);
  const choose = (event: ChangeEvent<HTMLSelectElement>) =>
    setHole(event.target.value === '' ? null : Number(event.target.value));
  return (
    // No heading of its own: the hole select says what this is, and the first card of the list stays
    // on a phone's first screen below it (tests/e2e/course-detail-phone.spec.ts).
    <section
      aria-label={t('course.round')}
      className="mt-4 rounded-2xl border border-line bg-surface p-4 shadow-sm"
    >
      <SelectField label={t('course.onHole')} value={hole ?? ''} onChange={choose} className="max-w-44">
        <option value="">—</option>
        {Array.from({ length: lastHole }, (_, i) => i + 1).map((h) => (
          <option key={h} value={h}>
            {h}
          </option>
        ))}
      </SelectField>
      {hole !== null && shown && (
        <>
          <NextOnRoundView restrooms={restrooms} hole={hole} now={now} engine={engine} />
          <NearestNow restrooms={restrooms} course={course} now={now} engine={engine} geo={geo} />
        </>
      )}
    </section>
  );
}
