// Lint rules double as the architecture's boundaries (docs/architecture.md). The `boundaries`
// rule resolves every import of ours (relative, or through an alias of tsconfig.json `paths`) to a
// path and checks which part of the tree it lands in:
// - src/shared imports only src/shared;
// - src/server and src/client never import each other (both import src/shared);
// - a client feature is entered only through its index (features/<name>/index.ts[x]);
// - the shared client layers (app excepted: lib, components, offline, session) never import a feature;
// - the server's database layer (src/server/db) imports only itself and src/shared, and it alone
//   imports the database drivers (postgres, @electric-sql/pglite, drizzle-orm's driver modules):
//   the rest of the server sees the database through its handle (db/client.ts);
// - the service worker (sw/) imports src/shared, src/client/offline and the worker-safe part of
//   src/client/session (not its page-* modules nor its index, which need a window).
// Server resource folders may use each other both ways where the product ties them (restrooms ⇄
// reports: a report lives on a restroom and every restroom answer carries its active reports;
// auth ⇄ users/accounts: sign-in reads accounts, account writes revoke sessions; owner ⇄ reports:
// owners settle reports, reports are scoped to an owner's courses): allowed between folders,
// never as a cycle of modules, which madge refuses.
// Circular imports (type imports included) are refused by `madge --circular` in `npm run check`, unused files, exports and
// dependencies by knip (knip.jsonc).
// Size: a source file has at most 300 lines, a client component function at most 150.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const root = path.dirname(new URL(import.meta.url).pathname);

function zoneOf(file) {
  const rel = path.relative(root, file).split(path.sep).join('/');
  if (rel.startsWith('src/shared/')) return { zone: 'shared', rel };
  if (rel.startsWith('src/server/')) return { zone: 'server', rel };
  if (rel.startsWith('src/client/')) return { zone: 'client', rel };
  if (rel.startsWith('sw/')) return { zone: 'sw', rel };
  return { zone: 'other', rel };
}

const featureOf = (rel) => /^src\/client\/features\/([^/]+)(\/|$)/.exec(rel)?.[1];

/** Client layers every feature may use, which therefore must not depend on any feature. */
const BASE_LAYERS = [
  'src/client/lib/',
  'src/client/components/',
  'src/client/offline/',
  'src/client/session/',
];

const workerSafe = (rel) =>
  rel.startsWith('src/client/offline') ||
  (rel.startsWith('src/client/session/') && !/^src\/client\/session\/(page-|index\.)/.test(rel));

function violation(from, to) {
  if (from.zone === 'shared' && to.zone !== 'shared') return 'Shared code imports only shared code.';
  if (from.zone === 'server' && (to.zone === 'client' || to.zone === 'sw'))
    return 'The server imports shared code, never client code.';
  if (from.zone === 'client' && (to.zone === 'server' || to.zone === 'sw'))
    return 'The client imports shared code, never server code.';
  if (from.zone === 'sw' && !(to.zone === 'shared' || to.zone === 'sw' || workerSafe(to.rel)))
    return "The service worker imports shared code, the client's offline store and the worker's session only.";
  if (from.rel.startsWith('src/server/db/') && to.zone === 'server' && !to.rel.startsWith('src/server/db/'))
    return 'The database layer (src/server/db) imports only itself and shared code.';
  const targetFeature = featureOf(to.rel);
  if (targetFeature && BASE_LAYERS.some((layer) => from.rel.startsWith(layer)))
    return 'lib, components, offline and session are below the features: they never import one.';
  if (from.zone === 'client' && targetFeature && targetFeature !== featureOf(from.rel)) {
    const inner = to.rel.slice(`src/client/features/${targetFeature}/`.length);
    if (inner !== '' && inner !== 'index' && !/^index\.tsx?$/.test(inner))
      return `Import the ${targetFeature} feature through its index, not its internals.`;
  }
  return undefined;
}

/** The database drivers, and Drizzle's modules that wrap them: only src/server/db imports them. */
const DRIVER_PACKAGES = /^(postgres|@electric-sql\/pglite|drizzle-orm\/(pglite|postgres-js))(\/|$)/;

/** Why importing the package `source` from `fromFile` breaks a boundary, or undefined. */
export function packageViolation(fromFile, source) {
  const { zone, rel } = zoneOf(fromFile);
  if (zone === 'server' && !rel.startsWith('src/server/db/') && DRIVER_PACKAGES.test(source))
    return 'Only the database facade (src/server/db) imports a database driver.';
  return undefined;
}

/** tsconfig.json `paths` aliases ('@x/*' → dir): an alias is resolved like a relative import. */
function readAliases() {
  const tsconfig = JSON.parse(
    readFileSync(path.join(root, 'tsconfig.json'), 'utf8').replace(/^\s*\/\/.*$/gm, ''),
  );
  const paths = tsconfig.compilerOptions?.paths ?? {};
  return Object.entries(paths).map(([alias, [target]]) => ({
    prefix: alias.replace(/\*$/, ''),
    dir: path.resolve(root, tsconfig.compilerOptions?.baseUrl ?? '.', target.replace(/\*$/, '')),
  }));
}

/** The file an import names, when it is ours (relative or aliased); undefined for a package. */
export function resolveImport(source, fromFile, aliases = readAliases()) {
  if (source.startsWith('.')) return path.resolve(path.dirname(fromFile), source);
  const alias = aliases.find((entry) => source.startsWith(entry.prefix));
  return alias ? path.join(alias.dir, source.slice(alias.prefix.length)) : undefined;
}

/** Why importing `toFile` from `fromFile` breaks a boundary, or undefined. */
export function boundaryViolation(fromFile, toFile) {
  return violation(zoneOf(fromFile), zoneOf(toFile));
}

const boundariesRule = {
  meta: { type: 'problem', schema: [] },
  create(context) {
    const from = zoneOf(context.filename);
    const aliases = readAliases();
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== 'string') return;
      const target = resolveImport(source, context.filename, aliases);
      if (!target) {
        const message = packageViolation(context.filename, source);
        if (message) context.report({ node, message });
        return;
      }
      const to = zoneOf(target);
      const message = violation(from, to);
      if (message) context.report({ node, message });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

export default tseslint.config(
  {
    ignores: ['dist', 'dev-dist', 'node_modules', 'coverage', 'playwright-report', 'test-results', '.data*'],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    plugins: { architecture: { rules: { boundaries: boundariesRule } } },
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      'architecture/boundaries': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // Small files (issue 14): a module that outgrows 300 lines is split by what its parts do.
    files: ['src/**/*.{ts,tsx}', 'sw/**/*.ts'],
    rules: { 'max-lines': ['error', 300] },
  },
  {
    // Screens compose, hooks decide: a component that outgrows 150 lines holds decisions (a hook's)
    // or markup of its own (a subcomponent's).
    files: ['src/client/**/*.tsx'],
    rules: { 'max-lines-per-function': ['error', 150] },
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['tests/**/*.{ts,tsx}'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
  {
    // Every e2e test runs under the network guard of tests/e2e/support/test.ts (nothing leaves loopback).
    files: ['tests/e2e/**/*.spec.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              importNames: ['test', 'expect'],
              message: "Import test and expect from './support/test' (the loopback network guard).",
            },
          ],
        },
      ],
    },
  },
);
