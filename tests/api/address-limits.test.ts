/**
 * Per-address limits (finding 5 of the attack on the landed build: public reads and registration
 * had none). Requests arrive from a socket address (helpers/auth fromSocket), as through the Node
 * server; the counters are the shared database ones.
 */
import { expect, it } from 'vitest';
import { ADDRESS_LIMITS, LOCATION_READ_WEIGHT } from '../../src/server/auth/address-limits';
import { buildApp } from './helpers/app';
import { errorOf, fromSocket, postJson, uniqueEmail } from './helpers/auth';
import { describeEachDatabase } from './helpers/databases';
import { awayFromWindowEdge } from './helpers/rate-limit-windows';
import { createCourse } from './helpers/restrooms';

const READS_LIMITED = {
  status: 429,
  message: 'Too many requests from your network. Please wait a minute and try again.',
};

describeEachDatabase('per-address limits', (getCtx) => {
  it('limits reads per address per minute, a location query counting as several; health is exempt', async () => {
    await awayFromWindowEdge(ADDRESS_LIMITS.reads.windowSeconds, 5);
    const ctx = getCtx();
    const app = buildApp(ctx.handle, { config: { addressRateLimits: { reads: 20 } } });
    const course = await createCourse(ctx.db, 'Read Limit Links');
    const get = (url: string, address = '203.0.113.5') => app.request(url, {}, fromSocket(address));
    for (let i = 0; i < 15; i += 1) expect((await get(`/api/courses/${course.id}`)).status).toBe(200);
    // 15 + 5 = 20: the location query fits; the next one does not.
    expect((await get('/api/courses?latitude=35.2&longitude=-79.4&radius=1000&limit=100')).status).toBe(200);
    const refused = await get(`/api/courses/${course.id}`);
    expect(await errorOf(refused)).toEqual(READS_LIMITED);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    expect((await get('/api/health/live')).status).toBe(200);
    expect((await get(`/api/courses/${course.id}`, '198.51.100.7')).status).toBe(200);
    expect(LOCATION_READ_WEIGHT).toBe(5);
  });

  it('limits registrations per address (20 an hour by default), wherever they come from within a /64', async () => {
    await awayFromWindowEdge(ADDRESS_LIMITS.registrations.windowSeconds);
    const ctx = getCtx();
    const statuses: number[] = [];
    for (let i = 0; i <= ADDRESS_LIMITS.registrations.limit; i += 1) {
      const res = await ctx.app.request(
        '/api/auth/register',
        postJson({
          firstName: 'Bulk',
          lastName: 'Account',
          email: uniqueEmail('bulk'),
          password: 'bulk-pass-1',
        }),
        fromSocket(`2001:db8:5:5:${(i + 1).toString(16)}::9`),
      );
      statuses.push(res.status);
    }
    expect(statuses.slice(0, ADDRESS_LIMITS.registrations.limit).every((s) => s === 201)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    expect(ADDRESS_LIMITS.registrations.limit).toBe(20);
  }, 60_000);

  it('turns a limit off with 0', async () => {
    const ctx = getCtx();
    const app = buildApp(ctx.handle, { config: { addressRateLimits: { reads: 0 } } });
    for (let i = 0; i < 30; i += 1) {
      expect((await app.request('/api/stats/public', {}, fromSocket('203.0.113.77'))).status).toBe(200);
    }
  });
});
