/**
 * The "Save for offline" flow: plan (size estimate) → save (the course's restrooms and reviews, then
 * its map resources, with progress) → done, or cancelled at any point. The planner and downloader are
 * a chunk of their own (lib/save-course.ts), fetched when the dialog opens.
 */
import { keepStorage } from '../../../lib/storage';
import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from '../../../lib/toast';
import { formatBytes } from '../lib/format-bytes';
import { mapStyleUrls } from '../lib/map-styles';
import type { SavePlan, SaveTarget } from '../lib/save-course';

export type SaveState =
  | { step: 'idle' }
  | { step: 'planning' }
  | { step: 'ready'; plan: SavePlan }
  | { step: 'saving'; plan: SavePlan; done: number; total: number }
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
      if (!signal.aborted)
        setState({
          step: 'failed',
          message: 'The map could not be reached. Connect to the internet to save this course.',
        });
    }
  }, [course]);

  const start = useCallback(
    async (planned: SavePlan): Promise<boolean> => {
      keepStorage();
      const signal = begin();
      const total = planned.resources.length + 1; // + the restrooms and reviews
      setState({ step: 'saving', plan: planned, done: 0, total });
      try {
        await saveData(signal);
        setState({ step: 'saving', plan: planned, done: 1, total });
        const { downloadPlan } = await loadSaver();
        const result = await downloadPlan(planned, signal, ({ done }) =>
          setState({ step: 'saving', plan: planned, done: done + 1, total }),
        );
        setState({ step: 'idle' });
        toast({
          title: 'Saved for offline',
          description: `${planned.name} is ready to use with no signal (${formatBytes(result.bytes)}).`,
        });
        return true;
      } catch {
        if (signal.aborted) return false;
        setState({
          step: 'failed',
          message: 'The course could not be saved. Check your connection and try again.',
        });
        return false;
      }
    },
    [saveData],
  );

  const cancel = useCallback(() => {
    const wasSaving = state.step === 'saving';
    running.current?.abort();
    running.current = null;
    setState({ step: 'idle' });
    if (wasSaving) toast({ title: 'Save cancelled', description: 'Nothing more was downloaded.' });
  }, [state.step]);

  useEffect(() => () => running.current?.abort(), []);

  return { state, plan, start, cancel };
}
