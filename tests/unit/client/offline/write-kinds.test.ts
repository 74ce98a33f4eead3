// The kinds' names apart from the catalogue (offline/outbox/write-kinds.ts): the device store's
// upgrade reads them without loading the catalogue's schemas, and they stay the catalogue's keys.
import { describe, expect, it } from 'vitest';
import { isWriteKind, WRITE_KINDS } from '../../../../src/client/offline/outbox/write-kinds';
import { writes } from '../../../../src/client/offline/outbox/writes';

describe('write kinds', () => {
  it('are the catalogue’s kinds, every one', () => {
    expect([...WRITE_KINDS].sort()).toEqual(Object.keys(writes).sort());
  });

  it('know a kind of the catalogue from anything else', () => {
    expect(isWriteKind('review.create')).toBe(true);
    expect(isWriteKind('restroom.create')).toBe(false); // the old name, renamed by the migration
    expect(isWriteKind('toString')).toBe(false);
  });
});
