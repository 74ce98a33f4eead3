// @vitest-environment happy-dom
/**
 * The untranslated-text check (issue 39) over the "Offline & sync" screen (features/sync, with the
 * offline maps' and the install sections) and the header's sync badge, drawn in the pseudo-locale
 * over a real device store holding a write in each state the screen explains: failed, waiting
 * behind a failed one, pending after a try without an answer, another account's, of no known
 * account. Entry labels and course names are data (written when the write was queued).
 */
import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SessionContext, type SessionValue } from '../../../../src/client/features/auth/session-context';
import { installSection } from '../../../../src/client/features/sync/install-section-slot';
import { SyncIndicator } from '../../../../src/client/features/sync/sync-indicator';
import { SyncPage } from '../../../../src/client/features/sync/sync-page';
import { db } from '../../../../src/client/offline/db';
import type { OutboxEntry } from '../../../../src/client/offline/outbox';
import { englishLeft, pseudoText, showEnglish, showPseudoLocale } from './pseudo';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const ME = '0b5c1f52-7a8e-4a0b-9a59-2f8d3c1e0a01';
const session: SessionValue = {
  user: { _id: ME, email: 'ada@example.com', role: 'regular', firstName: 'Ada', lastName: 'L.' },
  isLoading: false,
  signIn: () => undefined,
  signInWithTokens: async () => ({ status: 'signed-out' }),
  logout: async () => undefined,
};

/** Data on this screen: the writes' labels and the saved course's name. */
const DATA = /Pine Hollow|Mid Pines/g;
/** Intl's own words for the pseudo-locale's en-US (a date, a time): in German, Intl writes German. */
const INTL = /(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)(?= \d)|(?<=\d )(?:AM|PM)/g;
/** The byte symbols, the same in every language the app speaks (docs/decisions.md §9). */
const BYTES = /(?<=\d )[KMG]B/g;
const ALLOWED = new RegExp([DATA.source, INTL.source, BYTES.source].join('|'), 'g');

let n = 0;
const entry = (overrides: Partial<OutboxEntry>) =>
  ({
    id: `e${++n}`,
    userId: ME,
    kind: 'restroom.confirm',
    version: 1,
    params: { restroomId: `r${n}` },
    label: 'Pine Hollow',
    resourceKey: `restroom:r${n}`,
    status: 'pending',
    attempts: 0,
    nextAttemptAt: Date.now() + 60_000,
    createdAt: Date.UTC(2026, 10, 30, 6, n),
    ...overrides,
  }) as OutboxEntry;

beforeEach(async () => {
  await db.outbox.bulkAdd([
    entry({ resourceKey: 'restroom:a', status: 'failed', error: 'x', errorCode: 'base_discarded' }),
    entry({ resourceKey: 'restroom:a', label: 'Mid Pines' }),
    entry({ attempts: 1, error: 'Network Error', errorCode: 'network' }),
    entry({ status: 'sending' }),
    entry({ userId: '0b5c1f52-7a8e-4a0b-9a59-2f8d3c1e0a02' }),
    entry({ userId: '' }),
  ]);
  await db.savedCourses.put({
    courseId: 'c1',
    name: 'Pine Hollow',
    bytes: 3 << 20,
    resources: 9,
    savedAt: Date.now(),
  });
});

afterEach(async () => {
  cleanup();
  showEnglish();
  await Promise.all([db.outbox.clear(), db.savedCourses.clear()]);
});

function renderWithSession(children: ReactNode) {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <SessionContext.Provider value={session}>
        <MemoryRouter>{children}</MemoryRouter>
      </SessionContext.Provider>
    </QueryClientProvider>,
  );
}

describe('untranslated-text check: the sync screen', () => {
  it('shows every write, its state and its actions, the maps, units and install sections in the catalogues only', async () => {
    await installSection.load();
    showPseudoLocale();
    const { container } = renderWithSession(<SyncPage />);
    await screen.findByRole('list', { name: pseudoText('Your unsent changes') });
    await screen.findByRole('list', { name: pseudoText("Other accounts' unsent changes") });
    await screen.findByRole('list', { name: pseudoText('Saved courses') });
    expect(screen.getByRole('heading', { name: pseudoText('Install the app') })).toBeTruthy();
    // Each state said: failed (the device's reason), held back, last try without answer, sending.
    expect(
      screen.getByText(
        pseudoText('Failed: The change it builds on was discarded before it reached the server.'),
      ),
    ).toBeTruthy();
    expect(screen.getByText(pseudoText('Sending…'))).toBeTruthy();
    expect(englishLeft(container, ALLOWED)).toEqual([]);
  });

  it('says offline, and what that means, in the catalogues only', async () => {
    showPseudoLocale();
    const { container } = renderWithSession(<SyncPage />);
    await screen.findByRole('list', { name: pseudoText('Your unsent changes') });
    Object.defineProperty(navigator, 'onLine', { configurable: true, value: false });
    try {
      await act(async () => window.dispatchEvent(new Event('offline')));
      expect(screen.getByText(pseudoText('You are offline'))).toBeTruthy();
      expect(englishLeft(container, ALLOWED)).toEqual([]);
    } finally {
      Reflect.deleteProperty(navigator, 'onLine');
      await act(async () => window.dispatchEvent(new Event('online')));
    }
  });

  it("the header's sync badge counts in the catalogues only", async () => {
    showPseudoLocale();
    const { container } = renderWithSession(<SyncIndicator />);
    const badge = await screen.findByRole('link', { name: /^Šýñç: / });
    expect(badge.getAttribute('aria-label')).toBe(pseudoText('Sync: 1 failed'));
    expect(englishLeft(container)).toEqual([]);
  });
});
