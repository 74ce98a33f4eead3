/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { VitePWA } from 'vite-plugin-pwa';
import { cataloguePlugin } from './src/client/lib/i18n/catalogue-plugin.ts';
import { languageManifests, webManifest } from './src/client/lib/i18n/web-manifest.ts';

/**
 * The entry stylesheet goes into index.html as a <style> element (issue 7): as a separate file it was
 * the one request that held the first paint back on a slow link, and the page cannot paint its shell
 * before it. It is small (about 9 KB compressed), every screen needs all of it, and the service
 * worker serves index.html from its cache after the first visit, so nothing is downloaded twice.
 */
/** The entry's stylesheet in the build (the one inlineEntryCss puts into index.html). */
const ENTRY_CSS = /^assets\/index-[\w-]+\.css$/;

function inlineEntryCss(): Plugin {
  return {
    name: 'fairway:inline-entry-css',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        return html.replace(
          /<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g,
          (tag, file: string) => {
            const asset = bundle?.[file];
            if (asset?.type !== 'asset') return tag;
            // entryCssNotReloaded finds this file by its name.
            if (!ENTRY_CSS.test(file)) throw new Error(`inlineEntryCss: ${file} is not named as ENTRY_CSS`);
            const css =
              typeof asset.source === 'string' ? asset.source : new TextDecoder().decode(asset.source);
            return `<style>${css.replaceAll('</style', '<\\/style')}</style>`;
          },
        );
      },
    },
  };
}

/**
 * A lazy chunk's dependencies name the stylesheets of the chunks it imports, the entry's among them,
 * and Vite's loader adds a <link> for any stylesheet it finds no <link> of: every screen fetched the
 * CSS index.html already carries inline (10 KB at the highest priority, before the course screen's
 * content) and applied it a second time (a long task at 4x CPU). Once index.html is written (Vite's
 * HTML step, before this post plugin), the entry chunk stops naming it, so no dynamic import does.
 */
function entryCssNotReloaded(): Plugin {
  return {
    name: 'fairway:entry-css-not-reloaded',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle))
        if (chunk.type === 'chunk' && chunk.isEntry)
          for (const css of chunk.viteMetadata?.importedCss ?? [])
            if (ENTRY_CSS.test(css)) chunk.viteMetadata?.importedCss.delete(css);
    },
  };
}

/**
 * React Router 7's package exports name only its development build (remix-run/react-router#14102,
 * open): the production bundle carried its dev-only warnings and checks, run on every render. Its
 * production build ships in the same package, so the build resolves the two entries the app reaches
 * (`react-router`, and `react-router/dom` through react-router-dom) to it; the dev server and the
 * tests keep the development build and its warnings. A unit test (react-router-build) fails if an
 * upgrade moves these files.
 */
export const REACT_ROUTER_PRODUCTION = {
  'react-router': 'node_modules/react-router/dist/production/index.mjs',
  'react-router/dom': 'node_modules/react-router/dist/production/dom-export.mjs',
} as const;

function reactRouterProductionBuild(): Plugin {
  return {
    name: 'fairway:react-router-production-build',
    apply: 'build',
    config: () => ({
      resolve: {
        alias: Object.entries(REACT_ROUTER_PRODUCTION).map(([name, file]) => ({
          find: new RegExp(`^${name}$`),
          replacement: fileURLToPath(new URL(`./${file}`, import.meta.url)),
        })),
      },
    }),
  };
}

export default defineConfig({
  plugins: [
    cataloguePlugin(),
    reactRouterProductionBuild(),
    react(),
    tailwindcss(),
    inlineEntryCss(),
    entryCssNotReloaded(),
    languageManifests(),
    VitePWA({
      // The service worker is ours (sw/sw.ts); the plugin only injects the precache manifest.
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      // Registration goes through workbox-window in the client so an update is offered, never forced.
      injectRegister: false,
      registerType: 'prompt',
      injectManifest: {
        globPatterns: ['**/*.{js,mjs,css,html,svg,png,ico,webmanifest,woff2}'],
        // The language catalogues: only the golfer's is kept, by sw/catalogue-cache.ts (docs/decisions.md §9).
        globIgnores: ['**/messages-*.js'],
      },
      devOptions: { enabled: false },
      // English; languageManifests() writes the others from the same object (docs/decisions.md §9).
      manifest: webManifest('en'),
    }),
  ],
  server: {
    // `npm run dev` serves the client with hot reload and forwards the API to `npm start`.
    proxy: { '/api': 'http://localhost:3000' },
  },
  build: {
    // Built for debugging a deployment from the server's disk, never referenced by the bundles nor
    // served (http/static.ts refuses *.map and the .vite directory).
    sourcemap: 'hidden',
    // dist/.vite/manifest.json: the server reads it to name each route's chunks in its HTML.
    manifest: true,
    rolldownOptions: {
      output: {
        // V8's explicit compile hint (Chrome 136+): the framework and the entry run nearly every
        // function at start, so they are compiled up front, off the main thread while they stream,
        // instead of lazily inside the first long task. Measured on / at 4x CPU, blocking time over
        // 50 ms per long task, median of 9 loads: 189 -> 139 ms (course page: no change beyond
        // the noise). Other engines read it as a comment.
        postBanner: (chunk) =>
          chunk.isEntry || chunk.name === 'framework' ? '//# allFunctionsCalledOnLoad' : '',
        codeSplitting: {
          // The libraries every first page runs (React, the router, TanStack Query, ky, valibot) in
          // one chunk: split by which lazy chunk shares them, they came as a dozen small files, each
          // a request and a gzip stream of its own before the first screen (issue 7 budget).
          groups: [
            {
              name: 'framework',
              // Not TanStack's persister (and the query-core hydration it brings): only the lazy
              // dashboards keep answers on the device, and it cost /courses 1.3 KB before its first card.
              test: /node_modules[\\/](?:(?:react|react-dom|scheduler|react-router|ky|valibot|clsx)[\\/]|@tanstack[\\/](?:react-query|query-core)[\\/](?!.*hydration))/,
              priority: 10,
            },
            // Every other module the entry loads anyway (session, API client, constants, storage):
            // shared with lazy screens, each came as a file of its own, 0.2-3 KB. Lighthouse's
            // simulation pays a round trip per request on each of six connections, so the count
            // matters as much as the bytes: /courses 25 -> 14 files before its first card.
            {
              name: 'app',
              tags: ['$initial'],
              priority: 8,
            },
            // What the course list needs beside its own chunk (the course schema, units and formats,
            // the device's saved copy, the input's classes, the icons on its cards): shared with other
            // screens, they came as fifteen files of 0.2-1.7 KB, each a request and a gzip stream
            // of its own, before the first course card (issue 7 budget: /courses <= 150 KB gzip;
            // 152.3 -> 149.5 KB). Screens that share one of them load the other few KB too.
            {
              name: 'list-kit',
              test: /src[\\/](?:shared[\\/](?:places|course-facts|geo|format|units|schemas[\\/]courses)|client[\\/](?:components[\\/]ui[\\/]input-classes|offline[\\/](?:load-store|course-query)|lib[\\/](?:device-store-exists|geolocation|distance-unit|saved-age|saved-and-live)))\.tsx?$|node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/](?:search-x|x|sliders-horizontal|plus|star|trash|map-pin|map-pin-off|navigation|locate-fixed|map|chevron-right)\.mjs$/,
              priority: 6,
            },
            // The account screens' shared parts (their catalogue, the card, the Google button): one file
            // instead of four, each of which the first chunk listed among every account route's
            // dependencies (issue 39: /courses first card). Nothing that imports a schema: a group
            // takes its modules' imports along, and other screens would load it. Not the field
            // messages: the course page and the owners' forms use them too, without the rest.
            {
              name: 'accounts',
              test: /src[\\/]client[\\/](?:lib[\\/]i18n[\\/]catalogues[\\/]en[\\/]auth|features[\\/]auth[\\/](?:components[\\/](?:auth-card|google-button)|lib[\\/]google-sign-in|api[\\/]google-status))\.tsx?$/,
              priority: 5,
            },
            // Small leaves many screens share (form fields and their messages, a few icons, schemas,
            // words, constants): as files of their own, 0.2-0.6 KB each, they were 25 of the course
            // screen's 49 before it showed (issue 37: Lighthouse /course/:id, whose simulated slow 4G
            // pays a round trip for each, on six connections: LCP 3.5 -> 3.0 s). One file now, of
            // about 5 KB, which the sign-in, landing, door sign and /nearby screens load whole (2-4 KB
            // more each, and 2-9 fewer files). Leaves only: a group takes its modules' imports along,
            // so nothing here imports beyond the framework, the entry and the list's kit (not the
            // confirm dialog or the switch: Radix; not the hours engine, the nearest-restroom rule or
            // the refused-write toasts: the restroom rules and the outbox's words), which
            // includeDependenciesRecursively: false keeps to these modules, and e2e app-shell holds.
            // Nothing the course list needs before its first card (its geolocation reason): /courses
            // would load it all (issue 7 budget).
            {
              name: 'shared-leaves',
              test: new RegExp(
                String.raw`(?:node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/](?:arrow-left|chevron-down|circle-check|circle-x|thumbs-up|users|clock)|src[\\/](?:client[\\/](?:lib[\\/](?:fetch-each|forms[\\/](?:field-errors|field-messages|use-focus-first-error)|round-memory|use-now|i18n[\\/]catalogues[\\/]en[\\/](?:geolocation|load|ui))|components[\\/](?:ui[\\/](?:not-saved|select-field|stars|text-field)|sync-page-section)|offline[\\/]outbox[\\/]write-kinds)|shared[\\/](?:restroom-constants|schemas[\\/](?:legal|notifications|stats|users|accounts))))\.(?:tsx?|mjs)$`,
              ),
              includeDependenciesRecursively: false,
              priority: 4,
            },
            // The Radix parts behind the course screen's tabs and dialogs (and the lazy dialogs
            // elsewhere): ten small files before the course showed, now one. The menu, popper and
            // toast stay apart: they would bring floating-ui and toast code to that screen.
            {
              name: 'radix',
              test: /node_modules[\\/](@radix-ui[\\/]react-(?!dropdown-menu|menu|popper|arrow|toast)|react-remove-scroll|react-style-singleton|use-callback-ref|use-sidecar|aria-hidden|get-nonce|detect-node-es|tslib)/,
              priority: 5,
            },
          ],
        },
      },
    },
  },
  test: {
    projects: [
      {
        // The catalogues are compiled for the tests as for the build (docs/decisions.md §9).
        plugins: [cataloguePlugin()],
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          environment: 'node',
          setupFiles: ['tests/unit/setup.ts'],
          // Vitest's default on a 2-core machine is one worker (cores - 1): use both.
          maxWorkers: 2,
          // A worker runs its files in one process and environment instead of a fresh one per file:
          // starting a process and importing React and happy-dom for each of 130 files was most of
          // the layer's CPU. tests/unit/setup.ts gives every file fresh app modules, an empty
          // IndexedDB and empty storage, as a process of its own did.
          isolate: false,
          // A few tests load chunks or sign thousands of tokens: 1-4 s on a quiet 2-core host, past
          // the default 5 s on a loaded one. A test that hangs still fails.
          testTimeout: 15_000,
        },
      },
      {
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          // Files run three at a time (Vitest's default on a 2-core machine is one: cores - 1). A
          // file spends much of its time waiting (PostgreSQL, child server processes, sleeps), so a
          // third worker still pays. Each worker has its own PGlite copies (300-500 MB each, one
          // open at a time per file) and its own PostgreSQL database (tests/api/helpers/databases.ts).
          maxWorkers: 3,
          // A worker runs its files one after another in one module graph instead of a fresh one
          // per file: importing the server into 76 fresh graphs was 240 of the layer's 1,665 test
          // seconds (666 -> 456 s wall on a quiet 2-core host). Every file builds its own app on
          // its own database (helpers/databases.ts), so nothing a file relies on lives in a module.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 120_000,
          globalSetup: ['tests/api/global-setup.ts'],
        },
      },
    ],
  },
});
