/** The embedded database's own archive of its data directory (npm run backup / restore). */
import { PGlite } from '@electric-sql/pglite';

/** PGlite's gzipped tarball of `dataDir`, opened bare: dumping reads files and needs no extension. */
export async function dumpPgliteDir(dataDir: string): Promise<Uint8Array> {
  const pglite = await PGlite.create({ dataDir });
  try {
    const tarball = await pglite.dumpDataDir('gzip');
    return new Uint8Array(await tarball.arrayBuffer());
  } finally {
    await pglite.close();
  }
}

/**
 * Unpacks `tarball` into `dataDir` and starts the database on it once, reading a table: a damaged
 * tarball fails here.
 */
export async function loadPgliteArchive(dataDir: string, tarball: Uint8Array<ArrayBuffer>): Promise<void> {
  const pglite = await PGlite.create({ dataDir, loadDataDir: new Blob([tarball]) });
  try {
    await pglite.query('select count(*) from courses');
  } finally {
    await pglite.close();
  }
}
