/**
 * The map view's slot on the page: the map chunk (MapLibre, about 300 KB gzip) loads only when the
 * Map view is chosen. Until it arrives, a placeholder of the same size; if it cannot be fetched
 * (offline before it was ever cached) or the device cannot draw it, a plain message instead of a
 * blank box, and opening the Map view again tries again.
 */
import { Component, useEffect, useRef, useState, type ReactNode } from 'react';
import { Spinner } from '../../components/ui/spinner';
import { lazyComponent } from '../../lib/lazy-component';
import { DESKTOP_QUERY } from '../../lib/use-media-query';
import { MAP_FRAME, MapUnavailable } from './components/map-frame';
import type { CourseMapProps } from './map/course-map';

const courseMap = lazyComponent(() => import('./map/course-map').then((module) => module.default));

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
  const CourseMap = courseMap.useLoaded();
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    void courseMap.load().catch(() => setFailed(true));
    // On a phone the map is the screen: bring it up under the header when the Map view opens.
    if (!window.matchMedia?.(DESKTOP_QUERY).matches) box.current?.scrollIntoView({ block: 'start' });
  }, []);

  let content: ReactNode;
  if (CourseMap) content = <CourseMap {...props} />;
  else if (failed) content = <MapUnavailable />;
  else
    content = (
      <div className={`${MAP_FRAME} bg-surface-muted`}>
        <Spinner label="Loading map..." />
      </div>
    );
  return (
    <div ref={box}>
      <MapBoundary>{content}</MapBoundary>
    </div>
  );
}
