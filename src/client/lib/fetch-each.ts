/**
 * Background copies for the device store (a course's reviews, a list's restrooms): one request per
 * id, `parallel` at a time, an id already being fetched (`inFlight`, per kind of copy) skipped, and
 * no more requests once one got no answer (the rest would not get one either). A refusal of one id
 * skips only that id. Never fails: it is bookkeeping nobody waits for.
 */
import { isUnanswered } from './api';

export async function fetchEach(
  ids: readonly string[],
  { parallel, inFlight }: { parallel: number; inFlight: Set<string> },
  fetchOne: (id: string) => Promise<void>,
): Promise<void> {
  const queue = ids.filter((id) => !inFlight.has(id));
  let unanswered = false;
  const worker = async () => {
    for (let id = queue.shift(); id !== undefined && !unanswered; id = queue.shift()) {
      inFlight.add(id);
      try {
        await fetchOne(id);
      } catch (error) {
        if (isUnanswered(error)) unanswered = true;
      } finally {
        inFlight.delete(id);
      }
    }
  };
  await Promise.all(Array.from({ length: parallel }, worker));
}
