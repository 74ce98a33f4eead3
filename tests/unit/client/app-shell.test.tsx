import { readFileSync } from 'node:fs';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { AppShell } from '../../../src/client/app/app-shell';

const indexHtml = readFileSync('index.html', 'utf8');
const staticShell = /<div id="root">([\s\S]*?)<\/div>\s*<noscript>/.exec(indexHtml)?.[1] ?? '';

/** Classes in document order, without lucide's own marker classes. */
const classes = (html: string) =>
  [...html.matchAll(/class(?:Name)?="([^"]*)"/g)].map((match) =>
    (match[1] ?? '')
      .split(/\s+/)
      .filter((name) => name && !name.startsWith('lucide'))
      .join(' '),
  );
const text = (html: string) =>
  html
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

describe('app shell (first paint before JavaScript, no jump when React takes over)', () => {
  it('index.html paints a brand header and the loading status, with no script', () => {
    expect(text(staticShell)).toBe('Fairway Relief Loading...');
    expect(staticShell).toContain('role="status"');
    expect(staticShell).not.toMatch(/<script/i);
  });

  it("React's first render is the same markup: same elements' classes, same text", () => {
    const rendered = renderToStaticMarkup(<AppShell />);
    expect(classes(rendered)).toEqual(classes(staticShell));
    expect(text(rendered)).toBe(text(staticShell));
  });
});
