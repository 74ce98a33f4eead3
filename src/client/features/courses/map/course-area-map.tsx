/**
 * A small map of one course's area for the course detail (its own chunk, like the course map, and
 * through the same setup: theme style, worker, the offline maps' tile protocol), so the tiles a
 * golfer saved for offline are what they see mid-round. It does not take the page's scroll or drag:
 * the + and − buttons zoom (play zooms 13–17 are the saved ones). The course's restrooms with a
 * position of their own are pinned on it (restroom-markers.ts).
 */
import 'maplibre-gl/dist/maplibre-gl.css';
import './course-map.css';
import { useMemo, useRef, useState } from 'react';
import clsx from 'clsx';
import MapGL, { Marker, NavigationControl, type MapRef } from 'react-map-gl/maplibre';
import { Flag, MapPinOff } from 'lucide-react';
import { useTheme } from '../../../lib/theme';
import { REDUCED_MOTION_QUERY, useMediaQuery } from '../../../lib/use-media-query';
import { MAP_ATTRIBUTION, MAP_SETUP } from './course-map-setup';
import { mapStyleUrl } from './course-map-style';
import { restroomMarkers, type AreaRestroom, type RestroomMarker } from './restroom-markers';

export interface CourseAreaMapProps {
  name: string;
  latitude: number;
  longitude: number;
  /** The course's restrooms; those with a position of their own get a pin. */
  restrooms?: readonly AreaRestroom[];
}

const NO_RESTROOMS: readonly AreaRestroom[] = [];

export const COURSE_AREA_ZOOM = 14;
export const COURSE_AREA_HEIGHT = 'h-56';

/**
 * A restroom's pin: its kind at a glance ('C', 'H', the hole), named for a screen reader. It is no
 * button, as there is nothing to do with it here (the card in the list is where the actions are);
 * one not usable now is muted, in colours that keep their contrast in both themes.
 */
function RestroomPin({ marker }: { marker: RestroomMarker }) {
  return (
    <Marker longitude={marker.longitude} latitude={marker.latitude} anchor="center">
      <span
        role="img"
        aria-label={marker.label}
        title={marker.label}
        className={clsx(
          'flex size-8 items-center justify-center rounded-full border-2 text-sm leading-none font-extrabold shadow-md',
          marker.muted
            ? 'border-dashed border-fg-muted bg-surface-muted text-fg-muted'
            : 'border-surface bg-primary text-on-primary',
        )}
      >
        <span aria-hidden>{marker.badge}</span>
      </span>
    </Marker>
  );
}

export default function CourseAreaMap({
  name,
  latitude,
  longitude,
  restrooms = NO_RESTROOMS,
}: CourseAreaMapProps) {
  const { resolved: theme } = useTheme();
  const reducedMotion = useMediaQuery(REDUCED_MOTION_QUERY);
  const [failed, setFailed] = useState(false);
  const mapRef = useRef<MapRef>(null);
  const markers = useMemo(() => restroomMarkers(restrooms), [restrooms]);

  if (failed)
    return (
      <p
        role="alert"
        className={`flex ${COURSE_AREA_HEIGHT} items-center justify-center gap-2 rounded-2xl border border-line bg-surface p-4 text-center text-fg-muted`}
      >
        <MapPinOff aria-hidden className="size-5" />
        The map cannot be shown on this device.
      </p>
    );
  return (
    <section
      aria-label="Course area map"
      className={`course-map relative ${COURSE_AREA_HEIGHT} overflow-hidden rounded-2xl border border-line`}
    >
      <MapGL
        ref={mapRef}
        {...MAP_SETUP}
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
        attributionControl={MAP_ATTRIBUTION}
        // Without WebGL the map cannot start at all; a failed tile or style request is not fatal.
        onError={(event) => {
          if (!mapRef.current) setFailed(true);
          console.warn('Map error', event.error);
        }}
      >
        <NavigationControl position="top-right" showCompass={false} />
        {/* Before the course's flag, so the flag stays on top where a restroom shares its spot. */}
        {markers.map((marker) => (
          <RestroomPin key={marker.id} marker={marker} />
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
