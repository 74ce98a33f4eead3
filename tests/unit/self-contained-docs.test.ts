// A clone of the repository explains itself: comments and documents cite the product description and
// the team's decisions in docs/ (docs/product.md §N, docs/decisions.md §N), never a document that
// lives outside the repository.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..', '..');

/** Citations of documents outside the repository. */
const OUTSIDE_CITATIONS = [
  /(?<!docs\/)decisions\.md/,
  /\b[Ss]pec §/,
  /product-spec\.md/,
  /\.\.\/shared\/spec/,
];
const SKIPPED = new Set(['package-lock.json']);
const MAX_BYTES = 1_000_000;

/** Tracked files plus new ones not yet committed (but not ignored ones), as text; binaries are skipped. */
function textFiles(): { file: string; text: string }[] {
  const listed = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  const files: { file: string; text: string }[] = [];
  for (const file of new Set(listed.split('\0').filter(Boolean))) {
    if (SKIPPED.has(file)) continue;
    const full = path.join(root, file);
    if (!existsSync(full)) continue; // deleted in the working tree, not yet committed
    const stat = statSync(full);
    if (!stat.isFile() || stat.size > MAX_BYTES) continue;
    const bytes = readFileSync(full);
    if (bytes.subarray(0, 8000).includes(0)) continue; // binary
    files.push({ file, text: bytes.toString('utf8') });
  }
  return files;
}

function sectionsOf(file: string): number[] {
  const text = readFileSync(path.join(root, file), 'utf8');
  return [...text.matchAll(/^## (\d+)\. /gm)].map((match) => Number(match[1]));
}

describe('self-contained documentation', () => {
  it('has the product description and the decisions in docs/, numbered as the code cites them', () => {
    expect(existsSync(path.join(root, 'docs/product.md'))).toBe(true);
    expect(existsSync(path.join(root, 'docs/decisions.md'))).toBe(true);
    // Numbered 1, 2, 3 … without a gap, so "§N" always names one section (§10 is the second wave's).
    const numbered = (sections: number[]) => sections.map((_, i) => i + 1);
    expect(sectionsOf('docs/product.md')).toEqual(numbered(sectionsOf('docs/product.md')));
    expect(sectionsOf('docs/product.md').length).toBeGreaterThanOrEqual(10);
    expect(sectionsOf('docs/decisions.md')).toEqual(numbered(sectionsOf('docs/decisions.md')));
    expect(sectionsOf('docs/decisions.md').length).toBeGreaterThanOrEqual(8);
  });

  it('cites no document outside the repository, and only sections that exist', () => {
    const sections = {
      product: sectionsOf('docs/product.md').length,
      decisions: sectionsOf('docs/decisions.md').length,
    };
    const offences: string[] = [];
    for (const { file, text } of textFiles()) {
      text.split('\n').forEach((line, index) => {
        const where = `${file}:${index + 1}: ${line.trim()}`;
        if (OUTSIDE_CITATIONS.some((pattern) => pattern.test(line))) offences.push(where);
        for (const match of line.matchAll(/docs\/(product|decisions)\.md §(\d+)/g)) {
          const section = Number(match[2]);
          if (section < 1 || section > sections[match[1] as keyof typeof sections]) {
            offences.push(`${where} (no such section)`);
          }
        }
      });
    }
    expect(offences).toEqual([]);
  });

  it('keeps docs/architecture.md a page a newcomer reads through (at most 300 lines, issue 37)', () => {
    const lines = readFileSync(path.join(root, 'docs/architecture.md'), 'utf8').trimEnd().split('\n');
    expect(lines.length).toBeLessThanOrEqual(300);
  });
});
