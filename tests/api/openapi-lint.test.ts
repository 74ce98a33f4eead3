/**
 * The served OpenAPI document under the two linters API teams run by default: Redocly's
 * `recommended` rules (@redocly/openapi-core) and Spectral's `spectral:oas` ruleset
 * (@stoplight/spectral-core with @stoplight/spectral-rulesets). Both run from their installed
 * packages with the configuration below: no config file is looked up, no ruleset fetched, and the
 * document has no external `$ref`, so nothing reaches the network.
 *
 * No error in either. A warning left is one listed in EXPLAINED with why it stays; a problem the
 * route table forces is declared in Redocly's ignore list (its `.redocly.lint-ignore.yaml`), again
 * with why.
 */
import { createConfig, lintFromString } from '@redocly/openapi-core';
import { Spectral, type RulesetDefinition } from '@stoplight/spectral-core';
import { oas } from '@stoplight/spectral-rulesets';
import { describe, expect, it } from 'vitest';
import { buildApp, handleWithoutDatabase } from './helpers/app';

const DOCUMENT_REF = '/api/openapi.json';
const WARNINGS_AT_MOST = 5;

/** JSON pointer of a path item, as Redocly reports it. */
const pathItem = (path: string) => `#/paths/${path.replace(/~/g, '~0').replace(/\//g, '~1')}`;

/**
 * Redocly's `no-ambiguous-paths` on paths the spec fixes (docs/product.md §7): a course's restrooms
 * at /api/restrooms/course/{courseId} and a review at /api/restrooms/reviews/{reviewId} sit beside a
 * restroom's /api/restrooms/{id}/…. The router tries the literal segment first, and a restroom id is
 * a UUID, never `course` or `reviews`, so each request reaches one operation.
 */
const AMBIGUOUS_BY_SPEC = [
  '/api/restrooms/{id}/confirm',
  '/api/restrooms/{id}/feedback',
  '/api/restrooms/{id}/reports',
  '/api/restrooms/{id}/reviews',
  '/api/restrooms/reviews/{reviewId}',
];

/** Warnings that stay, by linter, rule and where, each with its reason. */
const EXPLAINED: Record<string, string> = {
  'redocly operation-2xx-response #/paths/~1api~1auth~1google/get/responses':
    'A browser navigation that only redirects (to Google, or to the client’s error screen): OAuth’s ' +
    'authorization start has no 2xx answer to document.',
  'redocly operation-2xx-response #/paths/~1api~1auth~1google~1callback/get/responses':
    'Google’s redirect URI: it always redirects the browser on to the client, with tokens or a message.',
  'spectral info-contact info':
    'Each deployment is run by its own operator; the document is built from the code alone and ' +
    'cannot name their contact.',
};

interface Finding {
  key: string;
  severity: 'error' | 'warn';
  message: string;
}

async function served(): Promise<string> {
  const res = await buildApp(handleWithoutDatabase()).request(DOCUMENT_REF);
  expect(res.status).toBe(200);
  return res.text();
}

async function redocly(source: string): Promise<Finding[]> {
  const ignored = new Set(AMBIGUOUS_BY_SPEC.map(pathItem));
  const config = await createConfig(
    { extends: ['recommended'] },
    { ignore: { [DOCUMENT_REF]: { 'no-ambiguous-paths': ignored } } },
  );
  const problems = await lintFromString({ source, absoluteRef: DOCUMENT_REF, config });
  return problems
    .filter((problem) => !problem.ignored)
    .map((problem) => ({
      key: `redocly ${problem.ruleId} ${problem.location[0]?.pointer ?? ''}`,
      severity: problem.severity === 'error' ? 'error' : 'warn',
      message: problem.message,
    }));
}

async function spectral(source: string): Promise<Finding[]> {
  const linter = new Spectral();
  // The package's own typing of `oas` does not match spectral-core's RulesetDefinition union.
  linter.setRuleset({ extends: [[oas as RulesetDefinition, 'recommended']] });
  const results = await linter.run(source);
  // Spectral's severities: 0 error, 1 warning, 2 information, 3 hint.
  return results
    .filter((result) => result.severity <= 1)
    .map((result) => ({
      key: `spectral ${String(result.code)} ${result.path.join('.')}`,
      severity: result.severity === 0 ? 'error' : 'warn',
      message: result.message,
    }));
}

function judge(findings: Finding[]) {
  const errors = findings.filter((finding) => finding.severity === 'error');
  const warnings = findings.filter((finding) => finding.severity === 'warn');
  return {
    errors,
    unexplained: warnings.filter((warning) => !EXPLAINED[warning.key]),
    warnings: warnings.length,
  };
}

describe('the OpenAPI document under the usual linters', () => {
  it('has no error and only explained warnings under Redocly’s recommended rules', async () => {
    const result = judge(await redocly(await served()));
    expect(result.errors).toEqual([]);
    expect(result.unexplained).toEqual([]);
    expect(result.warnings).toBeLessThanOrEqual(WARNINGS_AT_MOST);
  });

  it('has no error and only explained warnings under Spectral’s OpenAPI rules', async () => {
    const result = judge(await spectral(await served()));
    expect(result.errors).toEqual([]);
    expect(result.unexplained).toEqual([]);
    expect(result.warnings).toBeLessThanOrEqual(WARNINGS_AT_MOST);
  });

  it('still reports what it ignores: the declared paths are ambiguous, and nothing else is', async () => {
    // Were the route table to change, the ignore list would go stale: it must match what is found.
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lintFromString({ source: await served(), absoluteRef: DOCUMENT_REF, config });
    const ambiguous = problems
      .filter((problem) => problem.ruleId === 'no-ambiguous-paths')
      .map((problem) => problem.location[0]?.pointer);
    expect(new Set(ambiguous)).toEqual(new Set(AMBIGUOUS_BY_SPEC.map(pathItem)));
  });
});
