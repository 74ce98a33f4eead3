/**
 * The shape of one kind of write in the catalogue (writes.ts): how its path, body, answer, resource
 * and device changes are declared, and the ids an entry may hold before the server has given them.
 */
import type * as v from 'valibot';
import type { WriteChange } from './write-changes';

/** An id the server has not given yet: the one the earlier entry `fromEntry` gets in its answer. */
export interface PendingRef {
  fromEntry: string;
}
export type IdOrPending = string | PendingRef;

export const isPendingRef = (value: unknown): value is PendingRef =>
  typeof value === 'object' && value !== null && typeof (value as PendingRef).fromEntry === 'string';

/** Params as sent: every pending id resolved. */
type Resolved<P> = { [K in keyof P]: Exclude<P[K], PendingRef> };

interface WriteDefinition<P, B, A> {
  version: number;
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: (params: Resolved<P>) => string;
  body: v.GenericSchema<B, unknown> | null;
  answer: v.GenericSchema<unknown, A> | null;
  /** Entries of one resource go one at a time, oldest first; `entryId` names a resource still unborn. */
  resource: (params: P, entryId: string) => string;
  /** The id this write gives to entries queued after it (a review's id, for its later edits). */
  provides?: (answer: A) => string;
  changes?: (params: Resolved<P>, answer: A | null) => WriteChange[];
}

/** A definition that also carries its types, for ParamsOf and BodyOf (never set at run time). */
type Defined<P, B, A> = WriteDefinition<P, B, A> & { readonly types?: { params: P; body: B; answer: A } };
export const define = <P, B, A>(definition: WriteDefinition<P, B, A>): Defined<P, B, A> => definition;
