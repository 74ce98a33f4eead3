// @vitest-environment happy-dom
/**
 * Issue 15 on the restroom card (docs/product.md §10): usable now or not and why, the golfers'
 * reports with how long ago and how many, access, season and freshness; "Still here and OK" and a
 * report through the outbox, shown at once; reports that have expired by the time the device looks
 * are gone from the card even from an old copy.
 */
import { act, render, screen, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import { db } from '../../../../src/client/offline/db';
import { queueWrite } from '../../../../src/client/offline/outbox';
import type { Restroom } from '../../../../src/shared/schemas/restrooms';
import {
  cardHandlers,
  CourseScreen,
  golferOutboxPerTest,
  newClient,
  restroom,
  wrapperWith,
} from './fixtures';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

golferOutboxPerTest();

// The screen is judged at cardHandlers.now: 2026-11-13 12:00 UTC.
const minutesBefore = (minutes: number) =>
  new Date(cardHandlers.now.getTime() - minutes * 60_000).toISOString();
const hoursAfter = (hours: number) => new Date(cardHandlers.now.getTime() + hours * 3_600_000).toISOString();

const withReports = (
  n: number,
  reports: Restroom['activeReports'],
  extra: Partial<Restroom> = {},
): Restroom => ({
  ...restroom(n),
  activeReports: reports,
  ...extra,
});

const card = (name: string) => screen.findByRole('listitem', { name });

it('says it is usable, who may use it, its season and how fresh that is', async () => {
  const room = withReports(1, [], {
    access: 'players',
    season: 'year_round',
    lastConfirmedAt: '2026-11-10T09:00:00.000Z',
    ownerConfirmedAt: '2026-11-10T09:00:00.000Z',
  });
  render(<CourseScreen restrooms={[room]} />, { wrapper: wrapperWith(newClient()) });
  const shown = await card(room.name);
  // For whom, beside the verdict (issue 38).
  expect(within(shown).getByText('Usable now · players only')).toBeTruthy();
  expect(within(shown).getByText('Players only · Open all year · Owner confirmed 3 days ago')).toBeTruthy();
});

it('puts a blocking report first and says why it cannot be used; an expired report is gone', async () => {
  const locked = withReports(1, [
    { kind: 'no_paper', count: 1, lastReportedAt: minutesBefore(10), expiresAt: hoursAfter(3) },
    { kind: 'locked', count: 2, lastReportedAt: minutesBefore(40), expiresAt: hoursAfter(20) },
  ]);
  const expired = withReports(2, [
    // Saved on the device this morning; it expired an hour ago.
    { kind: 'locked', count: 1, lastReportedAt: minutesBefore(25 * 60), expiresAt: hoursAfter(-1) },
  ]);
  const winter = withReports(3, [], { season: 'seasonal', openMonths: [4, 5, 6, 7, 8, 9, 10] });
  render(<CourseScreen restrooms={[locked, expired, winter]} />, { wrapper: wrapperWith(newClient()) });

  const first = await card(locked.name);
  expect(within(first).getByText('Not usable now: Locked')).toBeTruthy();
  const reports = within(within(first).getByRole('list', { name: 'Reported problems' })).getAllByRole(
    'listitem',
  );
  expect(reports.map((item) => item.textContent)).toEqual([
    'Locked · reported 40 min ago · 2 golfers',
    'Out of paper · reported 10 min ago · 1 golfer',
  ]);
  const second = await card(expired.name);
  expect(within(second).getByText(/^Usable now · /)).toBeTruthy();
  expect(within(second).queryByRole('list', { name: 'Reported problems' })).toBeNull();
  const third = await card(winter.name);
  // Judged by the hours engine once its chunk loads: the season, in the course's time.
  expect(
    await within(third).findByText('Not usable now: Closed for the season · opens in April'),
  ).toBeTruthy();
  expect(within(third).getByText(/Open Apr–Oct/)).toBeTruthy();
});

it("judges its hours in the course's time when drawn: open until, closing soon, closed until, and spring", async () => {
  // 2026-11-13 12:00 UTC is 07:00 on a Friday at the course (EST).
  const clubhouse = withReports(1, [], { openingHours: 'Mo-Su 06:00-19:00' });
  const closingSoon = withReports(2, [], { openingHours: 'Mo-Fr 06:00-07:20' });
  const shut = withReports(3, [], { openingHours: 'Mo-Su 08:00-19:00', openNow: true });
  render(<CourseScreen restrooms={[clubhouse, closingSoon, shut]} />, { wrapper: wrapperWith(newClient()) });
  const open = await card(clubhouse.name);
  expect(within(open).getByText(/^Usable now · /)).toBeTruthy();
  expect(await within(open).findByText(/^Open until 7:00\sPM$/)).toBeTruthy();
  expect(within(await card(closingSoon.name)).getByText('Closes in 20 min')).toBeTruthy();
  // The answer said open (saved yesterday evening); the engine, at 07:00, says it opens at 08:00.
  expect(within(await card(shut.name)).getByText(/^Not usable now: Closed · opens 8:00\sAM$/)).toBeTruthy();
});

it('says "Should be open again — not confirmed yet" when its season began this month and nobody confirmed it', async () => {
  const april = { ...cardHandlers, now: new Date('2026-04-03T14:00:00.000Z') };
  const hut = withReports(1, [], {
    season: 'seasonal',
    openMonths: [4, 5, 6, 7, 8, 9, 10],
    lastConfirmedAt: null,
  });
  const confirmed = withReports(2, [], {
    season: 'seasonal',
    openMonths: [4, 5, 6, 7, 8, 9, 10],
    lastConfirmedAt: '2026-04-02T10:00:00.000Z',
  });
  render(<CourseScreen restrooms={[hut, confirmed]} handlers={april} />, {
    wrapper: wrapperWith(newClient()),
  });
  const first = await card(hut.name);
  expect(within(first).getByText(/^Usable now · /)).toBeTruthy();
  expect(await within(first).findByText('Should be open again — not confirmed yet')).toBeTruthy();
  expect(
    within(await card(confirmed.name)).queryByText('Should be open again — not confirmed yet'),
  ).toBeNull();
});

it('"Still here and OK" is queued, settles the reports on the card at once, and says it waits to sync', async () => {
  const room = withReports(1, [
    { kind: 'locked', count: 1, lastReportedAt: minutesBefore(40), expiresAt: hoursAfter(20) },
    { kind: 'gone', count: 1, lastReportedAt: minutesBefore(30), expiresAt: null },
  ]);
  render(<CourseScreen restrooms={[room]} />, { wrapper: wrapperWith(newClient()) });
  const shown = await card(room.name);
  await act(async () => within(shown).getByRole('button', { name: 'Still here and OK' }).click());
  await expect
    .poll(async () => (await db.outbox.toArray()).map((e) => [e.kind, e.params]))
    .toEqual([['restroom.confirm', { restroomId: room._id }]]);
  // "Gone" waits for the owner; the lock is settled by the confirmation.
  await expect
    .poll(() =>
      within(shown)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    )
    .toEqual([expect.stringMatching(/^Gone \(removed\) ·/)]);
  expect(within(shown).getByText('Pending sync')).toBeTruthy();
});

it('a queued report shows on the card before the server has it', async () => {
  const room = withReports(1, []);
  await queueWrite('report.create', {
    params: { restroomId: room._id },
    body: { kind: 'out_of_order', note: 'cistern broken' },
    subject: 'Report',
  });
  render(<CourseScreen restrooms={[room]} />, { wrapper: wrapperWith(newClient()) });
  const shown = await card(room.name);
  // One voice, the golfer's own: a warning until a second golfer or the owner says so (§13).
  expect(
    await within(shown).findByText('Maybe not usable: 1 golfer reported it out of order just now'),
  ).toBeTruthy();
});
