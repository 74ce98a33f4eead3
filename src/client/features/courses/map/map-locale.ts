/**
 * MapLibre's own buttons (zoom, the credit's toggle) named in the golfer's language: its `locale`
 * option, read when a map is made (docs/decisions.md §9).
 */
import en from '../../../lib/i18n/catalogues/en/courses-map';
import { useT } from '../../../lib/i18n/catalogue';

export function useMapLocale(): Record<string, string> {
  const t = useT(en);
  return {
    'NavigationControl.ZoomIn': t('coursesMap.control.zoomIn'),
    'NavigationControl.ZoomOut': t('coursesMap.control.zoomOut'),
    'AttributionControl.ToggleAttribution': t('coursesMap.control.attribution'),
  };
}
