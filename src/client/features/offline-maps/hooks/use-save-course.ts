/**
 * The "Save for offline" flow: plan (size estimate) → save (the course's restrooms and reviews, then
 * its map resources, with progress) → done, or cancelled at any point. With the map server out of
 * reach the restrooms and reviews can still be saved; a save that did not end complete says what is
 * on the device (lib/save-outcome.ts). The planner and downloader are
 * a chunk of their own (lib/save-course.ts), fetched when the dialog opens.
 */
import { keepStorage } from '../../../lib/storage';
import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from '../../../lib/toast';
import { formatBytes } from '../lib/format-bytes';
import { mapStyleUrls } from '../lib/map-styles';
import { isOffline } from '../../../lib/network-status';
import type { SavePlan, SaveTarget } from '../lib/save-course';
import { outcomeText, planFailureText, type SaveOutcome } from '../lib/save-outcome';
import { useT } from '../../../lib/i18n/catalogue';
import offlineMaps from '../../../lib/i18n/catalogues/en/offline-maps';

export type SaveState =
  | { step: 'idle' }
  | { step: 'planning' }
  | { step: 'ready'; plan: SavePlan }
  /** The map could not be planned (its server did not answer): the rest can still be saved. */
  | { step: 'no-map'; message: string }
  | { step: 'saving'; done: number; total: number }
  /** Saved without the map, or without part of it: said, with Retry. */
  | { step: 'partial'; title: string; message: string }
  | { step: 'failed'; message: string };

export interface SaveCourseOptions {
  course: SaveTarget;
  /** Stores the course's restrooms and reviews (the course detail's own caches). */
  saveData: (signal: AbortSignal) => Promise<void>;
}

const loadSaver = () => import('../lib/save-course');

export function useSaveCourse({ course, saveData }: SaveCourseOptions) {
  const [state, setState] = useState<SaveState>({ step: 'idle' });
  const running = useRef<AbortController | null>(null);
  const t = useT(offlineMaps);

  const begin = () => {
    running.current?.abort();
    const controller = new AbortController();
    running.current = controller;
    return controller.signal;
  };

  const plan = useCallback(async () => {
    const signal = begin();
    setState({ step: 'planning' });
    try {
      const { planCourseSave } = await loadSaver();
      // Every theme's style: a saved course is drawn in whichever theme is on when it is opened.
      const planned = await planCourseSave(course, mapStyleUrls(), signal);
      if (!signal.aborted) setState({ step: 'ready', plan: planned });
    } catch {
      if (signal.aborted) return;
      const offline = isOffline();
      setState({ step: offline ? 'failed' : 'no-map', message: planFailureText(offline, t) });
    }
  }, [course, t]);

  /** Saves the restrooms and reviews, then the planned map (null: without it). True when complete. */
  const start = useCallback(
    async (planned: SavePlan | null): Promise<boolean> => {
      keepStorage();
      const signal = begin();
      const total = (planned?.resources.length ?? 0) + 1; // + the restrooms and reviews
      setState({ step: 'saving', done: 0, total });
      let outcome: SaveOutcome;
      try {
        const { saveCourse } = await loadSaver();
        outcome = await saveCourse(saveData, planned, signal, ({ done }) =>
          setState({ step: 'saving', done: done + 1, total }),
        );
      } catch {
        if (signal.aborted) return false;
        outcome = { kind: 'failed', offline: isOffline() };
      }
      if (outcome.kind === 'saved') {
        setState({ step: 'idle' });
        toast({
          title: t('offlineMaps.saved'),
          description: t('offlineMaps.savedText', { name: course.name, size: formatBytes(outcome.bytes) }),
        });
        return true;
      }
      const { title, description } = outcomeText(outcome, course.name, t);
      setState(
        outcome.kind === 'partial'
          ? { step: 'partial', title, message: description }
          : { step: 'failed', message: description },
      );
      return false;
    },
    [course.name, saveData, t],
  );

  const cancel = useCallback(() => {
    const wasSaving = state.step === 'saving';
    running.current?.abort();
    running.current = null;
    setState({ step: 'idle' });
    if (wasSaving) toast({ title: t('offlineMaps.cancelled'), description: t('offlineMaps.cancelledText') });
  }, [state.step, t]);

  useEffect(() => () => running.current?.abort(), []);

  return { state, plan, start, cancel };
}
