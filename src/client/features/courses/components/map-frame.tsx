/**
 * The map's box: 600 px on desktop (docs/product.md §9); on phones the height between the header and the
 * bottom bar, so the map fills the screen once scrolled to. And what is said instead of a blank box
 * when the map cannot be drawn or loaded.
 */
import { MapPinOff } from 'lucide-react';

export const MAP_HEIGHT = 'h-[calc(100dvh-10rem)] min-h-96 lg:h-[600px]';
export const MAP_FRAME = `flex ${MAP_HEIGHT} items-center justify-center rounded-2xl border border-line`;

export function MapUnavailable() {
  return (
    <div role="alert" className={`${MAP_FRAME} flex-col gap-2 bg-surface p-6 text-center`}>
      <MapPinOff aria-hidden className="size-8 text-fg-muted" />
      <p className="font-semibold">The map cannot be shown right now.</p>
      <p className="text-sm text-fg-muted">The list view has every course found.</p>
    </div>
  );
}
