/**
 * The location filter (docs/product.md §2): a button that finds the user ('Getting Location...' meanwhile)
 * or, when active, removes the location ('Location Active - Click to Remove'); then the coordinates to
 * four decimals and the radius slider, in the golfer's unit (kilometre stops for kilometre users,
 * docs/product.md §14). Without valid coordinates: 'Location Required'. A failure's
 * message shows under the button (and in the page's yellow banner), in the golfer's language.
 */
import { Crosshair, LoaderCircle, LocateFixed } from 'lucide-react';
import { formatCoordinate } from '../../../../shared/format';
import type { LatLng } from '../../../../shared/geo';
import type { GeolocationReason } from '../../../lib/geolocation';
import { Button } from '../../../components/ui/button';
import { RangeSlider } from '../../../components/ui/range-slider';
import { useDistanceUnit } from '../../../lib/distance-unit';
import en from '../../../lib/i18n/catalogues/en/courses-filters';
import geolocation from '../../../lib/i18n/catalogues/en/geolocation';
import { useT } from '../../../lib/i18n/catalogue';
import { radiusStops } from '../../../../shared/units';

export interface LocationControl {
  locating: boolean;
  /** Which of docs/product.md §8's messages the last failure carries. */
  error: GeolocationReason | null;
  locate: () => void;
  remove: () => void;
}

interface LocationFilterProps extends LocationControl {
  enabled: boolean;
  position: LatLng | undefined;
  radius: number;
  onRadius: (radius: number) => void;
}

export function LocationFilter({ enabled, position, radius, onRadius, ...control }: LocationFilterProps) {
  const active = enabled && position !== undefined;
  const unit = useDistanceUnit();
  const t = useT(en);
  const why = useT(geolocation);
  let label = t('coursesFilters.useLocation');
  let Icon = Crosshair;
  if (control.locating) [label, Icon] = [t('coursesFilters.locating'), LoaderCircle];
  else if (active) [label, Icon] = [t('coursesFilters.removeLocation'), LocateFixed];

  return (
    <fieldset className="grid gap-2">
      <legend className="mb-1.5 text-sm font-semibold">{t('coursesFilters.location')}</legend>
      <Button
        variant={active ? 'primary' : 'outline'}
        aria-pressed={active}
        disabled={control.locating}
        onClick={active ? control.remove : control.locate}
        className="w-full justify-start text-left whitespace-normal!"
      >
        <Icon aria-hidden className={control.locating ? 'size-5 motion-safe:animate-spin' : 'size-5'} />
        {label}
      </Button>
      {control.error && (
        <p className="text-sm font-medium text-danger dark:text-red-300">
          {why(`geolocation.${control.error}`)}
        </p>
      )}
      {enabled && !position && !control.locating && (
        <p className="text-sm font-semibold text-fg-muted">{t('coursesFilters.locationRequired')}</p>
      )}
      {active && position && (
        <>
          <p className="text-sm text-fg-muted tabular-nums">
            {t('coursesFilters.yourLocation', {
              latitude: formatCoordinate(position.latitude),
              longitude: formatCoordinate(position.longitude),
            })}
          </p>
          <RangeSlider
            label={t('coursesFilters.radius')}
            value={radius}
            stops={radiusStops(unit)}
            valueText={(r) => t('coursesFilters.radiusValue', { r, unit })}
            onCommit={onRadius}
          />
        </>
      )}
    </fieldset>
  );
}
