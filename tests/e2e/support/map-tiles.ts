/**
 * The map server of the end-to-end tests, generated here (no file downloads, no internet): the
 * fixture styles (tests/fixtures/map/) point their raster tiles, glyphs and sprite at
 * https://tiles.openfreemap.org/fixtures/…, which the network guard (test.ts) answers from this file.
 *
 * - tiles `/fixtures/tiles/{z}/{x}/{y}.png`: a 256 px PNG of one colour, `TILE_RGB`, with a darker
 *   2 px edge, so a test can tell tiles were drawn by counting that colour on the map's canvas;
 * - glyphs `/fixtures/fonts/{fontstack}/{range}.pbf`: a valid glyph protobuf naming the stack and
 *   range with no glyphs in it (MapLibre then draws the few characters itself);
 * - sprite `/fixtures/sprites/fairway[@2x].{json,png}`: one 16 px (32 px at @2x) round icon.
 */
import { deflateSync } from 'node:zlib';

export const MAP_FIXTURE_HOST = 'tiles.openfreemap.org';
export const TILE_PATH = /^\/fixtures\/tiles\/(\d+)\/(\d+)\/(\d+)\.png$/;
export const TILE_RGB = [46, 125, 79] as const;
const EDGE_RGB = [30, 85, 53] as const;

export interface MapFixtureAnswer {
  contentType: string;
  body: Buffer;
}

// ---- PNG ------------------------------------------------------------------------------------------
const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (CRC_TABLE[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** An 8-bit RGBA PNG, one pixel at a time. */
export function png(
  width: number,
  height: number,
  pixel: (x: number, y: number) => readonly number[],
): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 6, 0, 0, 0], 8); // bit depth 8, colour type RGBA, deflate, no filter, no interlace
  const rows = Buffer.alloc(height * (1 + width * 4));
  for (let y = 0; y < height; y++) {
    const row = y * (1 + width * 4); // each row starts with filter type 0 (none)
    for (let x = 0; x < width; x++) rows.set(pixel(x, y), row + 1 + x * 4);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const TILE = png(256, 256, (x, y) =>
  x < 2 || y < 2 || x > 253 || y > 253 ? [...EDGE_RGB, 255] : [...TILE_RGB, 255],
);

function dot(size: number): Buffer {
  const r = size / 2;
  return png(size, size, (x, y) =>
    Math.hypot(x + 0.5 - r, y + 0.5 - r) <= r ? [255, 214, 10, 255] : [0, 0, 0, 0],
  );
}

// ---- Glyph protobuf (MapLibre's glyphs.proto: glyphs { repeated fontstack stacks = 1 }) ----------
function varint(n: number): Buffer {
  const bytes: number[] = [];
  while (n > 0x7f) {
    bytes.push((n & 0x7f) | 0x80);
    n >>>= 7;
  }
  bytes.push(n);
  return Buffer.from(bytes);
}

const field = (number: number, data: Buffer) =>
  Buffer.concat([varint((number << 3) | 2), varint(data.length), data]);

function glyphs(fontstack: string, range: string): Buffer {
  const stack = Buffer.concat([field(1, Buffer.from(fontstack)), field(2, Buffer.from(range))]);
  return field(1, stack);
}

// ---- Routing --------------------------------------------------------------------------------------
export function mapFixture(url: URL): MapFixtureAnswer | null {
  if (url.hostname !== MAP_FIXTURE_HOST) return null;
  const path = decodeURIComponent(url.pathname);
  if (TILE_PATH.test(path)) return { contentType: 'image/png', body: TILE };
  const font = /^\/fixtures\/fonts\/([^/]+)\/(\d+-\d+)\.pbf$/.exec(path);
  if (font) return { contentType: 'application/x-protobuf', body: glyphs(font[1] ?? '', font[2] ?? '') };
  const sprite = /^\/fixtures\/sprites\/fairway(@2x)?\.(json|png)$/.exec(path);
  if (sprite) {
    const ratio = sprite[1] ? 2 : 1;
    if (sprite[2] === 'png') return { contentType: 'image/png', body: dot(16 * ratio) };
    const icon = { x: 0, y: 0, width: 16 * ratio, height: 16 * ratio, pixelRatio: ratio };
    return { contentType: 'application/json', body: Buffer.from(JSON.stringify({ 'fairway-dot': icon })) };
  }
  return null;
}
