/**
 * The map's box: 600 px on desktop (docs/product.md §9); on phones the height between the header and the
 * bottom bar, so the map fills the screen once scrolled to.
 */
export const MAP_HEIGHT = 'h-[calc(100dvh-10rem)] min-h-96 lg:h-[600px]';
export const MAP_FRAME = `flex ${MAP_HEIGHT} items-center justify-center rounded-2xl border border-line`;
