import { describe, expect, it } from 'vitest';
import {
  glyphUrls,
  sourceTileUrl,
  spriteUrls,
  styleSources,
} from '../../../../src/client/features/offline-maps/lib/style-resources';

describe('what a style needs from the network', () => {
  it('finds tiled sources inline or through TileJSON, and skips GeoJSON', () => {
    const { inline, tileJsonUrls } = styleSources({
      sources: {
        a: { type: 'vector', url: 'https://t/planet' },
        b: { type: 'raster', tiles: ['https://r/{z}/{x}/{y}.png'], maxzoom: 12, scheme: 'tms' },
        c: { type: 'geojson', data: {} },
      },
    });
    expect(tileJsonUrls).toEqual(['https://t/planet']);
    expect(inline).toEqual([
      { templates: ['https://r/{z}/{x}/{y}.png'], minzoom: 0, maxzoom: 12, scheme: 'tms' },
    ]);
  });

  it('builds tile URLs as MapLibre does: template by (x + y), TMS rows, {ratio}', () => {
    const source = {
      templates: ['https://a/{z}/{x}/{y}{ratio}.png', 'https://b/{z}/{x}/{y}{ratio}.png'],
      minzoom: 0,
      maxzoom: 22,
      scheme: 'tms' as const,
    };
    expect(sourceTileUrl(source, { z: 2, x: 1, y: 0 }, 2)).toBe('https://b/2/1/3@2x.png');
    expect(sourceTileUrl(source, { z: 2, x: 1, y: 1 }, 1)).toBe('https://a/2/1/2.png');
  });

  it('asks for the glyph ranges of every font stack the labels use, literal or inside an expression', () => {
    const urls = glyphUrls({
      glyphs: 'https://g/{fontstack}/{range}.pbf',
      layers: [
        {
          type: 'symbol',
          layout: { 'text-field': '{name}', 'text-font': ['Noto Sans Bold', 'Noto Sans Regular'] },
        },
        {
          type: 'symbol',
          layout: {
            'text-field': '{ref}',
            'text-font': [
              'step',
              ['zoom'],
              ['literal', ['Noto Sans Italic']],
              10,
              ['literal', ['Noto Sans Bold', 'Noto Sans Regular']],
            ],
          },
        },
        { type: 'symbol', layout: { 'text-field': '{x}' } },
        { type: 'symbol', layout: { 'icon-image': 'dot' } },
        { type: 'line', layout: {} },
      ],
    });
    const stacks = [...new Set(urls.map((url) => url.split('/')[3]))];
    expect(stacks).toEqual([
      'Noto Sans Bold,Noto Sans Regular',
      'Noto Sans Italic',
      'Open Sans Regular,Arial Unicode MS Regular',
    ]);
    expect(urls).toContain('https://g/Noto Sans Italic/0-255.pbf');
    expect(urls).toHaveLength(9);
    expect(glyphUrls({ layers: [] })).toEqual([]);
  });

  it('asks for each sprite sheet at the screen’s pixel ratio', () => {
    expect(spriteUrls({ sprite: 'https://s/sprite' }, 3)).toEqual([
      'https://s/sprite@2x.json',
      'https://s/sprite@2x.png',
    ]);
    expect(spriteUrls({ sprite: [{ id: 'a', url: 'https://s/a' }] }, 1)).toEqual([
      'https://s/a.json',
      'https://s/a.png',
    ]);
    expect(spriteUrls({}, 1)).toEqual([]);
  });
});
