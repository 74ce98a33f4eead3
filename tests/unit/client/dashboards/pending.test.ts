// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import {
  arrangePending,
  canConfirmDecision,
  decisionSuccessMessage,
} from '../../../../src/client/features/owner/lib/pending';
import type { OutboxEntry } from '../../../../src/client/offline/outbox';
import { ownerT } from './owner-words';
import type { PendingSubmission } from '../../../../src/shared/schemas/owner';

const submission = (id: string): PendingSubmission => ({
  _id: id,
  courseId: 'c1',
  courseName: 'Hillandale',
  name: `Restroom ${id}`,
  facilityType: 'permanent',
  gender: 'unisex',
  locationType: 'clubhouse',
  holeNumber: null,
  location: 'Clubhouse',
  submittedByName: 'Gary G.',
  submittedAt: '2025-06-03T12:00:00.000Z',
});

const entry = (
  id: string,
  status: OutboxEntry['status'],
  action: 'approve' | 'reject' = 'approve',
): OutboxEntry => ({
  id: `e-${id}`,
  userId: 'owner',
  kind: 'submission.decide',
  version: 1,
  params: { submissionId: id },
  body: { action, reason: '' },
  label: `Approve Restroom ${id}`,
  resourceKey: `submission:${id}`,
  status,
  attempts: 0,
  nextAttemptAt: 0,
  createdAt: 0,
});

describe('arrangePending (optimistic removal)', () => {
  it('takes a decided submission off the list at once and shows it as waiting to sync', () => {
    const arranged = arrangePending([submission('a'), submission('b')], [entry('a', 'pending')]);
    expect(arranged.open.map((s) => s._id)).toEqual(['b']);
    expect(arranged.syncing).toHaveLength(1);
    expect(arranged.syncing[0]).toMatchObject({ action: 'approve', submission: { _id: 'a' } });
    expect(arranged.failed).toEqual([]);
  });

  it('counts a sending entry as waiting, and keeps it after the server list dropped it', () => {
    const arranged = arrangePending([submission('b')], [entry('a', 'sending', 'reject')]);
    expect(arranged.open.map((s) => s._id)).toEqual(['b']);
    expect(arranged.syncing[0]).toMatchObject({ action: 'reject', submission: undefined });
  });

  it('shows a refused decision apart, so it can be retried or discarded, not offered again', () => {
    const arranged = arrangePending(
      [submission('a')],
      [{ ...entry('a', 'failed'), error: 'Already reviewed' }],
    );
    expect(arranged.open).toEqual([]);
    expect(arranged.failed[0]!.entry.error).toBe('Already reviewed');
  });

  it('ignores other kinds of writes', () => {
    const other: OutboxEntry = {
      ...entry('a', 'pending'),
      kind: 'review.create',
      params: { restroomId: 'a' },
      body: { rating: 4 },
      resourceKey: 'review:a',
    };
    expect(arrangePending([submission('a')], [other]).open).toHaveLength(1);
  });
});

describe('review rules (docs/product.md §5)', () => {
  it('needs a reason that is not blank after trimming to reject', () => {
    expect(canConfirmDecision('reject', '', false)).toBe(false);
    expect(canConfirmDecision('reject', '   \n ', false)).toBe(false);
    expect(canConfirmDecision('reject', ' closed ', false)).toBe(true);
  });

  it('approves without notes, and confirms nothing while a request is in progress', () => {
    expect(canConfirmDecision('approve', '', false)).toBe(true);
    expect(canConfirmDecision('approve', '', true)).toBe(false);
    expect(canConfirmDecision('reject', 'closed', true)).toBe(false);
  });

  it('words the success as the spec does', () => {
    const t = ownerT();
    expect(decisionSuccessMessage(t, 'approve')).toBe('Submission approved successfully');
    expect(decisionSuccessMessage(t, 'reject')).toBe('Submission rejected successfully');
  });
});
