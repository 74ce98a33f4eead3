/**
 * "Not now" on a quick question (docs/product.md §13): the course's questions rest for the round,
 * 8 hours on this device (lib/round-memory.ts ROUND_MEMORY_MS), under `questions-rest:{courseId}`.
 */
import { ROUND_MEMORY_MS } from '../../../lib/round-memory';
import { readStorage, writeStorage } from '../../../lib/storage';

const key = (courseId: string) => `questions-rest:${courseId}`;

export function questionsResting(courseId: string, now: Date): boolean {
  const at = Number(readStorage(key(courseId)));
  return Number.isFinite(at) && at > 0 && at <= now.getTime() && now.getTime() - at < ROUND_MEMORY_MS;
}

export function restQuestions(courseId: string, now: Date): void {
  writeStorage(key(courseId), String(now.getTime()));
}
