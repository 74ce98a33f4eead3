// @vitest-environment happy-dom
/**
 * The untranslated-text check (issue 39) of the account screens, the landing page and the golfer's
 * dashboard: each is drawn, through the app's own routes, in the pseudo-locale (every catalogue
 * message accented letter by letter), and any Latin word left on screen or in a label a screen
 * reader reads is a text outside the catalogues. The forms are submitted empty or wrong, so their
 * field messages (the shared schema's English) are checked too. The server is answered at the
 * network (fetch), with data a golfer would see: those names are allowed words.
 */
import { act } from 'react';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { routes } from '../../../../src/client/app/routes';
import { SessionProvider } from '../../../../src/client/features/auth';
import { LogoutDialog } from '../../../../src/client/features/auth/components/logout-dialog';
import { rememberUser, storeTokens } from '../../../../src/client/session';
import { getToasts, resetToasts } from '../../../../src/client/lib/toast/toast-store';
import type { User } from '../../../../src/shared/schemas/auth';
import { restroom } from '../course-detail/fixtures';
import { englishLeft, pseudoText, showEnglish, showPseudoLocale } from './pseudo';
import { answerByPath } from './screens';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const USER: User = {
  _id: '0b5c1f52-7a8e-4a0b-9a59-2f8d3c1e0b01',
  email: 'ada@example.com',
  role: 'regular',
  firstName: 'Ada',
  lastName: 'Lovelace',
  emailVerified: false,
  hasPassword: true,
};
const COURSE = '0b5c1f52-7a8e-4a0b-9a59-2f8d3c1e0b02';

/**
 * Data on the screens (names, an address, a review, a date the browser's Intl writes in the
 * locale's own words), not the app's words.
 */
const DATA =
  /Ada|Lovelace|ada@example\.com|Pine Hollow Golf Club|Pinehurst No\. 2|Halfway Hut|Spotless and stocked|Nov/g;

const review = {
  _id: '0b5c1f52-7a8e-4a0b-9a59-2f8d3c1e0b03',
  restroomId: '0b5c1f52-7a8e-4a0b-9a59-2f8d3c1e0b04',
  userId: USER._id,
  rating: 5,
  comment: 'Spotless and stocked',
  createdAt: '2026-11-13T12:00:00.000Z',
  updatedAt: '2026-11-13T12:00:00.000Z',
  userName: 'Ada L.',
  restroomName: 'Halfway Hut',
  courseName: 'Pinehurst No. 2',
  courseId: COURSE,
};
const contribution = {
  ...restroom(1),
  courseId: COURSE,
  name: 'Halfway Hut',
  locationType: 'halfway-house',
  holeNumber: 9,
  status: 'rejected',
  submittedBy: USER._id,
  courseName: 'Pinehurst No. 2',
  rejectionReason: null,
  reviewedAt: '2026-11-14T12:00:00.000Z',
};

/** What the server answers, by path. */
const ANSWERS: Record<string, unknown> = {
  '/api/auth/google/status': { configured: true },
  '/api/stats/public': {
    stats: {
      totalCourses: 1204,
      totalCountries: 1,
      totalReviews: 310,
      totalUsers: 95,
      coursesWithRestroomAnswer: 1,
    },
  },
  '/api/users/profile': { user: USER },
  '/api/users/stats': {
    stats: {
      totalReviews: 1,
      averageRating: 5,
      restroomsAdded: 1,
      helpfulVotes: 2,
      answersGiven: 3,
      factsSettled: 0,
    },
  },
  '/api/users/reviews': { reviews: [review] },
  '/api/users/restrooms': { restrooms: [contribution] },
};

const serve = (answers: Record<string, unknown> = ANSWERS) => answerByPath(answers);

const settle = () =>
  act(async () => {
    for (let i = 0; i < 5; i += 1) await new Promise((resolve) => setTimeout(resolve, 0));
  });

/** The app's routes at `path`, in the pseudo-locale; waits for `shown` (a message's English). */
async function showAt(path: string, shown: string) {
  showPseudoLocale();
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <SessionProvider>
        <RouterProvider router={router} />
      </SessionProvider>
    </QueryClientProvider>,
  );
  await screen.findByText(pseudoText(shown), {}, { timeout: 5_000 });
  await settle();
  return view.container;
}

/** The toasts shown so far, as text. */
const toastTexts = () => getToasts().flatMap((item) => [item.title ?? '', item.description ?? '']);
const latinIn = (texts: string[]) => texts.join(' ').match(/[A-Za-z]{2,}/g) ?? [];

const submit = (label: string) => fireEvent.click(screen.getByRole('button', { name: pseudoText(label) }));

beforeEach(() => {
  localStorage.clear();
  resetToasts();
  serve();
});
afterEach(() => {
  cleanup();
  showEnglish();
  vi.unstubAllGlobals();
});

describe('account screens in the pseudo-locale (issue 39)', () => {
  it('sign-in, and its field messages, show no text outside the catalogues', async () => {
    const page = await showAt('/login', 'Welcome back');
    await screen.findByText(pseudoText('Or continue with email'));
    expect(englishLeft(page, DATA)).toEqual([]);

    submit('Sign In');
    await screen.findByText(pseudoText('Email is required'));
    expect(screen.getByText(pseudoText('Password is required'))).toBeTruthy();
    expect(englishLeft(page, DATA)).toEqual([]);

    fireEvent.change(screen.getByRole('textbox'), { target: { value: 'not-an-address' } });
    submit('Sign In');
    await screen.findByText(pseudoText('Please enter a valid email address'));
    expect(englishLeft(page, new RegExp(`${DATA.source}|not-an-address`, 'g'))).toEqual([]);
  });

  it('registration, its field messages and the terms toast show no text outside the catalogues', async () => {
    const page = await showAt('/register', 'Create your account');
    expect(englishLeft(page, DATA)).toEqual([]);

    submit('Create Account');
    await screen.findByText(pseudoText('First name is required'));
    expect(screen.getByText(pseudoText('Password is required'))).toBeTruthy();
    expect(englishLeft(page, DATA)).toEqual([]);
    expect(toastTexts()).toContain(
      pseudoText('You must agree to the Terms of Service and Privacy Policy to continue'),
    );
    expect(latinIn(toastTexts())).toEqual([]);
  });

  it('forgot password, a reset link without its token and a verification link without one', async () => {
    let page = await showAt('/forgot-password', 'Forgot your password?');
    submit('Send reset link');
    await screen.findByText(pseudoText('Email is required'));
    expect(englishLeft(page, DATA)).toEqual([]);
    cleanup();

    page = await showAt('/reset-password', 'Choose a new password');
    await screen.findByText(
      pseudoText('This link is incomplete. Please open the link from the email again.'),
    );
    expect(englishLeft(page, DATA)).toEqual([]);
    cleanup();

    page = await showAt('/verify-email', 'Confirm your email');
    await screen.findByText(
      pseudoText('This link is incomplete. Please open the link from the email again.'),
    );
    expect(englishLeft(page, DATA)).toEqual([]);
  });

  it('the social-login callback without a token says so in the catalogue’s words', async () => {
    await showAt('/auth/success', 'Sign in to your account');
    expect(toastTexts()).toContain(pseudoText('No authentication token received. Please try again.'));
    expect(latinIn(toastTexts())).toEqual([]);
  });

  it('the log-out question counts the unsent changes in the catalogue’s words', () => {
    showPseudoLocale();
    render(<LogoutDialog unsent={2} busy={false} onConfirm={() => undefined} onCancel={() => undefined} />);
    const dialog = screen.getByRole('alertdialog');
    expect(dialog.textContent).toContain('2');
    expect(englishLeft(dialog)).toEqual([]);
  });

  it('a path without a screen says so in the catalogue’s words', async () => {
    const page = await showAt('/no-such-page', 'Page Under Construction');
    expect(englishLeft(page)).toEqual([]);
  });
});

describe('the landing page in the pseudo-locale (issue 39)', () => {
  it('shows no text outside the catalogues, statistics included', async () => {
    const page = await showAt('/', 'Browse courses');
    await screen.findByTestId('stat-coverage');
    expect(englishLeft(page, DATA)).toEqual([]);
  });
});

describe("the golfer's dashboard in the pseudo-locale (issue 39)", () => {
  it('shows its numbers, tabs, achievements and account panel with no text outside the catalogues', async () => {
    storeTokens({ accessToken: 'a1', refreshToken: 'r1' });
    rememberUser(USER);
    const page = await showAt('/dashboard', "Welcome back! Here's your activity summary.");
    await screen.findByText('Spotless and stocked');
    expect(englishLeft(page, DATA)).toEqual([]);

    for (const tab of ['Contributions', 'Achievements']) {
      const trigger = screen.getByRole('tab', { name: pseudoText(tab) });
      fireEvent.mouseDown(trigger); // Radix selects a tab on mouse down
      await vi.waitFor(() => expect(trigger.getAttribute('aria-selected')).toBe('true'));
      await settle();
      expect(englishLeft(page, DATA)).toEqual([]);
      if (tab === 'Contributions')
        expect(screen.getByText(pseudoText('Halfway House'), { exact: false })).toBeTruthy();
    }
  });
});
