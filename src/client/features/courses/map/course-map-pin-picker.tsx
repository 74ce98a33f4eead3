/**
 * A small map for placing a restroom (docs/product.md §10 "Position") in Add Restroom: tap where it
 * is, drag the pin to adjust, or, from a keyboard, move the map (arrow keys) and pin its centre. In
 * the map chunk with the other maps, through the same setup (worker, the offline maps' tile
 * protocol), so what a golfer saved for offline is what they place pins on mid-round. With no style
 * at all (no signal, nothing saved) it draws a plain background (style-fallback.ts): the pin is the
 * golfer's own data and is placed by coordinates, so the picker still works. Named course-map-* so
 * its chunk reads as map code to the budget checks (docs/architecture.md, the client bench).
 */
import 'maplibre-gl/dist/maplibre-gl.css';
import './course-map.css';
import { useEffect, useId, useRef, useState } from 'react';
import MapGL, { Marker, NavigationControl, type MapRef } from 'react-map-gl/maplibre';
import { Crosshair, MapPinOff, Toilet } from 'lucide-react';
import type { LatLng } from '../../../../shared/geo';
import { Button } from '../../../components/ui/button';
import en from '../../../lib/i18n/catalogues/en/courses-map';
import { useT } from '../../../lib/i18n/catalogue';
import { useTheme } from '../../../lib/theme';
import { REDUCED_MOTION_QUERY, useMediaQuery } from '../../../lib/use-media-query';
import { MAP_ATTRIBUTION, MAP_SETUP } from './course-map-setup';
import { mapStyleUrl } from './course-map-style';
import { useMapLocale } from './map-locale';
import { useStyleFallback } from './style-fallback';

interface RestroomPinMapProps {
  /** Where the map starts when nothing is pinned yet: the course's point. */
  center: LatLng;
  pin: LatLng | null;
  onPin: (position: LatLng) => void;
}

/** Close enough to tell the clubhouse from the halfway house; the saved offline tiles reach 17. */
const PIN_ZOOM = 16;
const HEIGHT = 'h-56';

const latLngOf = ({ lat, lng }: { lat: number; lng: number }): LatLng => ({ latitude: lat, longitude: lng });

export default function RestroomPinMap({ center, pin, onPin }: RestroomPinMapProps) {
  const { resolved: theme } = useTheme();
  const reducedMotion = useMediaQuery(REDUCED_MOTION_QUERY);
  const style = useStyleFallback(mapStyleUrl(theme), theme);
  const mapRef = useRef<MapRef>(null);
  const [failed, setFailed] = useState(false);
  const start = pin ?? center;
  const hintId = useId();
  const t = useT(en);
  const locale = useMapLocale();

  // A pin set from outside the map ("I'm standing at it") is brought into view.
  useEffect(() => {
    const map = mapRef.current;
    if (!pin || !map || map.getBounds().contains([pin.longitude, pin.latitude])) return;
    map.easeTo({ center: [pin.longitude, pin.latitude], duration: reducedMotion ? 0 : 600 });
  }, [pin, reducedMotion]);

  if (failed)
    return (
      <p
        role="alert"
        className={`flex ${HEIGHT} items-center justify-center gap-2 rounded-2xl border border-line bg-surface p-4 text-center text-fg-muted`}
      >
        <MapPinOff aria-hidden className="size-5 shrink-0" />
        {t('coursesMap.pinFailed')}
      </p>
    );
  return (
    <div className="space-y-2">
      <p id={hintId} className="text-sm text-fg-muted">
        {t('coursesMap.pinHint')}
      </p>
      <section
        aria-label={t('coursesMap.pinMap')}
        aria-describedby={hintId}
        className={`course-map relative ${HEIGHT} overflow-hidden rounded-2xl border border-line`}
      >
        <MapGL
          ref={mapRef}
          {...MAP_SETUP}
          locale={locale}
          mapStyle={style.mapStyle}
          onStyleData={style.onStyleData}
          initialViewState={{ latitude: start.latitude, longitude: start.longitude, zoom: PIN_ZOOM }}
          minZoom={8}
          maxZoom={17}
          style={{ width: '100%', height: '100%' }}
          // In a scrolling dialog the wheel scrolls the dialog; + and − zoom.
          scrollZoom={false}
          dragRotate={false}
          touchPitch={false}
          maxPitch={0}
          fadeDuration={reducedMotion ? 0 : 300}
          attributionControl={MAP_ATTRIBUTION}
          onLoad={(event) => event.target.touchZoomRotate.disableRotation()}
          onClick={(event) => onPin(latLngOf(event.lngLat))}
          // Without WebGL the map cannot start at all; without its style it keeps the pin on a
          // plain background (style-fallback.ts); a failed tile is not fatal.
          onError={(event) => {
            if (!mapRef.current) setFailed(true);
            else if (!style.styleFailed(event)) console.warn('Map error', event.error);
          }}
        >
          <NavigationControl position="top-right" showCompass={false} />
          {pin && (
            <Marker
              longitude={pin.longitude}
              latitude={pin.latitude}
              anchor="bottom"
              draggable
              onClick={(event) => event.originalEvent.stopPropagation()}
              onDragEnd={(event) => onPin(latLngOf(event.lngLat))}
            >
              <span role="img" aria-label={t('coursesMap.pin')} className="map-pin">
                <Toilet aria-hidden className="size-5" />
              </span>
            </Marker>
          )}
        </MapGL>
        {/* The map's centre, which "Pin the centre of the map" uses. */}
        <Crosshair
          aria-hidden
          className="pointer-events-none absolute top-1/2 left-1/2 size-6 -translate-x-1/2 -translate-y-1/2 text-fg drop-shadow"
        />
        {style.backgroundUnavailable && (
          <p
            role="status"
            className="absolute bottom-12 left-3 z-10 max-w-[calc(100%-5rem)] rounded-xl bg-surface px-3 py-2 text-sm shadow-lg"
          >
            {t('coursesMap.pinNoBackground')}
          </p>
        )}
      </section>
      <Button
        variant="outline"
        className="w-full"
        onClick={() => {
          const centre = mapRef.current?.getCenter();
          if (centre) onPin(latLngOf(centre));
        }}
      >
        <Crosshair aria-hidden className="size-4" />
        {t('coursesMap.pinCentre')}
      </Button>
    </div>
  );
}
