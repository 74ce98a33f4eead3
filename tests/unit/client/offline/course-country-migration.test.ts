// @vitest-environment happy-dom
// Courses saved on the device before countries (issue 35) are US courses: when the new build opens
// the store (Dexie version 8) they get country US and their state's region code, as the server's
// migration gives its rows, so the offline country filter finds them.
import { Dexie } from 'dexie';
import { beforeAll, expect, it } from 'vitest';
import { DATABASE_NAME, db } from '../../../../src/client/offline/db';
import { answerCourseQueryLocally } from '../../../../src/client/offline/local-course-query';
import { course } from './fixtures';

beforeAll(async () => {
  await Dexie.delete(DATABASE_NAME);
  // The store as the previous build left it (version 7), with a course of that time.
  const old = new Dexie(DATABASE_NAME);
  old.version(7).stores({
    courses: '_id, state, name, [latitude+longitude], savedAt',
    courseQueries: 'key, fetchedAt',
    courseRestrooms: 'courseId',
    restroomReviews: 'restroomId',
    outbox: 'id, userId, resourceKey, createdAt',
    mapResources: 'url, lastUsedAt, *pins',
    mapResourceData: 'url',
    savedCourses: 'courseId, savedAt',
    session: 'key',
    drainLease: 'key',
    outboxReceipts: 'entryId, at',
  });
  const { country: _country, region: _region, ...before } = course('old', { name: 'Old Saved Course' });
  await old.table('courses').add({ ...before, savedAt: 1 });
  old.close();
});

it('gives a course stored before countries country US and its state region', async () => {
  const stored = await db.courses.get('old');
  expect(stored).toMatchObject({ country: 'US', state: 'NC', region: 'US-NC', name: 'Old Saved Course' });
  const found = answerCourseQueryLocally(await db.courses.toArray(), { country: 'US', region: 'US-NC' });
  expect(found.courses.map((c) => c._id)).toEqual(['old']);
});
