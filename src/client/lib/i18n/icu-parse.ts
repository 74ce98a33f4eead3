/**
 * Reads the catalogues' ICU MessageFormat at build time (the Vite plugin `fairway:catalogues`, and
 * the tests): each message becomes its text, or its parts for icu.ts to format (docs/decisions.md
 * §9), so no parser is downloaded. The subset the app's messages use: `{name}`, `{n, number[, integer|percent]}`,
 * `{d, date|time[, short|medium|long|full]}`, `{n, plural, =0 {…} one {…} other {…}}` with `#`,
 * `{x, select, a {…} other {…}}`; `''` is an apostrophe, `'{…}'` literal braces.
 */
import type { Message, Part } from './icu';

const WORD = /[^\s,{}]+/y;

export function parseMessage(source: string): Part[] {
  let at = 0;
  const fail = (what: string): never => {
    throw new SyntaxError(`${what} at ${at} in message: ${source}`);
  };
  const space = () => {
    while (/\s/.test(source[at] ?? '')) at++;
  };
  const word = (): string => {
    space();
    WORD.lastIndex = at;
    const match = WORD.exec(source) ?? fail('A name expected');
    at = WORD.lastIndex;
    space();
    return match[0];
  };
  const expect = (char: string) => {
    space();
    if (source[at] !== char) fail(`'${char}' expected`);
    at++;
  };
  const parts = (inPlural: boolean): Part[] => {
    const out: Part[] = [];
    let text = '';
    const flush = () => {
      if (text) out.push(text);
      text = '';
    };
    while (at < source.length && source[at] !== '}') {
      const char = source[at] as string;
      const next = source[at + 1];
      if (char === '{') {
        flush();
        at++;
        out.push(argument(inPlural));
      } else if (char === '#' && inPlural) {
        flush();
        out.push({ n: '#' });
        at++;
      } else if (char === "'" && next === "'") {
        text += "'";
        at += 2;
      } else if (char === "'" && (next === '{' || next === '}' || (next === '#' && inPlural))) {
        const end = source.indexOf("'", at + 1);
        text += source.slice(at + 1, end < 0 ? undefined : end);
        at = end < 0 ? source.length : end + 1;
      } else {
        text += char;
        at++;
      }
    }
    flush();
    return out;
  };
  const argument = (inPlural: boolean): Part => {
    const n = word();
    if (source[at] === '}') {
      at++;
      return { n };
    }
    expect(',');
    const k = word();
    if (k === 'plural' || k === 'select') {
      expect(',');
      const o: Record<string, Part[]> = {};
      while ((space(), source[at] !== '}')) {
        const key = word();
        expect('{');
        o[key] = parts(inPlural || k === 'plural');
        expect('}');
      }
      at++;
      if (!o.other) fail('An "other" branch expected');
      return { n, k, o };
    }
    if (k !== 'number' && k !== 'date' && k !== 'time') return fail(`Unknown argument type '${k}'`);
    let s: string | undefined;
    if (source[at] === ',') {
      at++;
      s = word();
    }
    expect('}');
    return s ? { n, k, s } : { n, k };
  };
  const result = parts(false);
  if (at < source.length) fail('Unmatched }');
  return result;
}

/** A catalogue's messages read: a message without arguments is its plain text. */
export function compileCatalogue(messages: Readonly<Record<string, string>>): Record<string, Message> {
  return Object.fromEntries(
    Object.entries(messages).map(([key, source]) => {
      const parts = parseMessage(source);
      return [key, parts.every((part) => typeof part === 'string') ? parts.join('') : parts];
    }),
  );
}
