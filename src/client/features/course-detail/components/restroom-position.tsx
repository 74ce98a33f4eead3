/**
 * "Where is it?" in Add Restroom (docs/product.md §10 "Position"): the golfer's own position when
 * they stand at the restroom, or a pin on a small map. Optional: without one the restroom stands at
 * its course's point and every distance to it says it is approximate. "I'm standing at it" needs no
 * map and no tiles, so it works with no signal at all; the map is the course list's map code (its
 * own chunk, ≈ 440 KB gzip), loaded only when the golfer asks for it.
 */
import { useEffect, useId, useRef, useState, type ComponentProps } from 'react';
import { MapPin } from 'lucide-react';
import { MAP } from '../../../../shared/constants';
import { formatCoordinate } from '../../../../shared/format';
import { isValidCoordinate, type LatLng } from '../../../../shared/geo';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { lazyComponent } from '../../../lib/lazy-component';
import type { loadRestroomPinMap } from '../../courses';
import { StandingHereButton, type Located } from './standing-here-button';
import { useT } from '../../../lib/i18n/catalogue';
import courseWords from '../../../lib/i18n/catalogues/en/course';
import geolocation from '../../../lib/i18n/catalogues/en/geolocation';
import type { GeolocationReason } from '../../../lib/geolocation';

type PinMapProps = ComponentProps<Awaited<ReturnType<typeof loadRestroomPinMap>>['default']>;

const pinMap = lazyComponent<PinMapProps>(
  async () => (await (await import('../../courses')).loadRestroomPinMap()).default,
);

/** The map's height (the picker draws itself at h-56, under a one-line hint). */
const BOX =
  'flex h-64 flex-col items-center justify-center gap-2 rounded-2xl border border-line bg-surface-muted p-4 text-center';

function PinMapSlot(props: PinMapProps) {
  const PinMap = pinMap.useLoaded();
  const t = useT(courseWords);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    setFailed(false);
    // A failed fetch (offline before the service worker cached it) is retried by "Try again".
    pinMap.load().catch(() => setFailed(true));
  }, [attempt]);
  if (PinMap) return <PinMap {...props} />;
  return (
    <div className={BOX}>
      {failed ? (
        <>
          <p className="text-fg-muted">{t('course.mapUnavailable')}</p>
          <Button variant="outline" onClick={() => setAttempt((n) => n + 1)}>
            {t('course.tryAgain')}
          </Button>
        </>
      ) : (
        <Spinner label={t('course.loadingMap')} />
      )}
    </div>
  );
}

export function RestroomPosition({
  coursePoint,
  position,
  onChange,
  error,
}: {
  coursePoint: LatLng;
  position: LatLng | null;
  onChange: (position: LatLng | null) => void;
  error: string | undefined;
}) {
  const t = useT(courseWords);
  const why = useT(geolocation);
  const [geoError, setGeoError] = useState<GeolocationReason | null>(null);
  const [mapOpen, setMapOpen] = useState(false);
  const firstButton = useRef<HTMLButtonElement>(null);
  const headingId = useId();
  const mapId = useId();
  const center =
    position ??
    (isValidCoordinate(coursePoint.latitude, coursePoint.longitude) ? coursePoint : MAP.defaultCenter);

  const located = (where: Located) => {
    setGeoError('failure' in where ? where.failure : null);
    if ('position' in where) onChange(where.position);
  };
  const removePin = () => {
    onChange(null);
    // The pressed button goes away with the pin: focus stays in the part, not lost to the page.
    firstButton.current?.focus();
  };

  return (
    <section aria-labelledby={headingId} className="space-y-2">
      <h3 id={headingId} className="text-sm font-semibold">
        {t('course.whereIsIt')} <span className="font-normal text-fg-muted">{t('course.optional')}</span>
      </h3>
      <div className="grid gap-2 sm:grid-cols-2">
        <StandingHereButton ref={firstButton} onLocated={located} />
        <Button
          variant="outline"
          aria-expanded={mapOpen}
          aria-controls={mapId}
          onClick={() => setMapOpen((open) => !open)}
        >
          <MapPin aria-hidden className="size-4" />
          {t('course.dropPin')}
        </Button>
      </div>
      {geoError && (
        <p role="alert" className="text-sm font-medium text-danger dark:text-red-300">
          {why(`geolocation.${geoError}`)}
        </p>
      )}
      <div id={mapId} hidden={!mapOpen}>
        {mapOpen && <PinMapSlot center={center} pin={position} onPin={onChange} />}
      </div>
      <div className="flex flex-wrap items-center justify-between gap-x-2">
        {/* Always there, so a pin placed or moved is announced. */}
        <p role="status" className={position ? 'text-sm font-semibold' : 'text-sm text-fg-muted'}>
          {position
            ? t('course.pinnedAt', {
                latitude: formatCoordinate(position.latitude),
                longitude: formatCoordinate(position.longitude),
              })
            : t('course.noPosition')}
        </p>
        {position && (
          <Button variant="ghost" size="sm" className="-mr-3" onClick={removePin}>
            {t('course.removePin')}
          </Button>
        )}
      </div>
      {error && <p className="text-sm font-medium text-danger dark:text-red-300">{error}</p>}
    </section>
  );
}
