// @vitest-environment happy-dom
// The write catalogue (offline/outbox/writes.ts) end to end through the real drain on IndexedDB:
// accepted writes update the device's copies wherever they were sent, an edit queued behind a create
// that may have reached the server takes the review's id from the create's answer, and discarding
// a write takes what builds on it along.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { db } from '../../../../src/client/offline/db';
import {
  configureOutbox,
  discardEntry,
  drainOutbox,
  onWriteSynced,
  queueWrite,
  replacePendingBody,
  setOutboxUser,
} from '../../../../src/client/offline/outbox';
import { BASE_DISCARDED } from '../../../../src/client/offline/outbox/drain-core';
import { saveRestroomReviews } from '../../../../src/client/offline/stores/restroom-reviews';
import type { Review } from '../../../../src/shared/schemas/reviews';

const part = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');
const token = `${part({ alg: 'none' })}.${part({ userId: 'golfer' })}.sig`;
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const review = (id: string, rating: number, userId = 'golfer'): Review => ({
  _id: id,
  userId,
  userName: 'Gary G.',
  rating,
  comment: null,
  createdAt: '2026-11-23T10:00:00.000Z',
  restroomId: 'r1',
});

/** A tiny server: reviews by id; `lose` drops the next answer after doing the write. */
function server() {
  const state = { reviews: new Map<string, Review>(), lose: false, keys: new Map<string, Response>() };
  const sent: string[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = new Request(input, init);
    const path = new URL(request.url).pathname.replace('/api/', '');
    const key = request.headers.get('Idempotency-Key') ?? '';
    sent.push(`${request.method} ${path}`);
    const stored = state.keys.get(key);
    if (stored) return stored.clone();
    let answer: Response;
    if (request.method === 'POST' && path === 'restrooms/r1/reviews') {
      const body = (await request.json()) as { rating: number };
      const created = review(`rev-${state.reviews.size + 1}`, body.rating);
      state.reviews.set(created._id, created);
      answer = json({ success: true, data: { review: created } }, 201);
    } else if (request.method === 'PUT' && path.startsWith('restrooms/reviews/')) {
      const found = state.reviews.get(path.split('/').pop()!);
      if (!found) return json({ success: false, message: 'Review not found' }, 404);
      const updated = { ...found, rating: ((await request.json()) as { rating: number }).rating };
      state.reviews.set(updated._id, updated);
      answer = json({ success: true, data: { review: updated } });
    } else {
      return json({ success: false, message: 'Not found' }, 404);
    }
    state.keys.set(key, answer.clone());
    if (state.lose) {
      state.lose = false;
      throw new TypeError('Failed to fetch'); // done on the server, the answer lost on the way
    }
    return answer;
  };
  return { state, sent, fetch };
}

let api: ReturnType<typeof server>;

beforeEach(async () => {
  api = server();
  configureOutbox({
    fetch: api.fetch as typeof fetch,
    apiBase: 'http://api.test/api/',
    random: () => 0.5,
    locks: () => undefined,
    isOnline: () => true,
    requestBackgroundSync: () => Promise.resolve(),
  });
  await Promise.all([
    db.outbox.clear(),
    db.outboxReceipts.clear(),
    db.restroomReviews.clear(),
    db.session.clear(),
  ]);
  localStorage.setItem('accessToken', token);
  setOutboxUser('golfer');
  await drainOutbox();
});

afterEach(() => {
  setOutboxUser(null);
  configureOutbox(null);
});

const create = (rating: number) =>
  queueWrite('review.create', { params: { restroomId: 'r1' }, body: { rating }, subject: 'Review of r1' });

describe('write catalogue', () => {
  it("folds an accepted review into the device's copy of the restroom's reviews, with no screen open", async () => {
    await db.restroomReviews.put({
      restroomId: 'r1',
      reviews: [review('other', 2, 'someone')],
      fetchedAt: 0,
    });
    await create(5);
    await drainOutbox();
    const copy = await db.restroomReviews.get('r1');
    expect(copy!.reviews.map((r) => [r._id, r.rating])).toEqual([
      ['rev-1', 5],
      ['other', 2],
    ]);
  });

  it('tells the open pages of an accepted write before its entry leaves the outbox', async () => {
    // A page folds the answer into what it shows when it hears of it; were the entry gone first, its
    // overlay would be gone too and the page would show the old answer for a moment (chaos e2e).
    const seen: { inOutbox: boolean }[] = [];
    const stop = onWriteSynced((entry) => {
      void db.outbox.get(entry.id).then((stored) => seen.push({ inOutbox: stored !== undefined }));
    });
    try {
      await create(5);
      await drainOutbox();
      await expect.poll(() => seen.length).toBe(1);
      expect(seen).toEqual([{ inOutbox: true }]);
      expect(await db.outbox.count()).toBe(0);
    } finally {
      stop();
    }
  });

  it('keeps what an accepted write changed when an answer asked for before it arrives later', async () => {
    await db.restroomReviews.put({ restroomId: 'r1', reviews: [], fetchedAt: 0 });
    const askedAt = Date.now() - 1_000; // the screen asked, the answer is still on its way
    await create(4);
    await drainOutbox();
    await saveRestroomReviews('r1', [], askedAt); // the older answer lands
    expect((await db.restroomReviews.get('r1'))!.reviews.map((r) => r._id)).toEqual(['rev-1']);
    await saveRestroomReviews('r1', [review('rev-1', 4)]); // a newer answer is saved as usual
    expect((await db.restroomReviews.get('r1'))!.reviews).toHaveLength(1);
  });

  it('sends an edit of a review whose create may have arrived to the id the create gets', async () => {
    api.state.lose = true;
    const created = await create(3);
    await drainOutbox();
    expect(await db.outbox.get(created.id)).toMatchObject({ mayHaveArrived: true, attempts: 1 });
    // The create may be on the server: it is not sent again with another body...
    expect(await replacePendingBody(created.id, { rating: 1 })).toBe(false);
    // ...the edit goes behind it instead, and takes the id the create's answer brings.
    await queueWrite('review.update', {
      params: { restroomId: 'r1', reviewId: { fromEntry: created.id } },
      body: { rating: 1 },
      subject: 'Edit of r1',
    });
    await db.outbox.toCollection().modify({ nextAttemptAt: 0 });
    await drainOutbox();
    expect(api.sent).toEqual([
      'POST restrooms/r1/reviews',
      'POST restrooms/r1/reviews', // the same key: the server replays its answer
      'PUT restrooms/reviews/rev-1',
    ]);
    expect([...api.state.reviews.values()].map((r) => r.rating)).toEqual([1]);
    expect(await db.outbox.count()).toBe(0);
  });

  it('discards what builds on a discarded write, and fails an edit whose base is gone', async () => {
    configureOutbox({ isOnline: () => false }); // nothing is sent while the scene is set
    const created = await create(3);
    const edit = await queueWrite('review.update', {
      params: { restroomId: 'r1', reviewId: { fromEntry: created.id } },
      body: { rating: 1 },
      subject: 'Edit of r1',
    });
    await discardEntry(created.id);
    expect(await db.outbox.count()).toBe(0);

    // An edit left behind without its base (stored by an older build, say) fails with a reason.
    await db.outbox.add({ ...edit, id: 'orphan' });
    configureOutbox({ isOnline: () => true });
    await drainOutbox();
    expect(await db.outbox.get('orphan')).toMatchObject({ status: 'failed', error: BASE_DISCARDED });
    expect(api.sent).toEqual([]);
  });

  it('sends an edit queued just after its create reached the server to the id the server gave', async () => {
    // The screen still showed the review as pending when the golfer tapped (issue 21): the edit
    // names the create's entry, which the drain removed a moment before.
    const created = await create(3);
    await drainOutbox();
    expect(await db.outbox.get(created.id)).toBeUndefined();
    const edit = await queueWrite('review.update', {
      params: { restroomId: 'r1', reviewId: { fromEntry: created.id } },
      body: { rating: 5 },
      subject: 'Edit of r1',
    });
    expect(edit.params.reviewId).toBe('rev-1');
    await drainOutbox();
    expect(api.sent).toEqual(['POST restrooms/r1/reviews', 'PUT restrooms/reviews/rev-1']);
    expect([...api.state.reviews.values()].map((r) => r.rating)).toEqual([5]);
    expect(await db.outbox.count()).toBe(0);
  });
});
