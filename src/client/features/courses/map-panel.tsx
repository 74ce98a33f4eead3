/**
 * The map view's slot on the page: the map chunk (MapLibre, about 250 KB gzip) loads only when the
 * Map view is chosen. Until it arrives, a placeholder of the same size; if it cannot load (offline
 * before it was ever cached) or the device cannot draw it, a plain message instead of a blank box.
 */
import { Component, lazy, Suspense, useEffect, useRef, type ReactNode } from 'react';
import { DESKTOP_QUERY } from '../../lib/use-media-query';
import { Spinner } from '../../components/ui/spinner';
import { MAP_FRAME, MapUnavailable } from './components/map-frame';
import type { CourseMapProps } from './map/course-map';

const CourseMap = lazy(() => import('./map/course-map'));

class MapBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <MapUnavailable /> : this.props.children;
  }
}

export function MapPanel(props: CourseMapProps) {
  const box = useRef<HTMLDivElement>(null);
  // On a phone the map is the screen: bring it up under the header when the Map view opens.
  useEffect(() => {
    if (!window.matchMedia?.(DESKTOP_QUERY).matches) box.current?.scrollIntoView({ block: 'start' });
  }, []);
  return (
    <div ref={box}>
      <MapBoundary>
        <Suspense
          fallback={
            <div className={`${MAP_FRAME} bg-surface-muted`}>
              <Spinner label="Loading map..." />
            </div>
          }
        >
          <CourseMap {...props} />
        </Suspense>
      </MapBoundary>
    </div>
  );
}
