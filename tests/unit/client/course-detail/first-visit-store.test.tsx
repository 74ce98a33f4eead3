// @vitest-environment happy-dom
/**
 * A first visit opens a course without creating the device store (issue 7): the saved-copy reads
 * answer null from the browser's list of databases, and the "saved for offline" state watches the
 * store only once something in the tab opens it.
 */
import 'fake-indexeddb/auto';
import { act } from 'react';
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DATABASE_NAME, db } from '../../../../src/client/offline/db';
import {
  readCourseCopy,
  readRestroomsCopy,
  saveCourseCopy,
} from '../../../../src/client/features/course-detail/api/detail-store';
import { useSavedCourse } from '../../../../src/client/features/offline-maps/hooks/use-live';
import type { Course } from '../../../../src/shared/schemas/courses';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const storeExists = async () =>
  (await indexedDB.databases()).some((database) => database.name === DATABASE_NAME);

const COURSE = {
  _id: 'c1',
  name: 'Pinehurst No. 2',
  address: '1 Carolina Vista Dr',
  city: 'Pinehurst',
  state: 'NC',
  zipCode: '28374',
  latitude: 35.19,
  longitude: -79.47,
  averageRating: 0,
  totalReviews: 0,
  totalRestrooms: 0,
  verifiedRestrooms: 0,
} as unknown as Course;

beforeEach(async () => {
  await db.delete({ disableAutoOpen: false });
  expect(await storeExists()).toBe(false);
});
afterEach(() => {
  cleanup();
});

describe('the course detail on a device without the store', () => {
  it('reads no saved copy and leaves the store uncreated', async () => {
    expect(await readCourseCopy('c1')).toBeNull();
    expect(await readRestroomsCopy('c1')).toBeNull();
    expect(await storeExists()).toBe(false);
  });

  it('reads the copy once one has been saved', async () => {
    await saveCourseCopy(COURSE);
    expect(await storeExists()).toBe(true);
    expect(await readCourseCopy('c1')).toMatchObject({ _id: 'c1', name: 'Pinehurst No. 2' });
  });
});

describe('useSavedCourse', () => {
  it('answers "not saved" without creating the store, and follows a save made afterwards', async () => {
    const { result } = renderHook(() => useSavedCourse('c1'));
    await waitFor(() => expect(result.current).toBeNull());
    expect(await storeExists()).toBe(false);

    await act(async () => {
      await db.savedCourses.put({
        courseId: 'c1',
        name: 'Pinehurst No. 2',
        bytes: 10,
        resources: 1,
        savedAt: 1,
      });
    });
    await waitFor(() => expect(result.current).toMatchObject({ courseId: 'c1', bytes: 10 }));
  });
});
