// @vitest-environment happy-dom
/**
 * The untranslated-text check of the shared words (issue 39): the shared controls (components/ui),
 * the restroom detail fields, the hours note, directions, attribution, the sync page's sections, the
 * load states and the words lib/ makes (verdicts, ages, hours sentences) drawn in the pseudo-locale,
 * where any Latin word left is a text outside the catalogues. What the callers pass in (titles,
 * labels) is given in the pseudo-locale too. Intl's own names (months, weekdays, AM/PM) are the
 * golfer's locale's, not the catalogues': they are the allowed words.
 */
import { act, cleanup, render, screen } from '@testing-library/react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { OutboxEntry } from '../../../../src/client/offline/outbox';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { englishLeft, pseudoText as p, showEnglish, showPseudoLocale } from './pseudo';
import { ConfirmDialog } from '../../../../src/client/components/ui/confirm-dialog';
import { Dialog } from '../../../../src/client/components/ui/dialog';
import { TextField } from '../../../../src/client/components/ui/text-field';
import { EmailField, PasswordField } from '../../../../src/client/components/ui/credential-fields';
import { SelectField } from '../../../../src/client/components/ui/select-field';
import { Stars } from '../../../../src/client/components/ui/stars';
import { StatCard } from '../../../../src/client/components/ui/stat-card';
import { TooltipButton } from '../../../../src/client/components/ui/tooltip';
import { RangeSlider } from '../../../../src/client/components/ui/range-slider';
import { ToggleChip } from '../../../../src/client/components/ui/toggle-chip';
import { Switch } from '../../../../src/client/components/ui/switch';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../../src/client/components/ui/tabs';
import { NotSaved } from '../../../../src/client/components/ui/not-saved';
import { useQueriesLoadState } from '../../../../src/client/components/ui/load-status';
import {
  DetailsFields,
  unknownDetails,
  type DetailsValue,
} from '../../../../src/client/components/restroom-details/details-fields';
import { OpeningHoursFields } from '../../../../src/client/components/restroom-details/opening-hours-fields';
import { HoursNote, SeasonReopening } from '../../../../src/client/components/hours-note';
import { DirectionsLink } from '../../../../src/client/components/directions-link';
import { OsmAttribution } from '../../../../src/client/components/osm-attribution';
import { SyncPageSection } from '../../../../src/client/components/sync-page-section';
import { Toaster } from '../../../../src/client/lib/toast/toaster';
import { getToasts, resetToasts } from '../../../../src/client/lib/toast/toast-store';
import { useRefusedToasts } from '../../../../src/client/lib/use-refused-toasts';
import { hoursLine } from '../../../../src/client/lib/hours-words';
import { judgeRestroom, reportNote, verdictText } from '../../../../src/client/lib/restroom-verdict';
import {
  ACCESS_LABELS,
  AMENITY_LABELS,
  REPORT_LABELS,
  SEASON_LABELS,
  distanceText,
  freshnessText,
  openMonthsText,
  reportHintText,
  usableText,
} from '../../../../src/client/lib/restroom-words';
import { formatSavedAge } from '../../../../src/client/lib/saved-age';
import { REPORT_KINDS } from '../../../../src/shared/report-kinds';
import { hoursEngine } from '../../../../src/shared/hours/engine';
import { report } from '../nearby/fixtures';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

afterEach(() => {
  cleanup();
  act(() => resetToasts());
  showEnglish();
});

/** Intl's names in the pseudo-locale's en-US: months, weekdays (and their chips' two letters), AM/PM. */
const INTL_WORDS = (() => {
  const names = new Set(['AM', 'PM']);
  for (const month of ['long', 'short'] as const) {
    const format = new Intl.DateTimeFormat('en-US', { month, timeZone: 'UTC' });
    for (let m = 0; m < 12; m++) names.add(format.format(Date.UTC(2000, m, 1)));
  }
  for (const weekday of ['long', 'short'] as const) {
    const format = new Intl.DateTimeFormat('en-US', { weekday, timeZone: 'UTC' });
    for (let d = 0; d < 7; d++) {
      const name = format.format(Date.UTC(2024, 0, 1 + d));
      names.add(name).add(name.slice(0, 2));
    }
  }
  // No word boundaries: chips sit side by side in the text ("JanFebMar"). Longest first.
  return new RegExp([...names].sort((a, b) => b.length - a.length).join('|'), 'g');
})();

const left = (root: HTMLElement = document.body) => englishLeft(root, INTL_WORDS);

describe('shared words in the pseudo-locale', () => {
  it('the dialogs, fields and controls', () => {
    showPseudoLocale();
    render(
      <Dialog open onOpenChange={() => undefined} title={p('A title')}>
        <EmailField />
        <PasswordField label={p('Password')} />
        <TextField label={p('Name')} />
        <SelectField label={p('Pick')}>
          <option>{p('One')}</option>
        </SelectField>
        <Stars value={4} />
        <dl>
          <StatCard label={p('Reviews')} value={3} caption={p('this week')} />
        </dl>
        <TooltipButton tooltip={p('More about it')}>3</TooltipButton>
        <RangeSlider
          label={p('Radius')}
          min={0}
          max={10}
          step={1}
          value={5}
          valueText={String}
          onCommit={() => undefined}
        />
        <ToggleChip checked={false} onToggle={() => undefined} label={p('Monday')}>
          1
        </ToggleChip>
        <Switch label={p('On')} description={p('Turns it on')} checked onCheckedChange={() => undefined} />
        <Tabs defaultValue="a">
          <TabsList>
            <TabsTrigger value="a">{p('First')}</TabsTrigger>
          </TabsList>
          <TabsContent value="a">{p('Content')}</TabsContent>
        </Tabs>
      </Dialog>,
    );
    expect(screen.getByRole('dialog', { name: p('A title') })).toBeTruthy();
    expect(left()).toEqual([]);
    cleanup();
    render(
      <ConfirmDialog
        open
        onOpenChange={() => undefined}
        title={p('Delete it?')}
        description={p('It goes for good.')}
        confirmLabel={p('Delete')}
        busyLabel={p('Deleting')}
        busy={false}
        onConfirm={() => undefined}
      />,
    );
    expect(screen.getByRole('alertdialog')).toBeTruthy();
    expect(left()).toEqual([]);
  });

  it('the restroom detail fields and the opening hours, friendly and as text', () => {
    showPseudoLocale();
    function Fields() {
      const [value, setValue] = useState<DetailsValue>({
        ...unknownDetails(),
        season: 'seasonal',
        openMonths: [5],
      });
      return (
        <DetailsFields value={value} onChange={setValue} errors={{ openMonths: p('Pick the months') }} />
      );
    }
    render(
      <>
        <Fields />
        <OpeningHoursFields
          value="Apr-Oct Mo-Fr 07:00-19:00; Apr-Oct Sa,Su 06:00-20:00"
          onChange={() => undefined}
        />
        <OpeningHoursFields value="Mo-Fr 08:00-17:00; PH off" onChange={() => undefined} />
      </>,
    );
    // The friendly form took the first value (two rows of times, the season's months), not the second.
    expect(screen.getByRole('button', { name: p('Remove times 2') })).toBeTruthy();
    expect(screen.getByText(p('These hours are written as text below: edit them there.'))).toBeTruthy();
    expect(left()).toEqual([]);
  });

  it('the load states, the not-saved note and the toasts', async () => {
    showPseudoLocale();
    const query = (partial: Partial<UseQueryResult>) =>
      ({
        isError: true,
        isFetching: false,
        data: { ok: true },
        dataUpdatedAt: Date.now() - 2 * 3_600_000,
        errorUpdatedAt: Date.now(),
        error: new TypeError('Failed to fetch'),
        refetch: vi.fn(async () => undefined),
        ...partial,
      }) as unknown as UseQueryResult;
    function States() {
      const stale = useQueriesLoadState([query({})], p('Failed'), p('your dashboard'));
      const refused = useQueriesLoadState(
        [query({ error: new Error('no'), data: undefined })],
        p('Failed'),
        p('it'),
      );
      const missing = useQueriesLoadState(
        [query({ data: undefined, isFetching: true })],
        p('Failed'),
        p('it'),
      );
      return (
        <>
          {stale}
          {refused}
          {missing}
          <NotSaved what={p('the reviews')} />
        </>
      );
    }
    function Later({ entries }: { entries: { id: string; status: string; label: string }[] }) {
      // An entry as an older version stored it: its words in `label`.
      useRefusedToasts('me', entries as unknown as OutboxEntry[], true, p('Refused'));
      return null;
    }
    render(
      <>
        <Toaster />
        <States />
      </>,
    );
    expect(getToasts()).toMatchObject([{ title: p('Error'), description: p('Failed') }]);
    // A refused write's toast (the store shows one toast at a time: this one is the latest).
    const { rerender } = render(<Later entries={[]} />);
    rerender(<Later entries={[{ id: '1', status: 'failed', label: p('Your review') }]} />);
    expect(getToasts()).toMatchObject([
      { title: p('Not saved'), description: `${p('Your review')}: ${p('Refused')}` },
    ]);
    expect(await screen.findByText(p('Not saved'))).toBeTruthy();
    expect(left()).toEqual([]);
  });

  it('the hours note, the spring note, directions, attribution and the sync page section', () => {
    showPseudoLocale();
    const now = new Date('2026-07-15T22:40:00Z');
    const judged = hoursEngine.judge('Mo-Su 07:00-19:00', { latitude: 35.195, longitude: -79.469 }, now);
    const line = judged && hoursLine(judged, { season: 'year_round', openMonths: [] }, now);
    render(
      <>
        {line && <HoursNote line={line} />}
        <SeasonReopening
          restroom={{
            season: 'seasonal',
            openMonths: [4, 5, 6],
            lastConfirmedAt: null,
            courseLatitude: null,
            courseLongitude: null,
          }}
          now={new Date('2026-04-10T12:00:00Z')}
          engine={null}
        />
        <DirectionsLink name="Pinehurst" to={{ latitude: 1, longitude: 2 }} />
        <DirectionsLink name="Pinehurst" to={{ latitude: 1, longitude: 2 }} toCourse />
        <OsmAttribution lead={p('From OpenStreetMap ·')} />
        <SyncPageSection title={p('Pending')} description={p('What waits')}>
          {p('Nothing')}
        </SyncPageSection>
      </>,
    );
    expect(screen.getByRole('region', { name: p('Pending') })).toBeTruthy();
    expect(left().filter((word) => word !== 'Pinehurst')).toEqual([]);
  });

  it('the words lib/ makes: labels, verdicts, hints, ages, hours, distances', () => {
    showPseudoLocale();
    const now = new Date();
    const hoursAt = new Date('2026-07-17T23:30:00Z');
    const judged = hoursEngine.judge('Mo-Fr 07:00-19:00', { latitude: 35.195, longitude: -79.469 }, hoursAt);
    const owner = new Date(now.getTime() - 3 * 86_400_000).toISOString();
    const texts = [
      ...Object.values(ACCESS_LABELS),
      ...Object.values(SEASON_LABELS),
      ...Object.values(AMENITY_LABELS),
      ...REPORT_KINDS.flatMap((kind) => [REPORT_LABELS[kind], reportHintText(kind)]),
      usableText('members'),
      verdictText(
        judgeRestroom(
          { season: 'year_round', openMonths: [], activeReports: [report('locked', 10)] },
          now,
          null,
        ),
        'public',
      ),
      verdictText(
        judgeRestroom(
          { season: 'year_round', openMonths: [], activeReports: [{ ...report('gone', 3), count: 2 }] },
          now,
          null,
        ),
        'public',
      ),
      reportNote(report('no_paper', 130), now),
      freshnessText({ lastConfirmedAt: owner, ownerConfirmedAt: owner }, now),
      freshnessText({ lastConfirmedAt: null, ownerConfirmedAt: null }, now),
      openMonthsText([4, 5, 6, 7]),
      openMonthsText([1, 3]),
      distanceText(3, true, 'mi'),
      distanceText(0.1, true, 'km'),
      formatSavedAge(Date.now() - 3 * 86_400_000),
      formatSavedAge(Date.now()),
      judged ? (hoursLine(judged, { season: 'year_round', openMonths: [] }, hoursAt)?.text ?? '') : '',
    ];
    const root = document.createElement('div');
    root.textContent = texts.join(' | ');
    // Units Intl writes (mi, km) are the locale's, like its month names.
    expect(englishLeft(root, new RegExp(`${INTL_WORDS.source}|\\b(?:mi|km)\\b`, 'g'))).toEqual([]);
  });
});
