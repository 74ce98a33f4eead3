/**
 * What an entry means, read through the write catalogue (writes.ts) without touching the device
 * store: its request path, and what its accepted answer changes. Open pages call `changesOf` from
 * `onWriteSynced` listeners to update their caches, so this module stays free of Dexie: the course
 * screen imports it before its first paint (reconcile.ts applies the same changes to the device).
 */
import * as v from 'valibot';
import type { OutboxEntry } from './types';
import { isPendingRef, isWriteKind, writes, type WriteChange } from './writes';

/** A stand-in: the catalogue's functions are typed per kind; an entry of the union meets them here. */
type AnyDefinition = {
  path: (params: unknown) => string;
  answer: v.GenericSchema | null;
  provides?: (answer: unknown) => string;
  changes?: (params: unknown, answer: unknown) => WriteChange[];
};
export const definitionOf = (entry: OutboxEntry) => writes[entry.kind] as unknown as AnyDefinition;

/** The answer's `data`, checked against the kind's answer schema (null when it does not match). */
export function answerOf(entry: OutboxEntry, data: unknown): unknown {
  const schema = definitionOf(entry).answer;
  if (!schema) return null;
  const parsed = v.safeParse(schema, data);
  return parsed.success ? parsed.output : null;
}

/** What the accepted `entry` (answered with `data`) changes in the device's copies and caches. */
export function changesOf(entry: OutboxEntry, data: unknown): WriteChange[] {
  if (!isWriteKind(entry.kind)) return [];
  return definitionOf(entry).changes?.(entry.params, answerOf(entry, data)) ?? [];
}

/** The request path, or null while an id it needs has not been given by the server yet. */
export function pathOf(entry: OutboxEntry): string | null {
  if (!isWriteKind(entry.kind)) return null;
  const params = entry.params as Record<string, unknown>;
  if (Object.values(params).some(isPendingRef)) return null;
  return definitionOf(entry).path(params);
}
