// @vitest-environment happy-dom
// Queued writes survive an app update: entries stored by the build before the write catalogue
// (Dexie version 5: a method and a path) are moved to typed params when the new build opens the
// store, and then sent where they always meant to go.
import { Dexie } from 'dexie';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_NAME, db } from '../../../../src/client/offline/db';
import { configureOutbox, drainOutbox, setOutboxUser } from '../../../../src/client/offline/outbox';
import { UNREADABLE_ENTRY } from '../../../../src/client/offline/outbox/migrations';
import { pathOf } from '../../../../src/client/offline/outbox/entry-meaning';

const legacy = (id: string, fields: Record<string, unknown>) => ({
  id,
  userId: 'golfer',
  label: `Write ${id}`,
  status: 'pending',
  attempts: 0,
  nextAttemptAt: 0,
  createdAt: Number(id.slice(1)),
  ...fields,
});

beforeAll(async () => {
  await Dexie.delete(DATABASE_NAME);
  // The store as the previous build left it: version 5, entries with a method and a path.
  const old = new Dexie(DATABASE_NAME);
  old
    .version(1)
    .stores({ courses: '_id, state, name, [latitude+longitude], savedAt', courseQueries: 'key, fetchedAt' });
  old.version(2).stores({
    courseRestrooms: 'courseId',
    restroomReviews: 'restroomId',
    outbox: 'id, userId, resourceKey, createdAt',
  });
  old.version(3).stores({
    mapResources: 'url, lastUsedAt, *pins',
    mapResourceData: 'url',
    savedCourses: 'courseId, savedAt',
  });
  old.version(4).stores({ session: 'key' });
  old.version(5).stores({ drainLease: 'key' });
  await old.table('outbox').bulkAdd([
    legacy('e1', {
      kind: 'restroom.create',
      method: 'POST',
      path: 'restrooms',
      body: {
        courseId: 'c1',
        name: 'Turn House',
        locationType: 'halfway-house',
        facilityType: 'permanent',
        gender: 'unisex',
        accessibility: false,
      },
      resourceKey: 'restroom-new:x',
    }),
    legacy('e2', {
      kind: 'feedback.set',
      method: 'POST',
      path: 'restrooms/r%2F1/feedback/invalid',
      resourceKey: 'feedback:r/1',
    }),
    legacy('e3', {
      kind: 'review.update',
      method: 'PUT',
      path: 'restrooms/reviews/rev-9',
      body: { rating: 2 },
      resourceKey: 'review:r1',
    }),
    legacy('e4', {
      kind: 'submission.review',
      method: 'PUT',
      path: 'owner/submissions/s1',
      body: { action: 'approve' },
      resourceKey: 'submission:s1',
    }),
    legacy('e5', { kind: 'course.paint', method: 'POST', path: 'paint', resourceKey: 'paint:1' }),
  ]);
  old.close();
});

describe('outbox migration to the write catalogue', () => {
  it('moves every readable entry to its kind, params and version, keeping its key and body', async () => {
    const entries = await db.outbox.orderBy('createdAt').toArray();
    expect(entries.map((e) => [e.id, e.kind, e.params, e.version])).toEqual([
      ['e1', 'restroom.submit', {}, 1],
      ['e2', 'feedback.set', { restroomId: 'r/1', value: 'invalid' }, 1],
      ['e3', 'review.update', { restroomId: 'r1', reviewId: 'rev-9' }, 1],
      ['e4', 'submission.decide', { submissionId: 's1' }, 1],
      ['e5', 'course.paint', {}, 1],
    ]);
    expect(entries.map((e) => pathOf(e))).toEqual([
      'restrooms',
      'restrooms/r%2F1/feedback/invalid',
      'restrooms/reviews/rev-9',
      'owner/submissions/s1',
      null,
    ]);
    expect(entries[2]!.body).toEqual({ rating: 2 });
    expect(entries.every((e) => !('path' in e) && !('method' in e))).toBe(true);
  });

  it('keeps an entry it cannot read, failed with a reason, for the golfer to discard', async () => {
    expect(await db.outbox.get('e5')).toMatchObject({ status: 'failed', error: UNREADABLE_ENTRY });
  });
});

describe('entries queued by the previous build, after the update', () => {
  const sent: { method: string; path: string; key: string | null; body: unknown }[] = [];
  const part = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');

  beforeAll(() => {
    configureOutbox({
      fetch: (async (input: RequestInfo | URL, init?: RequestInit) => {
        const request = new Request(input, init);
        const text = await request.text();
        sent.push({
          method: request.method,
          path: new URL(request.url).pathname,
          key: request.headers.get('Idempotency-Key'),
          body: text ? (JSON.parse(text) as unknown) : undefined,
        });
        return new Response(JSON.stringify({ success: true, data: {} }), { status: 200 });
      }) as typeof fetch,
      apiBase: 'http://api.test/api/',
      locks: () => undefined,
      isOnline: () => true,
      requestBackgroundSync: () => Promise.resolve(),
    });
    localStorage.setItem('accessToken', `${part({ alg: 'none' })}.${part({ userId: 'golfer' })}.sig`);
    localStorage.setItem('refreshToken', 'refresh-golfer');
  });

  afterAll(() => {
    setOutboxUser(null);
    configureOutbox(null);
  });

  it('are sent by this build where they always meant to go, under the key they were made with', async () => {
    setOutboxUser('golfer');
    await drainOutbox();
    expect(sent).toEqual([
      expect.objectContaining({ method: 'POST', path: '/api/restrooms', key: 'e1' }),
      { method: 'POST', path: '/api/restrooms/r%2F1/feedback/invalid', key: 'e2', body: undefined },
      { method: 'PUT', path: '/api/restrooms/reviews/rev-9', key: 'e3', body: { rating: 2 } },
      { method: 'PUT', path: '/api/owner/submissions/s1', key: 'e4', body: { action: 'approve' } },
    ]);
    // The one it could not read was never sent, and waits for the golfer.
    expect((await db.outbox.toArray()).map((e) => e.id)).toEqual(['e5']);
  });
});
