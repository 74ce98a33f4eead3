/**
 * The kinds of live status report (docs/product.md §10), in one table: what a golfer picks and a
 * card shows (`label`), how the server's sentences name it (`words`), how long it stays true by
 * itself (`lifetimeMs`), and whether it stops anyone using the restroom (`blocking`). Every other
 * spelling derives from here: the request schema and the OpenAPI enum (schemas/), the report
 * dialog's hints (lib/restroom-words.ts `reportHintText`, in the golfer's language), the server's
 * refusals, and the database CHECK (db/schema/reports.ts, held to this list by
 * tests/api/report-kinds.test.ts).
 *
 * Supplies run out and are restocked within a morning; a locked door or a broken cistern usually
 * lasts the day. "Closed for the season" lasts until the restroom's season starts again
 * (restroom-state.ts), a season's length when its months are unknown; "gone" never expires: an
 * owner or admin confirms the removal.
 *
 * Reports need more than one voice (docs/product.md §13): one golfer's blocking report makes the
 * verdict "maybe not usable" and shows as a warning in their words ("1 golfer reported it locked
 * 10 min ago"); two golfers, or an owner of the course, make it "not usable", headed by the kind's
 * `headline` ("Locked", "Reported gone").
 *
 * `label`, `words` and `headline` are the English the server writes (e-mails); the client shows
 * each kind's words from its catalogue keyed by kind (lib/restroom-words.ts, docs/decisions.md §9).
 */
const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

interface KindMeaning {
  label: string;
  words: string;
  /** The verdict's reason once two golfers or an owner said so; the label when absent. */
  headline?: string;
  /** null: never expires by itself. */
  lifetimeMs: number | null;
  blocking: boolean;
  /** Lasts until the restroom's next open month, when its months are known. */
  untilSeasonStarts?: true;
}

const KINDS = {
  locked: { label: 'Locked', words: 'locked', lifetimeMs: DAY_MS, blocking: true },
  out_of_order: { label: 'Out of order', words: 'out of order', lifetimeMs: DAY_MS, blocking: true },
  no_paper: { label: 'Out of paper', words: 'out of paper', lifetimeMs: 4 * HOUR_MS, blocking: false },
  no_soap: { label: 'No soap', words: 'out of soap', lifetimeMs: 4 * HOUR_MS, blocking: false },
  needs_cleaning: {
    label: 'Needs cleaning',
    words: 'needing cleaning',
    lifetimeMs: 4 * HOUR_MS,
    blocking: false,
  },
  closed_for_season: {
    label: 'Closed for the season',
    words: 'closed for the season',
    lifetimeMs: 90 * DAY_MS,
    blocking: true,
    untilSeasonStarts: true,
  },
  gone: {
    label: 'Gone (removed)',
    words: 'gone',
    headline: 'Reported gone',
    lifetimeMs: null,
    blocking: true,
  },
} as const satisfies Record<string, KindMeaning>;

export type ReportKind = keyof typeof KINDS;

export const REPORT_KINDS = Object.keys(KINDS) as ReportKind[];

export const reportKind = (kind: ReportKind): KindMeaning => KINDS[kind];

/** Reports that make a restroom unusable while they are active (the others are about supplies). */
export const BLOCKING_REPORT_KINDS = REPORT_KINDS.filter((kind) => KINDS[kind].blocking);

/**
 * What stops a restroom, longest-lasting first: a verdict's headline names the first that applies
 * ("Gone" beats "Closed for the season", which beats a door locked for the afternoon); `out-of-season`
 * is the restroom's own season, not a report.
 */
export const HEADLINE_ORDER = [
  'gone',
  'closed_for_season',
  'out-of-season',
  'out_of_order',
  'locked',
] as const;

/** What a golfer may make of a restroom right now (docs/product.md §13). */
export const VERDICTS = ['usable', 'maybe_not', 'not_usable'] as const;
export type Verdict = (typeof VERDICTS)[number];

/** Distinct golfers whose blocking reports of one kind make a restroom "not usable" (an owner: one). */
export const CORROBORATING_VOICES = 2;
