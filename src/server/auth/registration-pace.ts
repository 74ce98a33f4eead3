/**
 * How long a new registration takes lately after its account row, so that refusing a taken address
 * takes as long (docs/product.md §4). Both hash the password and try the insert; a new account then
 * writes its verification link and its session (five statements) where a refusal counts a mail and
 * reads the owner: on the embedded database the refusal answered in 62 ms against 88 ms, which told
 * anyone timing it which addresses have an account. The refusal waits out the difference. Only that
 * part is measured: the hash's time, which varies most with load, is the same on both paths.
 */
import { setTimeout as sleep } from 'node:timers/promises';

/** Recent registrations kept: the median of the last few follows the machine's load. */
const SAMPLES = 15;

export interface RegistrationPace {
  /** A new registration took `ms` from its account row to its answer. */
  record(ms: number): void;
  /** Waits until the refusal's part that started at `startedAt` (performance.now()) took as long. */
  waitOut(startedAt: number): Promise<void>;
}

export function createRegistrationPace(): RegistrationPace {
  const recent: number[] = [];
  return {
    record(ms) {
      recent.push(ms);
      if (recent.length > SAMPLES) recent.shift();
    },
    async waitOut(startedAt) {
      if (recent.length === 0) return;
      const sorted = [...recent].sort((a, b) => a - b);
      const usual = sorted[Math.floor(sorted.length / 2)] ?? 0;
      const left = usual - (performance.now() - startedAt);
      if (left > 0) await sleep(left);
    },
  };
}
