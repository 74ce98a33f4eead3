/**
 * index.html as answered for a client route: the same file, plus a `<link rel="modulepreload">` for
 * each chunk of the route's screen (shared/route-screens.ts) that the entry does not load already,
 * and a Link header preloading the API reads the screen starts with.
 *
 * Why: the entry learns which screen to load only after the framework has arrived and run, so on a
 * slow phone link the screen's chunks came one full round trip later than everything else. Named in
 * the HTML, they download next to the framework (issue 7: Lighthouse LCP). The chunk names come from
 * vite's build manifest (dist/.vite/manifest.json); without one the file is answered as it is.
 * Variants are built and compressed once per screen and file version, so a request costs a lookup.
 */
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { matchRouteScreen, ROUTE_SCREENS } from '../../shared/route-screens';
import { compressBuffer, type ContentCoding } from './compressed-files';

interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}
type BuildManifest = Record<string, ManifestChunk>;

/** The files of `module`'s chunk and of its static imports, without those the entry loads. */
function screenChunkFiles(manifest: BuildManifest, module: string): string[] {
  const collect = (key: string, into: Set<string>) => {
    const chunk = manifest[key];
    if (!chunk || into.has(key)) return;
    into.add(key);
    for (const imported of chunk.imports ?? []) collect(imported, into);
  };
  const loadedByEntry = new Set<string>();
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) collect(key, loadedByEntry);
  const screen = new Set<string>();
  collect(module, screen);
  return [...screen].flatMap((key) => {
    const file = manifest[key]?.file;
    return file && !loadedByEntry.has(key) ? [file] : [];
  });
}

/** `html` with a modulepreload link for each file, at the end of its head. */
function withModulePreloads(html: string, files: string[]): string {
  if (files.length === 0 || !html.includes('</head>')) return html;
  const links = files.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`).join('');
  return html.replace('</head>', `${links}</head>`);
}

interface RouteShell {
  body: Buffer;
  coding?: ContentCoding;
  /** A Link header value preloading the screen's API reads, when it has any. */
  link?: string;
}

/** RFC 8288 Link header preloading `paths` as fetches (same-origin credentials, like the app's). */
function apiPreloadLink(paths: string[]): string | undefined {
  if (paths.length === 0) return undefined;
  return paths.map((p) => `<${p}>; rel=preload; as=fetch; crossorigin`).join(', ');
}

export interface RouteShells {
  /** index.html for `pathname` with its screen's preloads, or undefined for a path without a screen. */
  get(pathname: string, coding: ContentCoding | undefined): Promise<RouteShell | undefined>;
  /**
   * Builds every screen's variant in the background (brotli 11 of the shell with its inlined
   * stylesheet is about a tenth of a second each), so the first visitor after a start does not wait.
   */
  warm(): Promise<void>;
}

interface Copies {
  identity: Buffer;
  br?: Buffer;
  gzip?: Buffer;
}

const versionOf = async (file: string) => {
  const stats = await stat(file).catch(() => undefined);
  return stats ? `${stats.mtimeMs}:${stats.size}` : 'none';
};

export function createRouteShells(staticDir: string): RouteShells {
  const indexFile = path.join(staticDir, 'index.html');
  const manifestFile = path.join(staticDir, '.vite', 'manifest.json');
  let built: { version: string; variants: Map<string, Promise<Copies>> } | undefined;

  const variant = (module: string, html: string, manifest: BuildManifest): Promise<Copies> => {
    const body = Buffer.from(withModulePreloads(html, screenChunkFiles(manifest, module)));
    return Promise.all([compressBuffer(body, 'br'), compressBuffer(body, 'gzip')]).then(([br, gzip]) => ({
      identity: body,
      br,
      gzip,
    }));
  };

  const copiesFor = async (module: string): Promise<Copies | undefined> => {
    const version = `${await versionOf(indexFile)}|${await versionOf(manifestFile)}`;
    if (built?.version !== version) built = { version, variants: new Map() };
    const variants = built.variants;
    let pending = variants.get(module);
    if (!pending) {
      pending = Promise.all([readFile(indexFile, 'utf8'), readFile(manifestFile, 'utf8')]).then(
        ([html, manifest]) => variant(module, html, JSON.parse(manifest) as BuildManifest),
      );
      variants.set(module, pending);
      // A build half written (no manifest yet) is not remembered: the next request tries again.
      pending.catch(() => variants.delete(module));
    }
    return pending.catch(() => undefined);
  };

  return {
    async warm() {
      // One screen at a time: the machine serving requests meanwhile keeps its other cores.
      for (const { module } of ROUTE_SCREENS) await copiesFor(module);
    },
    async get(pathname, coding) {
      const screen = matchRouteScreen(pathname);
      if (!screen) return undefined;
      const copies = await copiesFor(screen.module);
      if (!copies) return undefined;
      const packed = coding ? copies[coding] : undefined;
      const link = apiPreloadLink(screen.apiPaths);
      return {
        ...(packed ? { body: packed, coding } : { body: copies.identity }),
        ...(link ? { link } : {}),
      };
    },
  };
}
