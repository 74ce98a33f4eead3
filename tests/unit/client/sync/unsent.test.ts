// @vitest-environment happy-dom
// The sync screen's account of unsent writes (issue 21): nothing on the device goes unlisted or
// unexplained, and "Everything is synced." means the device holds no write at all.
import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useT } from '../../../../src/client/lib/i18n/catalogue';
import sync from '../../../../src/client/lib/i18n/catalogues/en/sync';
import { describeUnsent } from '../../../../src/client/features/sync/lib/unsent';
import type { OutboxEntry } from '../../../../src/client/offline/outbox';

// The sync screen's messages in English, as the screen reads them.
const t = renderHook(() => useT(sync)).result.current;

let n = 0;
function entry(overrides: Partial<OutboxEntry>): OutboxEntry {
  n += 1;
  return {
    id: `e${n}`,
    userId: 'me',
    kind: 'review.update',
    version: 1,
    params: { restroomId: `x${n}`, reviewId: `r${n}` },
    label: `Edit ${n}`,
    resourceKey: `review:x${n}`,
    status: 'pending',
    attempts: 0,
    nextAttemptAt: 0,
    createdAt: n,
    ...overrides,
  } as OutboxEntry;
}

describe('describeUnsent', () => {
  it('says "Everything is synced." only for an empty device', () => {
    expect(describeUnsent([], 'me', null, t).headline).toBe('Everything is synced.');
    const others = describeUnsent([entry({ userId: 'someone-else' })], 'me', null, t);
    expect(others.headline).toBe('1 from another account');
    expect(others.rows[0]).toMatchObject({ whose: 'other', actions: ['discard'] });
  });

  it("lists a signed-out device's writes as waiting for their account, never as synced", () => {
    const summary = describeUnsent([entry({}), entry({})], null, null, t);
    expect(summary.headline).toBe('2 from other accounts');
    expect(summary.rows.every((row) => row.whose === 'other')).toBe(true);
  });

  it('offers to send an entry with no known account as mine, when signed in', () => {
    const orphan = entry({ userId: '' });
    expect(describeUnsent([orphan], 'me', null, t).rows[0]).toMatchObject({
      whose: 'unknown',
      actions: ['adopt', 'discard'],
    });
    expect(describeUnsent([orphan], null, null, t).rows[0]!.actions).toEqual(['discard']);
  });

  it('explains an entry held back by a failed one of the same resource', () => {
    const failed = entry({
      resourceKey: 'review:r',
      status: 'failed',
      error: 'Review not found',
      label: 'Edit A',
    });
    const behind = entry({ resourceKey: 'review:r', label: 'Delete A' });
    const summary = describeUnsent([failed, behind], 'me', null, t);
    expect(summary.headline).toBe('1 pending, 1 failed');
    expect(summary.rows[0]).toMatchObject({ failed: true, reason: 'Failed: Review not found' });
    expect(summary.rows[1]!.reason).toMatch(/"Edit A" failed first/);
  });

  it("says why sending has stopped for the user's waiting writes", () => {
    const waiting = [entry({})];
    expect(describeUnsent(waiting, 'me', 'other-account', t).stopped).toMatch(/another account/);
    expect(describeUnsent(waiting, 'me', 'signed-out', t).stopped).toMatch(/Sign in again/);
    expect(describeUnsent(waiting, 'me', 'offline', t).stopped).toBeNull();
    expect(describeUnsent([], 'me', 'other-account', t).stopped).toBeNull();
  });
});
