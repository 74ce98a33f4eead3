/**
 * fast-check arbitraries for the hostile-input tests: values that are certainly invalid for a field
 * of the shared schemas (wrong types, blanks, over-long and control-character strings, SQL and HTML
 * fragments where text is not free, out-of-range numbers), whole hostile requests built from a
 * valid body (fields broken or missing, extra and prototype-polluting keys, bodies that are not
 * objects, malformed JSON, wrong content types, over 1 MB), and hostile path segments.
 */
import fc from 'fast-check';
import { AMENITIES } from '../../../src/shared/restroom-constants';
import { sql } from 'drizzle-orm';
import type { Database } from '../../../src/server/db/client';

export const SQL_FRAGMENTS = [
  "' OR '1'='1",
  "'; DROP TABLE users; --",
  '" OR ""="',
  '1; SELECT pg_sleep(5)',
  "admin'--",
  "%' AND 1=1 --",
  "' UNION SELECT password_hash FROM users --",
  '\\',
  '$$; DELETE FROM reviews; $$',
];
export const HTML_FRAGMENTS = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '"><svg/onload=alert(1)>',
  "javascript:alert('x')",
  '{{constructor.constructor("alert(1)")()}}',
  '<iframe src="data:text/html,hi"></iframe>',
];
const injection = fc.constantFrom(...SQL_FRAGMENTS, ...HTML_FRAGMENTS);

const json = fc.jsonValue({ maxDepth: 2 });
const shortArray = fc.array(json, { maxLength: 3 });
const smallObject = fc.dictionary(fc.string({ maxLength: 6 }), json, { maxKeys: 3 });
const anyNumber = fc.oneof(fc.integer(), fc.double());

/** Anything JSON can carry that is not a string (null included: optional means absent, not null). */
export const notString = fc.oneof(anyNumber, fc.boolean(), fc.constant(null), shortArray, smallObject);
export const notNumber = fc.oneof(fc.string(), fc.boolean(), fc.constant(null), shortArray, smallObject);
export const notBoolean = fc.oneof(fc.string(), anyNumber, fc.constant(null), shortArray, smallObject);

/** Blank once trimmed (JS trim also takes the no-break and ideographic spaces). */
export const blank = fc.constantFrom('', ' ', '\t \n', '\u00a0', '\u3000 ');

/** Longer than `max` UTF-16 units after trimming, in ASCII, accented, CJK or emoji text. */
export const tooLong = (max: number, prefix = '') =>
  fc
    .tuple(fc.integer({ min: max + 1, max: max + 600 }), fc.constantFrom('x', 'é', '漢', '🏌️', '<'))
    .map(([n, unit]) => prefix + unit.repeat(Math.ceil(n / unit.length)));

/**
 * A control character (not tab/LF/CR), a bidirectional embedding/override/isolate control or a lone
 * surrogate, inside otherwise ordinary text.
 */
export const withControl = fc
  .tuple(
    fc.string({ maxLength: 8 }),
    fc.oneof(
      fc.integer({ min: 0, max: 0x1f }).filter((code) => ![9, 10, 13].includes(code)),
      fc.constant(0x7f),
      fc.integer({ min: 0x202a, max: 0x202e }),
      fc.integer({ min: 0x2066, max: 0x2069 }),
      fc.integer({ min: 0xd800, max: 0xdfff }),
    ),
    fc.string({ maxLength: 8 }),
  )
  .map(([before, code, after]) => `${before}x${String.fromCharCode(code)}x${after}`);

/** Invalid for a required text field of at most `max` characters. */
export const badRequiredText = (max: number) =>
  fc.oneof(notString, blank, tooLong(max), { arbitrary: withControl, weight: 2 });
/** Invalid for an optional text field (absent is fine; null, long, or control characters are not). */
export const badOptionalText = (max: number) =>
  fc.oneof(notString, tooLong(max), { arbitrary: withControl, weight: 2 });

/** Invalid for a picklist: other words, case variants, injections, non-strings. */
export const badChoice = (choices: readonly string[]) =>
  fc.oneof(
    notString,
    injection,
    fc.string({ maxLength: 12 }).filter((s) => !choices.includes(s)),
    fc.constantFrom(...choices).map((c) => ` ${c.toUpperCase()}!`),
  );

const EMAIL_SHAPE = /^[^@\s]+@[^@\s]+\.[a-z]{2,}$/i;
export const badEmail = fc.oneof(
  notString,
  blank,
  injection,
  fc.string({ maxLength: 30 }).filter((s) => !EMAIL_SHAPE.test(s.trim())),
  fc.constantFrom('a@', '@b.co', 'a b@c.de', 'a@b', 'golfer@@example.com', '<a>@example.com'),
  tooLong(254).map((s) => `${s}@example.com`),
  withControl.map((s) => `${s}@example.com`),
);

/** Invalid coordinates: out of range, not numeric, or empty; `limit` is 90 or 180. */
export const badCoordinate = (limit: number) =>
  fc.oneof(
    fc.double({ min: limit, noNaN: true, minExcluded: true }),
    fc.double({ max: -limit, noNaN: true, maxExcluded: true }),
    fc.integer({ min: limit + 1 }).map(String),
    fc.constantFrom('abc', '1e999', 'NaN', 'Infinity', '', ' ', '9O', '35,5', '--1'),
    injection,
    fc.boolean(),
    fc.constant(null),
    shortArray,
    smallObject,
  );

/** Out-of-range or non-integer star ratings, and non-numbers. */
export const badRating = fc.oneof(
  fc.integer({ max: 0 }),
  fc.integer({ min: 6 }),
  fc.double({ min: 1, max: 5, noNaN: true }).filter((n) => !Number.isInteger(n)),
  fc.constantFrom(-0, 1e308, -1e308, 0.5, 5.000001),
  notNumber,
  injection,
);

export const badHoleNumber = fc.oneof(
  fc.integer({ max: 0 }),
  fc.integer({ min: 28 }),
  fc.double({ min: 1, max: 27, noNaN: true }).filter((n) => !Number.isInteger(n)),
  fc.string(),
  fc.boolean(),
  shortArray,
  smallObject,
);

/** A segment of a path that cannot name the row: unknown UUIDs, junk, injections, long text. */
export const hostileSegment = fc.oneof(
  fc.uuid(),
  fc.string({ unit: 'grapheme', minLength: 1, maxLength: 30 }),
  fc.string({ unit: 'binary-ascii', minLength: 1, maxLength: 20 }),
  injection,
  fc.constantFrom('null', 'undefined', '0', '-1', '1e9', 'true', '[]', '{}', '%', '%E0%A4%A', '%00'),
  fc.integer({ min: 300, max: 3000 }).map((n) => 'a'.repeat(n)),
);

/** Percent-encodes every byte (lone surrogates become U+FFFD); raw '%' sequences are kept as given. */
export function encodeSegment(segment: string): string {
  if (/^(%[0-9A-Fa-f]{0,2})+$/.test(segment) || segment === '%') return segment;
  return Array.from(new TextEncoder().encode(segment), (b) => `%${b.toString(16).padStart(2, '0')}`).join('');
}

export interface HostileRequest {
  kind: string;
  path: string;
  headers: Record<string, string>;
  /** A Blob when no content type may be sent at all. */
  body?: string | Blob;
}

export interface BodyEndpointSpec {
  method: 'POST' | 'PUT' | 'DELETE';
  path: string;
  headers: Record<string, string>;
  /** A valid body (fresh values each call where uniqueness matters). */
  valid: () => Record<string, unknown>;
  /** For each field, values that are certainly invalid for it. */
  invalid: Record<string, fc.Arbitrary<unknown>>;
  /** Fields whose absence alone is invalid. */
  required: readonly string[];
  /** The same route with another id in place of the path's (for routes with an id). */
  pathWith?: (segment: string) => string;
  /** Well-formed bodies the server must still refuse (unknown ids, taken emails, wrong password…). */
  refusedAnyway?: fc.Arbitrary<{ path?: string; body: unknown }>;
  /** Routes outside /api/auth take an Idempotency-Key, which must then be a UUID. */
  idempotent: boolean;
}

const JSON_TYPE = { 'content-type': 'application/json' };
const NOT_JSON_TYPES = [
  'text/plain',
  'text/plain;charset=UTF-8',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=xyz',
  'text/html',
  'application/xml',
  'application/jsonx',
  'json',
];

const extraKeys = fc.dictionary(
  fc.oneof(fc.string({ maxLength: 10 }), fc.constantFrom('__proto__', 'constructor', 'prototype', '_id')),
  json,
  { maxKeys: 4 },
);

/** Every kind of hostile request against one body endpoint. */
export function hostileRequests(spec: BodyEndpointSpec): fc.Arbitrary<HostileRequest> {
  const fields = Object.keys(spec.invalid);
  const base = (
    kind: string,
    body: string | Blob,
    headers: Record<string, string> = JSON_TYPE,
    path = spec.path,
  ) => ({
    kind,
    path,
    headers: { ...spec.headers, ...headers },
    body,
  });

  // One broken field reaches furthest: with two, the other's 400 would hide what the first does
  // past validation (a NUL that validation lets through is a 500 only when alone). So single
  // fields dominate.
  const single = fc.constantFrom(...fields).map((name) => [name]);
  const fieldSets =
    fields.length < 2
      ? single
      : fc.oneof(
          { arbitrary: single, weight: 4 },
          {
            arbitrary: fc.uniqueArray(fc.constantFrom(...fields), {
              minLength: 2,
              maxLength: Math.min(3, fields.length),
            }),
            weight: 1,
          },
        );
  const brokenFields = fc.tuple(fieldSets, fc.boolean(), extraKeys).chain(([names, withExtras, extras]) =>
    fc.tuple(...names.map((name) => spec.invalid[name]!)).map((values) => {
      // Extras first: they may add keys, never mend a field this request breaks or keeps valid.
      const body: Record<string, unknown> = { ...(withExtras ? extras : {}), ...spec.valid() };
      names.forEach((name, i) => {
        body[name] = values[i];
      });
      return base(withExtras ? 'invalid fields + extra keys' : 'invalid fields', JSON.stringify(body));
    }),
  );

  const missing = fc
    .uniqueArray(fc.constantFrom(...(spec.required.length > 0 ? spec.required : [''])), {
      minLength: 1,
      maxLength: Math.max(1, spec.required.length),
    })
    .map((names) => {
      const body = Object.fromEntries(Object.entries(spec.valid()).filter(([key]) => !names.includes(key)));
      return base('missing required fields', JSON.stringify(body));
    });

  const notAnObject = fc
    .oneof(fc.array(json, { maxLength: 4 }), fc.string(), anyNumber, fc.boolean(), fc.constant(null))
    .map((value) => base('not an object', JSON.stringify(value)));

  const malformed = fc
    .oneof(
      fc.string(),
      fc.nat().map((n) => {
        const text = JSON.stringify(spec.valid());
        return text.slice(0, n % text.length);
      }),
      fc.constantFrom('{', "{'a':1}", '{"a":}', 'undefined', 'NaN', '{"a":1,}', '\u0000', '[1,2', '{"a":1}}'),
    )
    .filter((text) => {
      try {
        JSON.parse(text);
        return false;
      } catch {
        return true;
      }
    })
    .map((text) => base('malformed JSON', text));

  const wrongType = fc.constantFrom(...NOT_JSON_TYPES, '').map((type) => {
    const body = JSON.stringify(spec.valid());
    // '' sends no content type at all (the string body would otherwise be typed text/plain).
    return type === ''
      ? { kind: 'wrong content type', path: spec.path, headers: { ...spec.headers }, body: new Blob([body]) }
      : base('wrong content type', body, { 'content-type': type });
  });

  const formEncoded = fc.constant(null).map(() => {
    const form = new URLSearchParams(
      Object.entries(spec.valid()).map(([k, value]) => [k, String(value)] as [string, string]),
    );
    return base('form-encoded body', form.toString(), {
      'content-type': 'application/x-www-form-urlencoded',
    });
  });

  const kinds: fc.Arbitrary<HostileRequest>[] = [notAnObject, malformed, wrongType, formEncoded];
  if (spec.required.length > 0) kinds.push(missing);
  if (spec.pathWith) {
    const pathWith = spec.pathWith;
    kinds.push(
      hostileSegment.map((segment) =>
        base(
          'unknown or junk id in the path',
          JSON.stringify(spec.valid()),
          JSON_TYPE,
          pathWith(encodeSegment(segment)),
        ),
      ),
    );
  }
  if (spec.refusedAnyway) {
    kinds.push(
      spec.refusedAnyway.map(({ path, body }) =>
        base('well-formed but refused', JSON.stringify(body), JSON_TYPE, path ?? spec.path),
      ),
    );
  }
  if (spec.idempotent) {
    kinds.push(
      fc
        .string({ unit: 'grapheme-ascii', maxLength: 40 })
        .filter((key) => !/^[0-9a-f-]{36}$/i.test(key.trim()))
        .map((key) =>
          base('malformed Idempotency-Key', JSON.stringify(spec.valid()), {
            ...JSON_TYPE,
            'Idempotency-Key': key,
          }),
        ),
    );
  }
  // Broken fields: about half of all requests, the rest spread over the other kinds.
  return fc.oneof(
    { arbitrary: brokenFields, weight: kinds.length },
    ...kinds.map((arbitrary) => ({ arbitrary, weight: 1 })),
  );
}

/** Over the 1 MB body limit: a 413 before anything reads it. */
export function oversized(spec: BodyEndpointSpec, field: string): HostileRequest {
  return {
    kind: 'over 1 MB',
    path: spec.path,
    headers: { ...spec.headers, ...JSON_TYPE },
    body: JSON.stringify({ ...spec.valid(), [field]: 'a'.repeat(1024 * 1024 + 1) }),
  };
}

/**
 * One digest of every row a request could write (rate-limit counters aside: counting refused
 * attempts is their job; legal documents aside: no route writes them, and their long texts would
 * make every digest slow). Equal before and after means nothing was written.
 */
export async function fingerprint(db: Database): Promise<string> {
  const tables = [
    'users',
    'courses',
    'course_owners',
    'restrooms',
    'reviews',
    'restroom_feedback',
    'refresh_tokens',
    'idempotency_keys',
    'email_tokens',
    'restroom_reports',
    'restroom_confirmations',
    'course_claims',
    'notifications',
    'notification_settings',
    'push_subscriptions',
    'course_answers',
    'course_facts',
    'restroom_signs',
  ];
  const union = tables.map((t) => `select '${t}:' || r::text as line from "${t}" r`).join(' union all ');
  const result = await db.execute<{ digest: string | null }>(
    sql.raw(`select md5(coalesce(string_agg(line, '|' order by line), '')) as digest from (${union}) rows`),
  );
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as {
    digest: string;
  }[];
  return rows[0]!.digest;
}

/** Invalid where null is allowed (null is "unknown", a valid answer): everything else that is wrong. */
const notNull = <T>(arbitrary: fc.Arbitrary<T>) => arbitrary.filter((value) => value !== null);
export const badNullableText = (max: number) =>
  fc.oneof(notNull(notString), tooLong(max), { arbitrary: withControl, weight: 2 });
export const badNullableCoordinate = (limit: number) => notNull(badCoordinate(limit));

/** Open months: not a list, or a list with something that is not a month 1–12. */
export const badMonths = fc.oneof(
  notNull(notString).filter((value) => !Array.isArray(value)),
  fc.string(),
  fc
    .tuple(
      fc.array(fc.integer({ min: 1, max: 12 }), { maxLength: 3 }),
      fc.oneof(
        fc.integer({ max: 0 }),
        fc.integer({ min: 13 }),
        fc.double({ min: 1.1, max: 11.9, noNaN: true }).filter((n) => !Number.isInteger(n)),
        fc.string(),
        injection,
      ),
    )
    .map(([months, bad]) => [...months, bad]),
);

/** Amenities: not an object, or an amenity that is not true, false or null. */
export const badAmenities = fc.oneof(
  notNull(notString).filter((value) => typeof value !== 'object' || Array.isArray(value)),
  fc
    .tuple(fc.constantFrom(...AMENITIES), fc.oneof(fc.string(), anyNumber, shortArray, smallObject))
    .map(([name, value]) => ({ [name]: value })),
);
