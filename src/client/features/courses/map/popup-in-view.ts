/**
 * Keeps an open popup inside the map's box. MapLibre only picks which side of the point the popup
 * sits on, which cannot keep an 18rem popup inside a phone-wide map: the name was cut and the ×
 * off-screen (issue 20). Like Leaflet's autoPan, the map moves just enough to bring it in.
 */
import type { MapRef } from 'react-map-gl/maplibre';

/** How far past `[start, end]` the span `[from, to]` sticks out, as the distance to move it back. */
function overflow(from: number, to: number, start: number, end: number): number {
  if (from < start) return from - start; // a popup taller or wider than the box keeps its top/left
  if (to > end) return to - end;
  return 0;
}

export function panPopupIntoView(map: MapRef, margin: number, duration: number): void {
  const container = map.getContainer();
  const popup = container.querySelector('.maplibregl-popup')?.getBoundingClientRect();
  if (!popup) return;
  const box = container.getBoundingClientRect();
  const dx = overflow(popup.left, popup.right, box.left + margin, box.right - margin);
  const dy = overflow(popup.top, popup.bottom, box.top + margin, box.bottom - margin);
  if (dx || dy) map.panBy([dx, dy], { duration });
}
