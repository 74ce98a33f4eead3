/**
 * The device store, loaded on first use: Dexie is about 30 KB gzip, and the course list can show
 * itself (and start its network request) without waiting for it.
 */
export const loadCourseStore = () => import('../../../offline/course-cache');

/** Runs a store write; a store that cannot be opened (private mode, quota) never fails a screen. */
export async function withCourseStore(
  write: (store: Awaited<ReturnType<typeof loadCourseStore>>) => Promise<unknown>,
): Promise<void> {
  try {
    await write(await loadCourseStore());
  } catch {
    // Not saved for offline use this time; the answer is still shown.
  }
}
