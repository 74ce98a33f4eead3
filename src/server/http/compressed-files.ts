/**
 * Compressed copies of the built client's files, made once per file version and kept in memory.
 *
 * Why in the server rather than at build time: the server already serves whatever is in STATIC_DIR
 * (a build finished after start included), so the copies follow the files without a build step of
 * their own. Measured on this app's 66 text files (2.0 MB): gzip level 9 takes about 0.1 s and
 * brotli quality 11 about 5 s of CPU (9: 0.4 s, 8 % larger). Brotli runs in libuv's thread pool, so
 * requests are not held up; a file asked for before it is ready waits for that one file only.
 * Sourcemaps (large, fetched by developer tools only) are compressed when asked for, at a lower
 * brotli quality.
 */
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

export type ContentCoding = 'br' | 'gzip';

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/** Text formats worth compressing (images and fonts are compressed already). */
const COMPRESSIBLE = /\.(?:html|js|mjs|css|json|webmanifest|svg|map|txt|xml)$/i;
const LARGE_FILE_BYTES = 2 * 1024 * 1024;

export const isCompressible = (filePath: string) => COMPRESSIBLE.test(filePath);

/**
 * The coding to answer with for an Accept-Encoding header (RFC 9110 §12.5.3): the acceptable coding
 * with the highest q-value among br and gzip, br on a tie; `*` stands for any coding not listed;
 * q=0 refuses. No header, or nothing acceptable: undefined (identity).
 */
export function negotiateEncoding(header: string | undefined): ContentCoding | undefined {
  if (!header) return undefined;
  const weights = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    let q = 1;
    for (const param of params) {
      const [key, value] = param.trim().split('=');
      if (key === 'q') q = Number(value);
    }
    if (!Number.isFinite(q) || q < 0 || q > 1) continue;
    weights.set(name === 'x-gzip' ? 'gzip' : name, q);
  }
  let best: ContentCoding | undefined;
  let bestQ = 0;
  for (const coding of ['br', 'gzip'] as const) {
    const q = weights.get(coding) ?? weights.get('*') ?? 0;
    if (q > bestQ) {
      best = coding;
      bestQ = q;
    }
  }
  return best;
}

/** `raw` compressed with `coding`, or undefined when that does not make it smaller. */
export async function compressBuffer(raw: Buffer, coding: ContentCoding): Promise<Buffer | undefined> {
  const packed =
    coding === 'gzip'
      ? await gzipAsync(raw, { level: 9 })
      : await brotliAsync(raw, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: raw.length > LARGE_FILE_BYTES ? 5 : 11,
            [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          },
        });
  return packed.length < raw.length ? packed : undefined;
}

interface Entry {
  mtimeMs: number;
  size: number;
  copies: Partial<Record<ContentCoding, Promise<Buffer | undefined>>>;
}

export interface CompressedFiles {
  /**
   * The file compressed with `coding`, or undefined when compressing does not make it smaller.
   * A changed file (another mtime or size) is compressed again.
   */
  get(filePath: string, coding: ContentCoding): Promise<Buffer | undefined>;
  /** Compresses every compressible file under `dir` except sourcemaps, in the background. */
  warm(dir: string): Promise<void>;
}

export function createCompressedFiles(): CompressedFiles {
  const entries = new Map<string, Entry>();

  const compress = async (filePath: string, coding: ContentCoding) =>
    compressBuffer(await readFile(filePath), coding);

  const get = async (filePath: string, coding: ContentCoding) => {
    const stats = await stat(filePath);
    let entry = entries.get(filePath);
    if (!entry || entry.mtimeMs !== stats.mtimeMs || entry.size !== stats.size) {
      entry = { mtimeMs: stats.mtimeMs, size: stats.size, copies: {} };
      entries.set(filePath, entry);
    }
    const copy = (entry.copies[coding] ??= compress(filePath, coding));
    // A failed read (the file replaced mid-build) is not remembered: the next request tries again.
    copy.catch(() => {
      if (entries.get(filePath) === entry) entry.copies[coding] = undefined;
    });
    return copy;
  };

  const warm = async (dir: string) => {
    const files = await readdir(dir, { recursive: true, withFileTypes: true });
    const wanted = files
      .filter((f) => f.isFile() && isCompressible(f.name) && !f.name.endsWith('.map'))
      .map((f) => path.join(f.parentPath, f.name));
    for (const file of wanted) {
      // One file at a time: the machine serving requests meanwhile keeps its other cores.
      await get(file, 'gzip').catch(() => undefined);
      await get(file, 'br').catch(() => undefined);
    }
  };

  return { get, warm };
}
