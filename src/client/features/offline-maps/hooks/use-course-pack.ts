/**
 * The course pack on a course page (lib/course-pack.ts): once the golfer is at the course (they
 * said which hole they are on, or their position is on it), the course is saved for offline by
 * itself where the connection allows, or offered in one tap where it may cost data. The position is
 * read only when the permission is already granted (docs/decisions.md §6: never a prompt on load).
 */
import { keepStorage } from '../../../lib/storage';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { LatLng } from '../../../../shared/geo';
import { geolocationAlreadyGranted, getCurrentPosition } from '../../../lib/geolocation';
import { isOffline } from '../../../lib/network-status';
import { toast } from '../../../lib/toast';
import { currentConnection, isAtCourse, packDecision } from '../lib/course-pack';
import { formatBytes } from '../lib/format-bytes';
import { mapStyleUrls } from '../lib/map-styles';
import { declinePack, packDeclined, readPackMode } from '../lib/settings';
import type { SaveTarget } from '../lib/save-course';
import { useSavedCourse } from './use-live';

export interface CoursePackOptions {
  course: SaveTarget;
  /** Stores the course's restrooms and reviews (the course detail's own caches). */
  saveData: (signal: AbortSignal) => Promise<void>;
  /** The golfer has said which hole they are on here. */
  playing: boolean;
}

/** 'saved': by this page (the device store's answer may come a moment later). */
type Step = 'idle' | 'saving' | 'saved' | 'failed' | 'declined';

/** Where the golfer is, if the browser will say without asking; null until (or unless) it does. */
function usePositionIfGranted(courseId: string): LatLng | null {
  const [here, setHere] = useState<LatLng | null>(null);
  useEffect(() => {
    let current = true;
    void geolocationAlreadyGranted().then(async (granted) => {
      if (!granted) return;
      const position = await getCurrentPosition().catch(() => null);
      if (current && position) setHere(position);
    });
    return () => {
      current = false;
    };
  }, [courseId]);
  return here;
}

export function useCoursePack({ course, saveData, playing }: CoursePackOptions) {
  const saved = useSavedCourse(course._id);
  const here = usePositionIfGranted(course._id);
  const [step, setStep] = useState<Step>(() => (packDeclined(course._id) ? 'declined' : 'idle'));
  const running = useRef<AbortController | null>(null);
  const atCourse = playing || (here !== null && isAtCourse(here, course));
  // Only a course not saved yet: an "Update offline copy" stays the golfer's own choice.
  const decision = atCourse && saved === null ? packDecision(readPackMode(), currentConnection()) : 'none';

  const save = useCallback(async () => {
    if (running.current) return;
    const controller = new AbortController();
    running.current = controller;
    setStep('saving');
    try {
      const { saveWholeCourse } = await import('../lib/save-course');
      const result = await saveWholeCourse(course, mapStyleUrls(), saveData, controller.signal);
      keepStorage();
      setStep('saved');
      toast({
        title: 'Ready offline',
        description: `${course.name} is saved on this device (${formatBytes(result.bytes)}).`,
      });
    } catch {
      // Quietly: the golfer asked for nothing. The offer (or the next visit) tries again.
      if (!controller.signal.aborted) setStep('failed');
    } finally {
      running.current = null;
    }
  }, [course, saveData]);

  useEffect(() => {
    if (decision === 'save' && step === 'idle' && !isOffline()) void save();
  }, [decision, step, save]);
  useEffect(() => () => running.current?.abort(), []);

  const decline = useCallback(() => {
    declinePack(course._id);
    setStep('declined');
  }, [course._id]);

  return {
    /** Offer the save: the connection may cost data, or the automatic one failed. */
    offer: atCourse && saved === null && (decision === 'ask' ? step === 'idle' : step === 'failed'),
    saving: step === 'saving',
    save: () => void save(),
    decline,
  };
}
