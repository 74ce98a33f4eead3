// Lint rules double as the architecture's boundaries (docs/architecture.md). The `boundaries`
// rule resolves every relative import to a path and checks which part of the tree it lands in:
// - src/shared imports only src/shared;
// - src/server and src/client never import each other (both import src/shared);
// - a client feature is entered only through its index (features/<name>/index.ts[x]);
// - the service worker (sw/) imports src/shared and src/client/offline only.
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

const featureOf = (rel) => /^src\/client\/features\/([^/]+)\//.exec(rel)?.[1];

function violation(from, to) {
  if (from.zone === 'shared' && to.zone !== 'shared') return 'Shared code imports only shared code.';
  if (from.zone === 'server' && (to.zone === 'client' || to.zone === 'sw'))
    return 'The server imports shared code, never client code.';
  if (from.zone === 'client' && (to.zone === 'server' || to.zone === 'sw'))
    return 'The client imports shared code, never server code.';
  if (
    from.zone === 'sw' &&
    !(to.zone === 'shared' || to.zone === 'sw' || to.rel.startsWith('src/client/offline'))
  )
    return "The service worker imports shared code and the client's offline store only.";
  const targetFeature = featureOf(to.rel);
  if (from.zone === 'client' && targetFeature && targetFeature !== featureOf(from.rel)) {
    const inner = to.rel.slice(`src/client/features/${targetFeature}/`.length);
    if (inner !== '' && inner !== 'index' && !/^index\.tsx?$/.test(inner))
      return `Import the ${targetFeature} feature through its index, not its internals.`;
  }
  return undefined;
}

const boundariesRule = {
  meta: { type: 'problem', schema: [] },
  create(context) {
    const from = zoneOf(context.filename);
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const to = zoneOf(path.resolve(path.dirname(context.filename), source));
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
