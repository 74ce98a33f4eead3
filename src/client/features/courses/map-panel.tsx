/**
 * The map view's slot on the page: the map chunk (MapLibre, about 300 KB gzip) loads only when the
 * Map view is chosen. Until it arrives, a placeholder of the same size; if it cannot be fetched
 * (offline before it was ever cached) or the device cannot draw it, a plain message instead of a
 * blank box, and opening the Map view again tries again. The map chunk says so too when the device
 * cannot draw it (`onUnavailable`).
 */
import { Component, useEffect, useRef, useState, type ReactNode } from 'react';
import { MapPinOff } from 'lucide-react';
import { Spinner } from '../../components/ui/spinner';
import { lazyComponent } from '../../lib/lazy-component';
import en from '../../lib/i18n/catalogues/en/courses';
import { useT } from '../../lib/i18n/catalogue';
import { DESKTOP_QUERY } from '../../lib/use-media-query';
import { MAP_FRAME } from './components/map-frame';
import type { CourseMapProps } from './map/course-map';

const courseMap = lazyComponent(() => import('./map/course-map').then((module) => module.default));

/** What is said instead of a blank box when the map cannot be drawn or loaded. */
export function MapUnavailable() {
  const t = useT(en);
  return (
    <div role="alert" className={`${MAP_FRAME} flex-col gap-2 bg-surface p-6 text-center`}>
      <MapPinOff aria-hidden className="size-8 text-fg-muted" />
      <p className="font-semibold">{t('courses.mapUnavailable')}</p>
      <p className="text-sm text-fg-muted">{t('courses.mapUnavailableHint')}</p>
    </div>
  );
}

class MapBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <MapUnavailable /> : this.props.children;
  }
}

export function MapPanel(props: Omit<CourseMapProps, 'onUnavailable'>) {
  const box = useRef<HTMLDivElement>(null);
  const CourseMap = courseMap.useLoaded();
  const t = useT(en);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    void courseMap.load().catch(() => setFailed(true));
    // On a phone the map is the screen: bring it up under the header when the Map view opens.
    if (!window.matchMedia?.(DESKTOP_QUERY).matches) box.current?.scrollIntoView({ block: 'start' });
  }, []);

  let content: ReactNode;
  if (failed) content = <MapUnavailable />;
  else if (CourseMap) content = <CourseMap {...props} onUnavailable={() => setFailed(true)} />;
  else
    content = (
      <div className={`${MAP_FRAME} bg-surface-muted`}>
        <Spinner label={t('courses.mapLoading')} />
      </div>
    );
  return (
    <div ref={box}>
      <MapBoundary>{content}</MapBoundary>
    </div>
  );
}
