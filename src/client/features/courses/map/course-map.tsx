/**
 * The map view (docs/product.md §2, §4, §9), its own chunk: MapLibre through react-map-gl, loaded only when
 * the Map view is shown. Light or dark style with the app theme; clusters by supercluster; a popup per
 * marker; the user's position; viewport reloads (use-viewport-courses.ts) with 'Loading courses...'.
 * Motion (fly, zoom into a cluster) is instant for users who ask for reduced motion.
 */
import 'maplibre-gl/dist/maplibre-gl.css';
import './course-map.css';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import MapGL, {
  NavigationControl,
  Popup,
  type MapRef,
  type ViewStateChangeEvent,
} from 'react-map-gl/maplibre';
import { MAP } from '../../../../shared/constants';
import type { LatLng } from '../../../../shared/geo';
import type { Course } from '../../../../shared/schemas/courses';
import en from '../../../lib/i18n/catalogues/en/courses-map';
import { useT } from '../../../lib/i18n/catalogue';
import { useTheme } from '../../../lib/theme';
import { REDUCED_MOTION_QUERY, useMediaQuery } from '../../../lib/use-media-query';
import { courseQueryKey, type CourseQuery } from '../../../offline/course-query';
import { buildSpotIndex, courseSpots, type CourseSpot } from './clusters';
import { MAP_HEIGHT } from '../components/map-frame';
import { CoursePopup } from './course-popup';
import { MapMarkers } from './map-markers';
import { useMapLocale } from './map-locale';
import { MAP_ATTRIBUTION, MAP_SETUP } from './course-map-setup';
import { mapStyleUrl } from './course-map-style';
import { panPopupIntoView } from './popup-in-view';
import { useStyleFallback } from './style-fallback';
import { useFitToCourses } from './use-fit-to-courses';
import { useViewportCourses, type ViewportBounds } from './use-viewport-courses';

export interface CourseMapProps {
  /** The courses the page found for the filters (the first 100): where the map starts. */
  courses: Course[];
  /** The filters, without position or paging. */
  query: CourseQuery;
  userLocation: LatLng | undefined;
  /** How many courses the viewport holds, once the map has asked for one. */
  onTotal: (total: number | undefined) => void;
  /** The device cannot draw the map at all (no WebGL): the page says so instead. */
  onUnavailable: () => void;
}

// The popup always sits above its pin (46 px tall), and the map moves to keep it in view
// (popup-in-view.ts): MapLibre's choice of side could not keep it inside a phone-wide map.
const POPUP_OFFSET: [number, number] = [0, -46];
/** The popup's distance from the map's edges once panned into view. */
const POPUP_MARGIN = 12;

function boundsOf(map: MapRef): ViewportBounds {
  const bounds = map.getBounds();
  return {
    north: bounds.getNorth(),
    south: bounds.getSouth(),
    east: bounds.getEast(),
    west: bounds.getWest(),
  };
}

export default function CourseMap({ courses, query, userLocation, onTotal, onUnavailable }: CourseMapProps) {
  const { resolved: theme } = useTheme();
  const t = useT(en);
  const locale = useMapLocale();
  const reducedMotion = useMediaQuery(REDUCED_MOTION_QUERY);
  const duration = reducedMotion ? 0 : 600;
  const mapRef = useRef<MapRef>(null);
  const [map, setMap] = useState<MapRef | null>(null);
  const [view, setView] = useState<{ zoom: number; bounds: ViewportBounds } | null>(null);
  const [selected, setSelected] = useState<CourseSpot | null>(null);
  const zoomingIntoCluster = useRef(false);
  const style = useStyleFallback(mapStyleUrl(theme), theme);

  const viewport = useViewportCourses(courses, query);
  useEffect(() => onTotal(viewport.total), [viewport.total, onTotal]);
  useEffect(() => () => onTotal(undefined), [onTotal]);

  const spots = useMemo(() => courseSpots(viewport.courses), [viewport.courses]);
  const index = useMemo(() => buildSpotIndex(spots), [spots]);
  const features = useMemo(() => {
    if (!view) return [];
    const { west, south, east, north } = view.bounds;
    return index.getClusters([west, south, east, north], Math.floor(view.zoom));
  }, [index, view]);

  const readView = useCallback(() => {
    const current = mapRef.current;
    if (current) setView({ zoom: current.getZoom(), bounds: boundsOf(current) });
  }, []);

  const userMoved = useFitToCourses({
    map,
    courses,
    userLocation,
    filtersKey: courseQueryKey(query),
    duration,
    onRefit: viewport.reset,
  });

  const onMoveEnd = (event: ViewStateChangeEvent) => {
    readView();
    if (!event.originalEvent && !zoomingIntoCluster.current) return; // our own fit: no reload
    zoomingIntoCluster.current = false;
    userMoved();
    if (mapRef.current) viewport.scheduleReload(boundsOf(mapRef.current));
  };

  const zoomIntoCluster = (clusterId: number, longitude: number, latitude: number) => {
    const zoom = Math.min(index.getClusterExpansionZoom(clusterId), MAP.clusterMaxZoom + 1);
    zoomingIntoCluster.current = true;
    mapRef.current?.easeTo({ center: [longitude, latitude], zoom, duration });
  };

  // After the popup's own effects have placed it (this effect runs after its children's).
  useEffect(() => {
    if (selected && mapRef.current) panPopupIntoView(mapRef.current, POPUP_MARGIN, duration);
  }, [selected, duration]);

  return (
    <section
      aria-label={t('coursesMap.label')}
      className={`course-map relative ${MAP_HEIGHT} overflow-hidden rounded-2xl border border-line`}
    >
      <MapGL
        ref={mapRef}
        {...MAP_SETUP}
        locale={locale}
        mapStyle={style.mapStyle}
        onStyleData={style.onStyleData}
        initialViewState={{
          latitude: userLocation?.latitude ?? MAP.defaultCenter.latitude,
          longitude: userLocation?.longitude ?? MAP.defaultCenter.longitude,
          zoom: userLocation ? 10 : MAP.defaultZoom,
        }}
        style={{ width: '100%', height: '100%' }}
        dragRotate={false}
        pitchWithRotate={false}
        touchPitch={false}
        maxPitch={0}
        fadeDuration={reducedMotion ? 0 : 300}
        attributionControl={MAP_ATTRIBUTION}
        onLoad={(event) => {
          event.target.touchZoomRotate.disableRotation();
          setMap(mapRef.current);
          readView();
        }}
        onMove={readView}
        // Without WebGL the map cannot start at all; without its style it shows the pins on a plain
        // background (style-fallback.ts); a failed tile is not fatal.
        onError={(event) => {
          if (!mapRef.current) onUnavailable();
          else if (!style.styleFailed(event)) console.warn('Map error', event.error);
        }}
        onMoveEnd={onMoveEnd}
      >
        <NavigationControl position="top-right" showCompass={false} />
        <MapMarkers
          features={features}
          selected={selected?.key ?? null}
          userLocation={userLocation}
          onCluster={zoomIntoCluster}
          onSpot={setSelected}
        />
        {selected && (
          <Popup
            longitude={selected.longitude}
            latitude={selected.latitude}
            anchor="bottom"
            offset={POPUP_OFFSET}
            // Never wider than the map (its box is the popup's containing block).
            maxWidth={`min(18rem, calc(100% - ${2 * POPUP_MARGIN}px))`}
            onClose={() => setSelected(null)}
          >
            <CoursePopup spot={selected} />
          </Popup>
        )}
      </MapGL>
      {/* Above the attribution (bottom right, 34 px tall), clear of the zoom buttons. */}
      {style.backgroundUnavailable && (
        <p
          role="status"
          className="absolute bottom-12 left-3 z-10 max-w-[calc(100%-5rem)] rounded-xl bg-surface px-3 py-2 text-sm shadow-lg"
        >
          {t('coursesMap.noBackground')}
        </p>
      )}
      {viewport.loading && (
        <p
          role="status"
          className="absolute top-3 left-1/2 z-10 -translate-x-1/2 rounded-full bg-surface px-4 py-2 text-sm font-semibold shadow-lg"
        >
          {t('coursesMap.loading')}
        </p>
      )}
    </section>
  );
}
