/**
 * The course pack on a course page (lib/course-pack.ts): once the golfer is at the course (they
 * said which hole they are on, or their position is on it), the course is saved for offline by
 * itself where the connection allows, or offered in one tap where it may cost data. The position is
 * read only when the permission is already granted (docs/decisions.md §6: never a prompt on load).
 */
import { keepStorage } from '../../../lib/storage';
import { useCallback, useEffect, useRef, useState } from 'react';
import { isOffline } from '../../../lib/network-status';
import { toast } from '../../../lib/toast';
import { currentConnection, packDecision } from '../lib/course-pack';
import { useAtCourse } from './use-at-course';
import { formatBytes } from '../lib/format-bytes';
import { mapStyleUrls } from '../lib/map-styles';
import { declinePack, packDeclined, readPackMode } from '../lib/settings';
import type { SaveTarget } from '../lib/save-course';
import { outcomeText, type SaveOutcome } from '../lib/save-outcome';
import { useT } from '../../../lib/i18n/catalogue';
import offlineMaps from '../../../lib/i18n/catalogues/en/offline-maps';
import { useSavedCourse } from './use-live';

export interface CoursePackOptions {
  course: SaveTarget;
  /** Stores the course's restrooms and reviews (the course detail's own caches). */
  saveData: (signal: AbortSignal) => Promise<void>;
  /** The golfer has said which hole they are on here. */
  playing: boolean;
}

/** 'saved': by this page (the device store's answer may come a moment later). */
type Step = 'idle' | 'saving' | 'saved' | 'ended' | 'declined';

/** A save that did not end complete: what the card says, with a way to try again. */
export type PackEnd = Exclude<SaveOutcome, { kind: 'saved' }>;

export function useCoursePack({ course, saveData, playing }: CoursePackOptions) {
  const saved = useSavedCourse(course._id);
  const [step, setStep] = useState<Step>(() => (packDeclined(course._id) ? 'declined' : 'idle'));
  const [ended, setEnded] = useState<PackEnd | null>(null);
  const running = useRef<AbortController | null>(null);
  const atCourse = useAtCourse(course, playing);
  const t = useT(offlineMaps);
  // Only a course not saved yet: an "Update offline copy" stays the golfer's own choice.
  const decision = atCourse && saved === null ? packDecision(readPackMode(), currentConnection()) : 'none';

  // The card says what became of the save (and offers Retry); a toast says it where the card is not.
  const endWith = useCallback(
    (outcome: PackEnd) => {
      if (outcome.kind === 'partial') keepStorage();
      setEnded(outcome);
      setStep('ended');
      toast(outcomeText(outcome, course.name, t));
    },
    [course.name, t],
  );

  const save = useCallback(async () => {
    if (running.current) return;
    const controller = new AbortController();
    running.current = controller;
    setStep('saving');
    try {
      const { saveCourse, planCourseSave } = await import('../lib/save-course');
      const plan = () => planCourseSave(course, mapStyleUrls(), controller.signal);
      const outcome = await saveCourse(saveData, plan, controller.signal);
      if (outcome.kind === 'saved') {
        keepStorage();
        setStep('saved');
        toast({
          title: t('offlineMaps.readyOffline'),
          description: t('offlineMaps.readyText', { name: course.name, size: formatBytes(outcome.bytes) }),
        });
      } else endWith(outcome);
    } catch {
      // Cancelled (the page closed), or the device store failed: nothing of it is on the device.
      if (!controller.signal.aborted) endWith({ kind: 'failed', offline: isOffline() });
    } finally {
      running.current = null;
    }
  }, [course, saveData, endWith, t]);

  useEffect(() => {
    if (decision === 'save' && step === 'idle' && !isOffline()) void save();
  }, [decision, step, save]);
  useEffect(() => () => running.current?.abort(), []);

  const decline = useCallback(() => {
    declinePack(course._id);
    setStep('declined');
  }, [course._id]);

  return {
    /** Offer the save: the connection may cost data. */
    offer: atCourse && saved === null && decision === 'ask' && step === 'idle',
    /** How a save that did not end complete ended (shown until retried or declined). */
    ended: step === 'ended' && saved === null ? ended : null,
    saving: step === 'saving',
    save: () => void save(),
    decline,
  };
}
