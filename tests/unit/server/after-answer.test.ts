/**
 * The work requests leave for after their answers (http/after-answer.ts): it starts after the
 * current turn of the event loop, idle() waits for it and for the work it starts, and a failure is
 * logged, never an unhandled rejection.
 */
import { Writable } from 'node:stream';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { createAfterAnswer } from '../../../src/server/http/after-answer';
import { createRegistrationPace } from '../../../src/server/auth/registration-pace';

function capture() {
  const lines: { msg: string }[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      lines.push(JSON.parse(chunk.toString('utf8')) as { msg: string });
      callback();
    },
  });
  return { logger: pino({ level: 'error' }, stream), lines };
}

describe('after-answer work', () => {
  it('starts after the current turn, and idle() waits for it and for what it starts', async () => {
    const { logger } = capture();
    const work = createAfterAnswer();
    const done: string[] = [];
    work.run('outer', logger, async () => {
      done.push('outer');
      work.run('inner', logger, async () => {
        await new Promise((resolve) => setTimeout(resolve, 30));
        done.push('inner');
      });
    });
    await Promise.resolve();
    expect(done).toEqual([]);
    expect(work.pending()).toBe(1);
    await work.idle();
    expect(done).toEqual(['outer', 'inner']);
    expect(work.pending()).toBe(0);
  });

  it('logs a failure instead of rejecting', async () => {
    const { logger, lines } = capture();
    const work = createAfterAnswer();
    work.run('sending "Reset"', logger, () => Promise.reject(new Error('smtp down')));
    await work.idle();
    expect(lines.map((line) => line.msg)).toEqual(['after the answer: sending "Reset" failed']);
  });
});

describe('registration pace', () => {
  it('makes a refusal wait out the median of recent registrations', async () => {
    const pace = createRegistrationPace();
    let started = performance.now();
    await pace.waitOut(started);
    expect(performance.now() - started).toBeLessThan(20);
    for (const ms of [40, 120, 120, 10, 130]) pace.record(ms);
    started = performance.now();
    await pace.waitOut(started);
    expect(performance.now() - started).toBeGreaterThanOrEqual(118);
  });
});
