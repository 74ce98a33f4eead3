// @vitest-environment happy-dom
/**
 * The owner's queue laid over by their queued resolutions (docs/product.md §10, docs/decisions.md §6),
 * and its words: which rows stay open, which wait, which were refused; when a report clears itself.
 */
import { describe, expect, it } from 'vitest';
import {
  arrangeReports,
  clearsText,
  golfersText,
  resolveLabel,
  resolvedMessage,
} from '../../../../src/client/features/owner/lib/reports';
import type { OutboxEntry } from '../../../../src/client/offline/outbox';
import { ownerT } from './owner-words';
import type { OwnerReport } from '../../../../src/shared/schemas/reports';

const NOW = new Date('2026-06-01T12:00:00.000Z');
const HOUR = 3_600_000;

const report = (
  restroomId: string,
  kind: OwnerReport['kind'],
  id = `${restroomId}-${kind}`,
): OwnerReport => ({
  _id: id,
  reportIds: [id],
  restroomId,
  restroomName: `Restroom ${restroomId}`,
  courseId: 'c1',
  courseName: 'Hillandale',
  kind,
  count: 1,
  viaSign: 0,
  notes: [],
  firstReportedAt: new Date(NOW.getTime() - HOUR).toISOString(),
  lastReportedAt: new Date(NOW.getTime() - HOUR).toISOString(),
  expiresAt: kind === 'gone' ? null : new Date(NOW.getTime() + 3 * HOUR).toISOString(),
});

const resolve = (
  target: OwnerReport,
  resolution: 'fixed' | 'dismissed' | 'removed',
  status: OutboxEntry['status'] = 'pending',
): OutboxEntry => ({
  id: `e-${target._id}-${resolution}`,
  userId: 'owner',
  kind: 'report.resolve',
  version: 1,
  params: {
    reportId: target._id,
    restroomId: target.restroomId,
    courseId: target.courseId,
    kind: target.kind,
  },
  body: { resolution },
  label: `${resolution} ${target.restroomName}`,
  resourceKey: `status:${target.restroomId}`,
  status,
  attempts: 0,
  nextAttemptAt: 0,
  createdAt: 0,
});

describe('arrangeReports (optimistic removal)', () => {
  it('hides the restroom and kind a resolution waits for, even when a newer report renamed the group', () => {
    const locked = report('a', 'locked');
    const paper = report('a', 'no_paper');
    const newer = { ...locked, _id: 'newest-locked', count: 2 };
    const arranged = arrangeReports([newer, paper], [resolve(locked, 'fixed')], NOW);
    expect(arranged.open).toEqual([paper]);
    expect(arranged.syncing).toHaveLength(1);
    expect(arranged.syncing[0]?.report).toBe(newer);
    expect(arranged.failed).toEqual([]);
  });

  it('takes every report of a restroom being removed off the list', () => {
    const gone = report('a', 'gone');
    const arranged = arrangeReports(
      [gone, report('a', 'locked'), report('b', 'locked')],
      [resolve(gone, 'removed')],
      NOW,
    );
    expect(arranged.open.map((r) => r._id)).toEqual(['b-locked']);
  });

  it('shows a refused resolution apart, to retry or discard, not offered again', () => {
    const locked = report('a', 'locked');
    const arranged = arrangeReports(
      [locked],
      [{ ...resolve(locked, 'fixed', 'failed'), error: 'Already settled' }],
      NOW,
    );
    expect(arranged.open).toEqual([]);
    expect(arranged.syncing).toEqual([]);
    expect(arranged.failed[0]?.entry.error).toBe('Already settled');
  });

  it('drops a kept report that has expired since it was fetched, and ignores other writes', () => {
    const stale = { ...report('a', 'no_soap'), expiresAt: new Date(NOW.getTime() - 1).toISOString() };
    const other: OutboxEntry = {
      ...resolve(report('b', 'locked'), 'fixed'),
      kind: 'restroom.confirm',
      params: { restroomId: 'b' },
      body: undefined,
    };
    expect(arrangeReports([stale, report('b', 'locked')], [other], NOW).open.map((r) => r._id)).toEqual([
      'b-locked',
    ]);
  });
});

describe('the queue’s words', () => {
  it('says when a report clears itself; "gone" never does', () => {
    const inMs = (ms: number) => new Date(NOW.getTime() + ms).toISOString();
    const t = ownerT();
    expect(clearsText(t, null, NOW)).toBeNull();
    expect(clearsText(t, inMs(25 * 60_000), NOW)).toBe('clears itself in 25 min');
    expect(clearsText(t, inMs(3 * HOUR), NOW)).toBe('clears itself in 3 h');
    expect(clearsText(t, inMs(24 * HOUR), NOW)).toBe('clears itself in 24 h');
    expect(clearsText(t, inMs(40 * 24 * HOUR), NOW)).toBe('clears itself in 40 days');
  });

  it('counts golfers, names each action, and words the toasts as the server does', () => {
    const t = ownerT();
    expect([golfersText(t, 1), golfersText(t, 2)]).toEqual(['1 golfer', '2 golfers']);
    expect(golfersText(t, 3, 2)).toBe('3 golfers (2 by the door sign)');
    expect(golfersText(t, 2, 1)).toBe('2 golfers (1 by the door sign)');
    const locked = { kind: 'locked' as const, restroomName: 'Hole 5 Restroom' };
    const gone = { kind: 'gone' as const, restroomName: 'Hole 9 Restroom' };
    expect(resolveLabel(t, locked, 'fixed')).toBe('Mark Locked at Hole 5 Restroom as fixed');
    expect(resolveLabel(t, locked, 'dismissed')).toBe('Dismiss Locked at Hole 5 Restroom');
    expect(resolveLabel(t, gone, 'dismissed')).toBe('Mark Hole 9 Restroom as still there');
    expect(resolveLabel(t, gone, 'removed')).toBe('Remove Hole 9 Restroom');
    expect(['fixed', 'dismissed', 'removed'].map((r) => resolvedMessage(t, r as 'fixed'))).toEqual([
      'Report resolved',
      'Report dismissed',
      'Restroom removed',
    ]);
  });
});
