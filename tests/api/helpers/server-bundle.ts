/**
 * The server and its command-line tools bundled once per API run (tests/api/global-setup.ts), for
 * the tests that start them as child processes (helpers/server-process.ts). Under tsx every child
 * transpiled and resolved the whole server again, about twice the CPU of its start from the bundle,
 * on a machine where those children start while other test files run.
 *
 * The bundle is the same source (esbuild is tsx's own transpiler); packages stay outside it and are
 * loaded from node_modules as under tsx. Each module's `import.meta.url` keeps its source file's
 * address, so the files the server reads beside its modules (migrations, legal texts, the PGlite
 * worker) are the ones in src/. `npm start` itself is still tested through tsx (server-process.test.ts).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin } from 'esbuild';

/** What a test spawns: `src/server/<name>.ts` → `<dir>/<name>.mjs`. */
export const BUNDLED_ENTRIES = ['main', 'cli/admin', 'cli/import', 'cli/backup', 'cli/restore'] as const;
export type BundledEntry = (typeof BUNDLED_ENTRIES)[number];

const keepModuleUrls: Plugin = {
  name: 'keep-module-urls',
  setup(builder) {
    builder.onLoad({ filter: /\.tsx?$/ }, async (args) => {
      const source = await readFile(args.path, 'utf8');
      return {
        contents: source.replaceAll('import.meta.url', JSON.stringify(pathToFileURL(args.path).href)),
        loader: args.path.endsWith('.tsx') ? 'tsx' : 'ts',
      };
    });
  },
};

/** Writes the bundle into `outDir`, which must lie inside the repository (packages resolve from there). */
export async function buildServerBundle(outDir: string): Promise<void> {
  await build({
    entryPoints: Object.fromEntries(
      BUNDLED_ENTRIES.map((entry) => [entry, path.resolve('src/server', `${entry}.ts`)]),
    ),
    outdir: outDir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    tsconfig: 'tsconfig.json',
    plugins: [keepModuleUrls],
    logLevel: 'warning',
  });
}
