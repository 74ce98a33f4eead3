/**
 * Live reads of the map store and saved courses (Dexie liveQuery): a save, a removal or an eviction
 * in any tab updates every screen that shows them. `undefined` until the first answer.
 */
import { useEffect, useState } from 'react';
import { deviceStoreMayExist } from '../../../lib/device-store-exists';
import type { StoredSavedCourse } from '../../../offline/db';
import { loadStore, observeStore, type StoreModule } from '../../../offline/load-store';
import type { StoreUsage } from '../../../offline/stores/map-resources';

type TileStore = StoreModule<'mapResources'>;

function useLiveQuery<T>(
  query: (tiles: TileStore) => Promise<T>,
  key: string,
  whenNoStore?: T,
): T | undefined {
  const [value, setValue] = useState<{ key: string; value: T }>();
  useEffect(() => {
    let unsubscribe: (() => void) | undefined;
    let stopped = false;
    const subscribe = () => {
      if (stopped || unsubscribe) return;
      unsubscribe = observeStore(
        async () => {
          const tiles = await loadStore('mapResources');
          return () => query(tiles);
        },
        {
          next: (next) => setValue({ key, value: next }),
          error: () => undefined, // a store that cannot open: nothing to show, nothing to break
        },
      );
    };
    if (whenNoStore === undefined) subscribe();
    else
      // A device without the store has nothing saved: answer at once, and watch only once something
      // in this tab opens the store (creating it here would cost a first visit's first paint).
      void deviceStoreMayExist().then((exists) => {
        if (exists) return subscribe();
        if (!stopped) setValue({ key, value: whenNoStore });
        void loadStore('db').then(
          ({ whenStoreOpens }) => whenStoreOpens(subscribe),
          () => undefined,
        );
      });
    return () => {
      stopped = true;
      unsubscribe?.();
    };
    // The query is a closure over `key`; a new key is a new subscription.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return value?.key === key ? value.value : undefined;
}

export const useSavedCourses = (): StoredSavedCourse[] | undefined =>
  useLiveQuery((tiles) => tiles.listSavedCourses(), 'saved-courses');

export const useSavedCourse = (courseId: string): StoredSavedCourse | null | undefined =>
  useLiveQuery(
    async (tiles) => (await tiles.readSavedCourse(courseId)) ?? null,
    `saved-course:${courseId}`,
    null,
  );

export const useStoreUsage = (): StoreUsage | undefined =>
  useLiveQuery((tiles) => tiles.storeUsage(), 'store-usage');
