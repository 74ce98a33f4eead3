/**
 * A small map of one course's area for the course detail (its own chunk, like the course map, and
 * through the same setup: theme style, worker, the offline maps' tile protocol), so the tiles a
 * golfer saved for offline are what they see mid-round. It does not take the page's scroll or drag:
 * the + and − buttons zoom (play zooms 13–17 are the saved ones). The course's restrooms with a
 * position of their own are pinned on it (restroom-markers.ts), each pin clear of the course's
 * flag, the map's controls and credit, and the other pins (pin-placement.ts).
 */
import 'maplibre-gl/dist/maplibre-gl.css';
import './course-map.css';
import { useCallback, useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { Link } from 'react-router-dom';
import clsx from 'clsx';
import MapGL, { Marker, NavigationControl, type MapRef } from 'react-map-gl/maplibre';
import { Flag, MapPinOff } from 'lucide-react';
import en from '../../../lib/i18n/catalogues/en/courses-map';
import { useT } from '../../../lib/i18n/catalogue';
import { useTheme } from '../../../lib/theme';
import { REDUCED_MOTION_QUERY, useMediaQuery } from '../../../lib/use-media-query';
import { MAP_ATTRIBUTION, MAP_SETUP } from './course-map-setup';
import { mapStyleUrl } from './course-map-style';
import { useMapLocale } from './map-locale';
import { flagBox, placePins, type Box, type Point } from './pin-placement';
import { restroomMarkers, type AreaRestroom, type RestroomMarker } from './restroom-markers';

export interface CourseAreaMapProps {
  name: string;
  latitude: number;
  longitude: number;
  /** The course's restrooms; those with a position of their own get a pin. */
  restrooms?: readonly AreaRestroom[];
  /** Where a tap on a restroom's pin leads (its card on the course page); without it, no link. */
  restroomHref?: (restroomId: string) => string;
}

const NO_RESTROOMS: readonly AreaRestroom[] = [];

export const COURSE_AREA_ZOOM = 14;
export const COURSE_AREA_HEIGHT = 'h-56';

/**
 * A restroom's pin: its kind at a glance ('C', 'H', the hole), named for a screen reader, a 44 px
 * target that leads to its card where the page gives a link; one not usable now is muted, in colours
 * that keep their contrast in both themes. Moved off its spot (`offset`), a line joins it to the spot.
 */
function RestroomPin({ marker, offset, href }: { marker: RestroomMarker; offset: Point; href?: string }) {
  const moved = offset.x !== 0 || offset.y !== 0;
  const face = clsx(
    'pointer-events-auto absolute inset-0 flex items-center justify-center rounded-full border-2 text-base leading-none font-extrabold shadow-md',
    marker.muted
      ? 'border-dashed border-fg-muted bg-surface-muted text-fg-muted'
      : 'border-surface bg-primary text-on-primary',
  );
  const style = { transform: `translate(${offset.x}px, ${offset.y}px)` };
  const badge = <span aria-hidden>{marker.badge}</span>;
  return (
    <Marker longitude={marker.longitude} latitude={marker.latitude} anchor="center">
      <span className="pointer-events-none relative block size-11">
        {moved && (
          <svg
            aria-hidden
            className="absolute top-1/2 left-1/2 overflow-visible text-fg"
            width="0"
            height="0"
          >
            <line x1="0" y1="0" x2={offset.x} y2={offset.y} stroke="currentColor" strokeWidth="2" />
            <circle r="4" fill="currentColor" />
          </svg>
        )}
        {href ? (
          <Link
            to={href}
            replace
            preventScrollReset
            aria-label={marker.label}
            title={marker.label}
            className={face}
            style={style}
          >
            {badge}
          </Link>
        ) : (
          <span role="img" aria-label={marker.label} title={marker.label} className={face} style={style}>
            {badge}
          </span>
        )}
      </span>
    </Marker>
  );
}

const NOT_MOVED: Point = { x: 0, y: 0 };

/** The map's control corners (zoom buttons, credit) in the map's pixels: no pin goes under them. */
function controlBoxes(container: HTMLElement): Box[] {
  const frame = container.getBoundingClientRect();
  return [
    ...container.querySelectorAll('[class*="maplibregl-ctrl-top-"], [class*="maplibregl-ctrl-bottom-"]'),
  ]
    .map((corner) => corner.getBoundingClientRect())
    .filter((box) => box.width > 0 && box.height > 0)
    .map((box) => ({
      left: box.left - frame.left,
      top: box.top - frame.top,
      right: box.right - frame.left,
      bottom: box.bottom - frame.top,
    }));
}

/** Each pin's offset from its spot, worked out again whenever the view or the pins change. */
function usePinOffsets(
  mapRef: RefObject<MapRef | null>,
  markers: RestroomMarker[],
  course: { longitude: number; latitude: number },
) {
  const [offsets, setOffsets] = useState<Map<string, Point>>(new Map());
  const relayout = useCallback(() => {
    const map = mapRef.current?.getMap();
    if (!map) return;
    const container = map.getContainer();
    const flag = map.project([course.longitude, course.latitude]);
    // Usable restrooms keep their true spots first.
    const pins = [...markers]
      .sort((a, b) => Number(a.muted) - Number(b.muted))
      .map((m) => ({ id: m.id, at: map.project([m.longitude, m.latitude]) }));
    const blocked = [flagBox(flag), ...controlBoxes(container)];
    setOffsets(placePins(pins, blocked, { width: container.clientWidth, height: container.clientHeight }));
  }, [mapRef, markers, course.longitude, course.latitude]);
  useEffect(relayout, [relayout]);
  return { offsets, relayout };
}

export default function CourseAreaMap({
  name,
  latitude,
  longitude,
  restrooms = NO_RESTROOMS,
  restroomHref,
}: CourseAreaMapProps) {
  const { resolved: theme } = useTheme();
  const reducedMotion = useMediaQuery(REDUCED_MOTION_QUERY);
  const [failed, setFailed] = useState(false);
  const mapRef = useRef<MapRef>(null);
  const t = useT(en);
  const locale = useMapLocale();
  const markers = useMemo(() => restroomMarkers(restrooms, t), [restrooms, t]);
  const { offsets, relayout } = usePinOffsets(mapRef, markers, { longitude, latitude });

  if (failed)
    return (
      <p
        role="alert"
        className={`flex ${COURSE_AREA_HEIGHT} items-center justify-center gap-2 rounded-2xl border border-line bg-surface p-4 text-center text-fg-muted`}
      >
        <MapPinOff aria-hidden className="size-5" />
        {t('coursesMap.areaFailed')}
      </p>
    );
  return (
    <section
      aria-label={t('coursesMap.area')}
      className={`course-map relative ${COURSE_AREA_HEIGHT} overflow-hidden rounded-2xl border border-line`}
    >
      <MapGL
        ref={mapRef}
        {...MAP_SETUP}
        locale={locale}
        mapStyle={mapStyleUrl(theme)}
        initialViewState={{ latitude, longitude, zoom: COURSE_AREA_ZOOM }}
        minZoom={8}
        maxZoom={17}
        style={{ width: '100%', height: '100%' }}
        dragPan={false}
        dragRotate={false}
        scrollZoom={false}
        touchZoomRotate={false}
        touchPitch={false}
        boxZoom={false}
        maxPitch={0}
        fadeDuration={reducedMotion ? 0 : 300}
        onLoad={relayout}
        onMoveEnd={relayout}
        onResize={relayout}
        attributionControl={MAP_ATTRIBUTION}
        // Without WebGL the map cannot start at all; a failed tile or style request is not fatal.
        onError={(event) => {
          if (!mapRef.current) setFailed(true);
          console.warn('Map error', event.error);
        }}
      >
        <NavigationControl position="top-right" showCompass={false} />
        {/* Before the course's flag: a pin moved off it leaves the flag whole. */}
        {markers.map((marker) => (
          <RestroomPin
            key={marker.id}
            marker={marker}
            offset={offsets.get(marker.id) ?? NOT_MOVED}
            href={restroomHref?.(marker.id)}
          />
        ))}
        <Marker longitude={longitude} latitude={latitude} anchor="bottom">
          <span role="img" aria-label={name} className="map-pin">
            <Flag aria-hidden className="size-5" />
          </span>
        </Marker>
      </MapGL>
    </section>
  );
}
