/**
 * A report made on a sign's page without signal (docs/product.md §12): kept on the device under the
 * sign's code and sent when the browser is back online, or when the page is opened again. Not the
 * outbox: its entries belong to a signed-in user and their keys are kept per user, while this
 * report has no account; one small entry per sign is all it needs.
 */
import * as v from 'valibot';
import { REPORT_KINDS } from '../../../shared/report-kinds';
import { readStoredJson, removeStorage, writeStorage } from '../../lib/storage';

const keyOf = (code: string) => `fairway:sign-report:${code}`;
const keptSchema = v.object({ kind: v.picklist(REPORT_KINDS), at: v.number() });
export type KeptSignReport = v.InferOutput<typeof keptSchema>;

/** Older than this, a kept report is no longer worth sending: the problem has likely moved on. */
const KEPT_FOR_MS = 4 * 60 * 60 * 1000;

export function readKeptReport(code: string, now = Date.now()): KeptSignReport | null {
  const kept = readStoredJson(keyOf(code), keptSchema);
  if (kept && now - kept.at > KEPT_FOR_MS) {
    removeStorage(keyOf(code));
    return null;
  }
  return kept;
}

export function keepReport(code: string, report: KeptSignReport): void {
  writeStorage(keyOf(code), JSON.stringify(report));
}

export function forgetReport(code: string): void {
  removeStorage(keyOf(code));
}
