// @vitest-environment happy-dom
/**
 * Queued writes in the golfer's language (issue 39, catalogue `writes`, offline/outbox/entry-words.ts):
 * what each entry is, said when shown from its kind, payload and `subject` (so a language switch
 * relabels the writes already waiting), and why the server refused one, by its `errorCode`. Drawn on
 * the sync screen, the course page's note, the owner's queued item and the set-up's status, over a
 * real device store. Restroom, course and submission names are data.
 */
import { act, render, renderHook, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { queueReview } from '../../../../src/client/features/course-detail/api/writes';
import { SyncNote } from '../../../../src/client/features/course-detail/components/sync-note';
import { SetupStatus } from '../../../../src/client/features/course-setup/components/setup-status';
import { QueuedItem } from '../../../../src/client/features/owner/components/queued-item';
import { PendingWritesSection } from '../../../../src/client/features/sync/pending-writes-section';
import { setActiveCatalogue } from '../../../../src/client/lib/i18n/catalogue';
import type { Message } from '../../../../src/client/lib/i18n/icu';
import german from '../../../../src/client/lib/i18n/catalogues/messages-de';
import spanish from '../../../../src/client/lib/i18n/catalogues/messages-es';
import { getToasts, resetToasts } from '../../../../src/client/lib/toast/toast-store';
import { useRefusedToasts } from '../../../../src/client/lib/use-refused-toasts';
import { db } from '../../../../src/client/offline/db';
import type { OutboxEntry } from '../../../../src/client/offline/outbox';
import { writeError, writeLabel } from '../../../../src/client/offline/outbox/entry-words';
import { WRITE_KINDS } from '../../../../src/client/offline/outbox/write-kinds';
import { GOLFER, golferOutboxPerTest, newClient, restroom, wrapperWith } from '../course-detail/fixtures';
import { englishLeft, showEnglish, showPseudoLocale } from './pseudo';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const show = (language: 'de' | 'es') =>
  setActiveCatalogue({
    language,
    locale: language === 'de' ? 'de-DE' : 'es-ES',
    messages: (language === 'de' ? german : spanish) as Record<string, Message>,
  });

let n = 0;
const entry = (overrides: Partial<OutboxEntry>) =>
  ({
    id: `w${++n}`,
    userId: GOLFER,
    kind: 'review.create',
    version: 1,
    params: { restroomId: `r${n}` },
    body: { rating: 4, comment: '' },
    subject: 'Clubhouse Main',
    resourceKey: `review:r${n}`,
    status: 'pending',
    attempts: 0,
    nextAttemptAt: Date.now() + 60_000,
    createdAt: Date.UTC(2026, 10, 30, 6, n),
    ...overrides,
  }) as OutboxEntry;

/** One entry of each kind, each naming 'Pine Hollow' where its words name something. */
const EVERY_KIND: Partial<OutboxEntry>[] = [
  { kind: 'restroom.submit', body: { name: 'Pine Hollow' } as never, subject: undefined },
  { kind: 'restroom.delete', subject: 'Pine Hollow' },
  { kind: 'feedback.set', params: { restroomId: 'r', value: 'invalid' }, subject: 'Pine Hollow' },
  { kind: 'feedback.clear', subject: 'Pine Hollow' },
  { kind: 'review.create', subject: 'Pine Hollow' },
  { kind: 'review.update', subject: 'Pine Hollow' },
  { kind: 'review.delete', subject: 'Pine Hollow' },
  { kind: 'restroom.confirm', subject: 'Pine Hollow' },
  { kind: 'report.create', body: { kind: 'no_soap' } as never, subject: 'Pine Hollow' },
  { kind: 'restroom.update', subject: 'Pine Hollow' },
  {
    kind: 'report.resolve',
    params: { reportId: 'p', restroomId: 'r', courseId: 'c', kind: 'locked' },
    body: { resolution: 'fixed' },
    subject: 'Pine Hollow',
  },
  {
    kind: 'answer.create',
    params: { courseId: 'c', questionId: 'soap:0b5c1f52-7a8e-4a0b-9a59-2f8d3c1e0c01' },
    body: { questionId: 'soap:0b5c1f52-7a8e-4a0b-9a59-2f8d3c1e0c01', answer: 'no' },
    subject: 'Pine Hollow',
  },
  { kind: 'submission.decide', body: { action: 'reject', reason: 'x' }, subject: 'Pine Hollow' },
  { kind: 'course.setup', params: { courseId: 'c', courseName: 'Pine Hollow' }, subject: undefined },
  { kind: 'notifications.set', params: { courseId: 'c' }, subject: 'Pine Hollow' },
  { kind: 'language.set', params: {}, body: { language: 'de' }, subject: undefined },
];

golferOutboxPerTest();
beforeEach(() => resetToasts());
afterEach(async () => {
  showEnglish();
  resetToasts();
  await db.outbox.clear();
});

describe('what a queued write is', () => {
  it('every kind has its words in the catalogues (pseudo-locale), the name being data', () => {
    expect(EVERY_KIND.map((over) => over.kind).sort()).toEqual([...WRITE_KINDS].sort());
    showPseudoLocale();
    const root = document.createElement('div');
    root.textContent = EVERY_KIND.map((over) => writeLabel(entry(over))).join(' · ');
    expect(englishLeft(root, /Pine Hollow|Deutsch/g)).toEqual([]);
  });

  it('is said in the language on screen when shown, so a switch relabels what already waits', async () => {
    await db.outbox.bulkAdd([
      entry({}),
      entry({ kind: 'report.create', body: { kind: 'locked' } as never }),
      entry({
        kind: 'answer.create',
        params: { courseId: 'c', questionId: 'restroom_at_hole:7' },
        body: { questionId: 'restroom_at_hole:7', answer: 'yes', latitude: 35.1, longitude: -79.4 },
        subject: undefined,
      }),
    ]);
    show('de');
    const { rerender } = render(<PendingWritesSection />, { wrapper: wrapperWith(newClient()) });
    expect(await screen.findByText('Bewertung von Clubhouse Main')).toBeTruthy();
    expect(screen.getByText('Meldung zu Clubhouse Main: Abgeschlossen')).toBeTruthy();
    expect(screen.getByText('Toilette an Loch 7? Ja, wo ich stand')).toBeTruthy();
    act(() => show('es'));
    rerender(<PendingWritesSection />);
    expect(await screen.findByText('Reseña de Clubhouse Main')).toBeTruthy();
    expect(screen.getByText('¿Baño en el hoyo 7? Sí, donde estaba')).toBeTruthy();
  });

  it("a course page write keeps the restroom's name as data, not words of the moment", async () => {
    show('es');
    await queueReview(restroom(1), { rating: 5, comment: '' });
    const [queued] = await db.outbox.toArray();
    expect(queued).toMatchObject({ subject: 'Clubhouse 1' });
    expect(queued?.label).toBeUndefined();
    show('de');
    expect(writeLabel(queued as OutboxEntry)).toBe('Bewertung von Clubhouse 1');
  });

  it('an entry an older version stored shows the words it stored; an unknown one says what it is', () => {
    show('de');
    expect(writeLabel(entry({ subject: undefined, label: 'Review of Old Course' }))).toBe(
      'Review of Old Course',
    );
    // A quick answer about one restroom names it only in its stored words.
    const soap = { courseId: 'c', questionId: 'soap:0b5c1f52-7a8e-4a0b-9a59-2f8d3c1e0c01' };
    const answered = { kind: 'answer.create', params: soap, body: { ...soap, answer: 'no' } } as const;
    expect(writeLabel(entry({ ...answered, subject: undefined, label: 'Answer: Soap at Old Hut? No' }))).toBe(
      'Answer: Soap at Old Hut? No',
    );
    expect(writeLabel(entry({ ...answered, subject: undefined }))).toBe('Kurze Frage: Nein');
    expect(writeLabel(entry({ kind: 'restroom.frobnicate' as never, subject: undefined }))).toBe(
      'Eine Änderung auf diesem Gerät',
    );
  });
});

describe('why the server refused it', () => {
  const refused = (errorCode: string, error: string) =>
    entry({ status: 'failed', attempts: 1, errorCode, error });

  it("is said by its code in the golfer's language, the stored message only for a code unknown here", () => {
    show('de');
    expect(writeError(refused('forbidden', 'You do not have permission to do this'))).toBe(
      'Dazu haben Sie keine Berechtigung.',
    );
    expect(writeError(refused('network', 'Network Error'))).toBe('Keine Verbindung zum Server');
    expect(writeError(refused('some_new_code', 'A newer server said this'))).toBe('A newer server said this');
    // An English golfer reads the server's own words (lib/api.ts's rule).
    showEnglish();
    expect(writeError(refused('forbidden', 'Only the owner may do this'))).toBe('Only the owner may do this');
  });

  it("on the course page, the owner's queued item and the set-up, in German", () => {
    show('de');
    const failed = refused('forbidden', 'You do not have permission to do this');
    render(
      <>
        <SyncNote entry={failed} />
        <QueuedItem entry={failed} detail={undefined} fallbackError="-" />
        <SetupStatus entry={{ ...failed, kind: 'course.setup' } as OutboxEntry} />
      </>,
      { wrapper: wrapperWith(newClient()) },
    );
    expect(screen.getByText('Nicht gespeichert: Dazu haben Sie keine Berechtigung.')).toBeTruthy();
    expect(screen.getAllByText('Dazu haben Sie keine Berechtigung.')).toHaveLength(2);
    expect(screen.getByText('Bewertung von Clubhouse Main')).toBeTruthy();
  });

  it('in the toast of a refusal after the write seemed saved', () => {
    show('de');
    const waiting = entry({});
    const { rerender } = renderHook(
      ({ entries }: { entries: OutboxEntry[] }) => useRefusedToasts(GOLFER, entries, true, '-'),
      { initialProps: { entries: [waiting] } },
    );
    rerender({ entries: [{ ...waiting, status: 'failed', errorCode: 'forbidden', error: 'Forbidden' }] });
    expect(getToasts().map((toast) => toast.description)).toEqual([
      expect.stringContaining('Bewertung von Clubhouse Main'),
    ]);
    expect(String(getToasts()[0]?.description)).toContain('Dazu haben Sie keine Berechtigung.');
  });
});
