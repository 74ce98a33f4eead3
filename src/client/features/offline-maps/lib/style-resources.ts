/**
 * What a MapLibre style needs from the network, read from the style itself: its tile sources
 * (inline `tiles` or a TileJSON `url`), glyph ranges for the fonts its labels use, and its sprite
 * sheets. URLs are built exactly as MapLibre builds them, because they are the map store's keys.
 */
import type { MapResourceKind } from '../../../offline/db';
import { tilesIn, type TileBox, type TileId } from '../../../../shared/tiles';

export interface PlannedResource {
  kind: MapResourceKind;
  url: string;
}

export interface TileSource {
  templates: string[];
  minzoom: number;
  maxzoom: number;
  scheme: 'xyz' | 'tms';
}

export interface ZoomArea {
  box: TileBox;
  minZoom: number;
  maxZoom: number;
}

type Json = Record<string, unknown>;
const TILED = new Set(['vector', 'raster', 'raster-dem']);
/** Basic Latin + Latin-1, Latin Extended, and general punctuation (dashes, quotes): most place names. */
const GLYPH_RANGES = ['0-255', '256-511', '8192-8447'];
/** MapLibre's font when a symbol layer with text names none. */
const DEFAULT_FONT = ['Open Sans Regular', 'Arial Unicode MS Regular'];

const isJson = (value: unknown): value is Json => typeof value === 'object' && value !== null;
const num = (value: unknown, fallback: number) => (typeof value === 'number' ? value : fallback);

/** The style's tiled sources: inline ones as they are, `url` ones to be read from their TileJSON. */
export function styleSources(style: Json): { inline: TileSource[]; tileJsonUrls: string[] } {
  const inline: TileSource[] = [];
  const tileJsonUrls: string[] = [];
  for (const source of Object.values(isJson(style.sources) ? style.sources : {})) {
    if (!isJson(source) || !TILED.has(String(source.type))) continue;
    if (typeof source.url === 'string') tileJsonUrls.push(source.url);
    else {
      const tiles = tileSourceFrom(source);
      if (tiles) inline.push(tiles);
    }
  }
  return { inline, tileJsonUrls };
}

/** A style source or a TileJSON document as a tile source (null without tile URLs). */
export function tileSourceFrom(json: Json): TileSource | null {
  const templates = Array.isArray(json.tiles)
    ? json.tiles.filter((t): t is string => typeof t === 'string')
    : [];
  if (templates.length === 0) return null;
  return {
    templates,
    minzoom: num(json.minzoom, 0),
    maxzoom: num(json.maxzoom, 22),
    scheme: json.scheme === 'tms' ? 'tms' : 'xyz',
  };
}

/** MapLibre's tile URL: the template picked by (x + y), then its placeholders. */
export function sourceTileUrl(source: TileSource, { z, x, y }: TileId, pixelRatio: number): string {
  const template = source.templates[(x + y) % source.templates.length] ?? '';
  return template
    .replace(/{prefix}/g, (x % 16).toString(16) + (y % 16).toString(16))
    .replace(/{z}/g, String(z))
    .replace(/{x}/g, String(x))
    .replace(/{y}/g, String(source.scheme === 'tms' ? 2 ** z - y - 1 : y))
    .replace(/{ratio}/g, pixelRatio > 1 ? '@2x' : '');
}

/** Tile URLs of a source over each area, limited to the zooms the source has. */
export function sourceTiles(source: TileSource, areas: ZoomArea[], pixelRatio: number): string[] {
  const urls: string[] = [];
  for (const area of areas) {
    const min = Math.max(area.minZoom, source.minzoom);
    const max = Math.min(area.maxZoom, source.maxzoom);
    for (const tile of tilesIn(area.box, min, max)) urls.push(sourceTileUrl(source, tile, pixelRatio));
  }
  return urls;
}

function fontStacks(value: unknown, found: Set<string>): void {
  if (!Array.isArray(value)) return;
  if (value[0] === 'literal') return fontStacks(value[1], found);
  if (value.length > 0 && value.every((item) => typeof item === 'string')) {
    if (!/^[a-z-]+$/.test(value[0] as string)) found.add(value.join(',')); // not an operator
    return;
  }
  for (const item of value) fontStacks(item, found);
}

/** Glyph range URLs for every font stack the style's labels use. */
export function glyphUrls(style: Json): string[] {
  if (typeof style.glyphs !== 'string') return [];
  const stacks = new Set<string>();
  for (const layer of Array.isArray(style.layers) ? style.layers : []) {
    if (!isJson(layer) || layer.type !== 'symbol' || !isJson(layer.layout)) continue;
    if (layer.layout['text-font'] !== undefined) fontStacks(layer.layout['text-font'], stacks);
    else if (layer.layout['text-field'] !== undefined) stacks.add(DEFAULT_FONT.join(','));
  }
  const template = style.glyphs;
  return [...stacks].flatMap((stack) =>
    GLYPH_RANGES.map((range) => template.replace('{fontstack}', stack).replace('{range}', range)),
  );
}

/** The sprite sheets' JSON and image URLs for this screen's pixel ratio, as MapLibre asks for them. */
export function spriteUrls(style: Json, pixelRatio: number): string[] {
  const sprite = style.sprite;
  const bases =
    typeof sprite === 'string'
      ? [sprite]
      : Array.isArray(sprite)
        ? sprite.flatMap((entry) => (isJson(entry) && typeof entry.url === 'string' ? [entry.url] : []))
        : [];
  const format = pixelRatio > 1 ? '@2x' : '';
  return bases.flatMap((base) =>
    ['.json', '.png'].map((extension) => {
      const url = new URL(base);
      url.pathname += `${format}${extension}`;
      return url.toString();
    }),
  );
}
