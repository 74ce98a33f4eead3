// @vitest-environment happy-dom
/**
 * The untranslated-text check of the owner's tools (issue 39, docs/decisions.md §9): the Analytics
 * tab (its course choice, sections and tables; the charts are images named by the catalogue), the
 * notification settings and this device's push states, the door sign's print page and the course
 * set-up, drawn in the pseudo-locale. Names of courses and restrooms are data.
 */
import type { ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SetupFormView } from '../../../../src/client/features/course-setup/components/setup-form-view';
import { SetupStatus } from '../../../../src/client/features/course-setup/components/setup-status';
import { newOnCourseRow, prefillSetup } from '../../../../src/client/features/course-setup/lib/setup-form';
import { AnalyticsPanel } from '../../../../src/client/features/owner/analytics/analytics-panel';
import { CoursePicker } from '../../../../src/client/features/owner/analytics/course-picker';
import {
  FixTimesTable,
  OpenProblemsTable,
  RatingsTable,
  WeeklyReportsTable,
} from '../../../../src/client/features/owner/analytics/tables';
import { DevicePush } from '../../../../src/client/features/owner/notifications/device-push';
import { NotificationsPanel } from '../../../../src/client/features/owner/notifications/notifications-panel';
import { SignPrintPage } from '../../../../src/client/features/owner/signs/sign-print-page';
import { db } from '../../../../src/client/offline/db';
import { setOutboxUser, type OutboxEntry } from '../../../../src/client/offline/outbox';
import { hoursProblem } from '../../../../src/shared/hours/engine';
import { ACCESS_NOTE_MAX } from '../../../../src/shared/restroom-constants';
import type { OwnerCourse } from '../../../../src/shared/schemas/owner';
import { englishLeft, pseudoText, showEnglish, showPseudoLocale } from './pseudo';
import { answerByPath, drawScreen, signedIn } from './screens';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const id = (n: number) => `6b0e8a4c-2f1b-4c7a-9e3d-8b6f1a2c${String(n).padStart(4, '0')}`;
const USER = id(1);
const courses: OwnerCourse[] = [0, 1].map((n) => ({
  _id: id(10 + n),
  name: `Course ${n}`,
  city: 'Durham',
  state: 'NC',
  country: 'US',
  averageRating: 4,
  totalRestrooms: 1,
  totalReviews: 1,
}));

const DATA = /Course \d+|Hole \d+ Restroom|Clubhouse Main|https?:\/\/\S+|Mo-Su \d\d:\d\d-\d\d:\d\d/g;
/** What Intl writes in the test's en-US locale: months. */
const INTL = /(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)(?= \d)/g;
const allowed = new RegExp(`${DATA.source}|${INTL.source}`, 'g');
const left = () => englishLeft(document.body, allowed);

const stubApi = (answers: Record<string, unknown>) => answerByPath(answers);
const draw = (ui: ReactNode, at = '/') =>
  drawScreen(ui, {
    session: signedIn({
      _id: USER,
      email: 'o@example.com',
      role: 'course_owner',
      firstName: 'O',
      lastName: 'O',
    }),
    at,
  });

const queued = (status: OutboxEntry['status']): OutboxEntry =>
  ({
    id: `e-${status}`,
    userId: USER,
    kind: 'course.setup',
    version: 1,
    params: { courseId: courses[0]!._id, courseName: 'Course 0' },
    body: {},
    label: 'Course 0',
    resourceKey: 'setup',
    status,
    attempts: 1,
    nextAttemptAt: 0,
    createdAt: 0,
  }) as OutboxEntry;

beforeEach(async () => {
  localStorage.clear();
  await db.outbox.clear();
  setOutboxUser(USER);
  showPseudoLocale();
});

afterEach(() => {
  cleanup();
  setOutboxUser(null);
  showEnglish();
  vi.unstubAllGlobals();
});

describe('owner tools in the pseudo-locale', () => {
  it('Analytics: course and period, the four sections with nothing to chart, and no course yet', async () => {
    stubApi({
      '/api/owner/analytics': {
        analytics: {
          courseId: courses[0]!._id,
          courseName: 'Course 0',
          days: 30,
          asOf: '2026-11-30T00:00:00.000Z',
          openProblems: [],
          fixTimes: [],
          weeks: [],
          reportsPerWeek: [],
          ratings: [],
        },
      },
    });
    draw(<AnalyticsPanel courses={courses} />);
    await screen.findByText(pseudoText('No reviews yet.'));
    expect(left()).toEqual([]);
    cleanup();
    draw(<AnalyticsPanel courses={[]} />);
    expect(left()).toEqual([]);
  });

  it("Analytics' tables, in numbers and durations, and the admin's course search", async () => {
    const week = '2026-11-22T12:00:00.000Z';
    draw(
      <>
        <OpenProblemsTable
          problems={[
            {
              restroomId: id(2),
              restroomName: 'Hole 5 Restroom',
              kind: 'locked',
              reports: 2,
              since: week,
              ageSeconds: 90_000,
            },
          ]}
        />
        <FixTimesTable fixTimes={[{ kind: 'no_paper', fixes: 3, medianSeconds: 4000 }]} />
        <WeeklyReportsTable
          weeks={[week]}
          restrooms={[{ restroomId: id(2), restroomName: 'Clubhouse Main', counts: [1] }]}
        />
        <RatingsTable ratings={[{ weekStart: week, newReviews: 1, totalReviews: 4, averageRating: null }]} />
        <CoursePicker value={null} onChange={() => undefined} />
      </>,
    );
    fireEvent.change(screen.getByRole('combobox'), { target: { value: 'H' } });
    await screen.findByText(pseudoText('Type 2 letters or more of the course’s name.'));
    expect(left()).toEqual([]);
  });

  it('the notification settings: this device, a course, a change waiting and one refused', async () => {
    stubApi({
      '/api/owner/notification-settings': {
        settings: [
          {
            courseId: courses[0]!._id,
            courseName: 'Course 0',
            email: { alerts: true, digest: false },
            push: { alerts: true },
          },
        ],
        pushPublicKey: null,
      },
    });
    await db.outbox.bulkAdd(
      (['pending', 'failed'] as const).map((status) => ({
        ...queued(status),
        kind: 'notifications.set',
        params: { courseId: courses[status === 'pending' ? 0 : 1]!._id },
        body: { courseId: courses[0]!._id, email: { alerts: false, digest: false }, push: { alerts: true } },
      })) as OutboxEntry[],
    );
    draw(<NotificationsPanel userId={USER} />);
    await screen.findByText(pseudoText('E-mail me at once about blocking problems'));
    await screen.findByText(pseudoText('The server did not save these settings.'));
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).not.toBe(pseudoText('Checking this device…')),
    );
    expect(left()).toEqual([]);
  });

  it("this device's push states each say what to do", async () => {
    vi.stubGlobal('PushManager', function PushManager() {});
    for (const permission of ['default', 'denied'] as const) {
      vi.stubGlobal('Notification', { permission });
      Object.defineProperty(navigator, 'serviceWorker', {
        configurable: true,
        value: {
          getRegistration: () =>
            Promise.resolve({ pushManager: { getSubscription: () => Promise.resolve(null) } }),
        },
      });
      draw(<DevicePush userId={USER} publicKey={`B${'A'.repeat(85)}`} />);
      await waitFor(() =>
        expect(screen.getByRole('status').textContent).not.toBe(pseudoText('Checking this device…')),
      );
      expect(left()).toEqual([]);
      cleanup();
    }
  });

  it("the door sign's print page, before and after the sign is made", async () => {
    const sign = {
      restroomId: id(3),
      restroomName: 'Hole 5 Restroom',
      locationType: 'on-course',
      holeNumber: 5,
      courseId: courses[0]!._id,
      courseName: 'Course 0',
    };
    const path = `/api/owner/restrooms/${id(3)}/sign`;
    for (const made of [false, true]) {
      stubApi({
        [path]: {
          sign: made
            ? {
                ...sign,
                code: 'c'.repeat(44),
                url: `https://fairway.test/r/${'c'.repeat(44)}`,
                issuedAt: '2026-11-01T00:00:00.000Z',
              }
            : { ...sign, code: null, url: null, issuedAt: null },
        },
      });
      draw(
        <Routes>
          <Route path="/owner-dashboard/signs/:restroomId" element={<SignPrintPage />} />
        </Routes>,
        `/owner-dashboard/signs/${id(3)}`,
      );
      await screen.findByRole('button', { name: pseudoText(made ? 'Replace the code' : 'Make the sign') });
      if (made) await screen.findByText(pseudoText('Problem here?'));
      expect(left()).toEqual([]);
      cleanup();
    }
  });

  it('the course set-up: the three places, a row on the course, its hints and both states of a save', () => {
    const form = prefillSetup([], {
      clubhouseRestroom: 'no',
      onCourseRestrooms: 'yes',
      disputed: [],
    } as never);
    draw(
      <>
        <SetupStatus entry={queued('pending')} />
        <SetupStatus entry={queued('failed')} />
        <SetupFormView
          initial={{ ...form, onCourse: [newOnCourseRow(), newOnCourseRow(7)] }}
          facts={undefined}
          onSave={async () => undefined}
        />
      </>,
    );
    fireEvent.click(screen.getAllByRole('radio')[0] as HTMLElement);
    expect(left()).toEqual([]);
  });

  it("the set-up's field messages: the schema's, then the hours library's", async () => {
    const BAD_HOURS = 'Mo-Xx 25:00';
    // The `opening_hours` library's own reason stays as it wrote it (docs/decisions.md §9).
    const reason = (hoursProblem(BAD_HOURS) ?? '').replace(/^[^:]*: /, '');
    // The owner's hours (in the row's summary line) and the library's reason are data here.
    const quoted = [BAD_HOURS, reason].map((text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
    const leftHere = () => englishLeft(document.body, new RegExp([allowed.source, ...quoted].join('|'), 'g'));
    const form = prefillSetup([], undefined);
    const row = newOnCourseRow();
    draw(
      <SetupFormView
        initial={{
          ...form,
          clubhouse: {
            ...form.clubhouse,
            details: { ...form.clubhouse.details, accessNote: 'x'.repeat(ACCESS_NOTE_MAX + 1) },
          },
          onCourse: [{ ...row, details: { ...row.details, openingHours: BAD_HOURS } }],
        }}
        facts={undefined}
        onSave={async () => undefined}
      />,
    );
    const save = screen.getByRole('button', { name: pseudoText('Save the set-up') });
    fireEvent.click(save);
    await screen.findByText(pseudoText('Choose the hole'));
    screen.getByText(pseudoText('Choose portable or permanent'));
    screen.getByText(pseudoText(`Access note must be at most ${ACCESS_NOTE_MAX} characters`));
    expect(leftHere()).toEqual([]);

    fireEvent.change(screen.getByRole('combobox', { name: pseudoText('Hole') }), { target: { value: '7' } });
    fireEvent.click(screen.getByRole('radio', { name: pseudoText('Portable') }));
    fireEvent.change(screen.getByDisplayValue('x'.repeat(ACCESS_NOTE_MAX + 1)), { target: { value: '' } });
    fireEvent.click(save);
    await screen.findByText(pseudoText('Opening hours are not valid OpenStreetMap syntax: ') + reason);
    expect(leftHere()).toEqual([]);
  });
});
