/**
 * The shared words in Spanish and German (issue 39, docs/decisions.md §9): hours sentences with the
 * locale's clock and Intl's weekday and month names, ages by ICU plural, report kinds keyed by kind,
 * dates and distances in the golfer's locale. English is held by each module's own test.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { setActiveCatalogue } from '../../../../src/client/lib/i18n/catalogue';
import type { Message } from '../../../../src/client/lib/i18n/icu';
import de from '../../../../src/client/lib/i18n/catalogues/messages-de';
import es from '../../../../src/client/lib/i18n/catalogues/messages-es';
import { hoursLine } from '../../../../src/client/lib/hours-words';
import {
  ACCESS_LABELS,
  HEADLINES,
  REPORT_LABELS,
  distanceText,
  freshnessText,
  openMonthsText,
  reportHintText,
  reportedAgoText,
  usableText,
} from '../../../../src/client/lib/restroom-words';
import { judgeRestroom, reportNote, verdictText } from '../../../../src/client/lib/restroom-verdict';
import { formatSavedAge } from '../../../../src/client/lib/saved-age';
import { formatDate } from '../../../../src/client/lib/format-date';
import { REPORT_KINDS, reportKind } from '../../../../src/shared/report-kinds';
import { hoursEngine } from '../../../../src/shared/hours/engine';
import { report } from '../nearby/fixtures';

const catalogues = { de, es } as Record<string, Record<string, Message>>;
const show = (language: 'de' | 'es', locale: string) =>
  setActiveCatalogue({ language, locale, messages: catalogues[language] ?? {} });

afterEach(() => setActiveCatalogue({ language: 'en', locale: 'en-US', messages: {} }));

const PINEHURST = { latitude: 35.195, longitude: -79.469 };
const YEAR_ROUND = { season: 'year_round', openMonths: [] } as const;
const SUMMER = { season: 'seasonal', openMonths: [4, 5, 6, 7, 8, 9, 10] } as const;

/** The hours line for `value` at `iso`, in the active language's locale. */
function hours(value: string, iso: string, season: typeof YEAR_ROUND | typeof SUMMER = YEAR_ROUND) {
  const now = new Date(iso);
  const judged = hoursEngine.judge(value, PINEHURST, now);
  return judged ? hoursLine(judged, season, now)?.text : null;
}

describe('hours sentences', () => {
  // Wednesday 15 July 2026 in North Carolina (EDT, UTC-4).
  it('in German, with the 24-hour clock and German weekdays and months', () => {
    show('de', 'de-DE');
    expect(hours('Mo-Su 07:00-19:00', '2026-07-15T16:00:00Z')).toBe('Geöffnet bis 19:00');
    expect(hours('Mo-Su 07:00-19:00', '2026-07-15T22:40:00Z')).toBe('Schließt in 20 Min.');
    expect(hours('Mo-Su 07:00-19:00', '2026-07-15T09:00:00Z')).toBe('Geschlossen · öffnet 07:00');
    expect(hours('Mo-Su 07:00-19:00', '2026-07-15T23:05:00Z')).toBe('Geschlossen · öffnet morgen 07:00');
    // Intl's own abbreviation: 'Mo' or 'Mo.' by the ICU data of the runtime.
    expect(hours('Mo-Fr 07:00-19:00', '2026-07-17T23:30:00Z')).toMatch(/^Geschlossen · öffnet Mo\.? 07:00$/);
    expect(hours('Apr-Oct Mo-Su 07:00-19:00', '2026-11-28T15:00:00Z', SUMMER)).toBe(
      'Saisonal geschlossen · öffnet im April',
    );
    expect(hours('24/7', '2026-11-28T15:00:00Z')).toBe('Rund um die Uhr geöffnet');
  });

  it('in Spanish, in the clock of the golfer’s own locale (es-US writes 12 hours)', () => {
    show('es', 'es-ES');
    expect(hours('Mo-Su 07:00-19:00', '2026-07-15T16:00:00Z')).toBe('Abierto hasta 19:00');
    expect(hours('Mo-Fr 07:00-19:00', '2026-07-17T23:30:00Z')).toBe('Cerrado · abre lun 07:00');
    show('es', 'es-US');
    expect(hours('Mo-Su 07:00-19:00', '2026-07-15T16:00:00Z')).toMatch(/^Abierto hasta 7:00\s?p\.\s?m\.$/);
  });

  it('without the course’s zone, in minutes or hours by plural', () => {
    show('de', 'de-DE');
    const now = new Date('2026-07-15T16:00:00Z');
    const later = new Date('2026-07-15T19:00:00Z');
    const judged = { openNow: true, nextChange: later, changesAt: later, zone: null };
    expect(hoursLine(judged, YEAR_ROUND, now)?.text).toBe('Geöffnet · schließt in 3 Std.');
    expect(hoursLine({ ...judged, openNow: false }, YEAR_ROUND, now)?.text).toBe(
      'Geschlossen · öffnet in 3 Std.',
    );
  });
});

describe('ages, by ICU plural', () => {
  const now = Date.parse('2026-11-26T15:00:00.000Z');
  it('saved N minutes, hours, days ago', () => {
    show('de', 'de-DE');
    expect(formatSavedAge(now - 5_000, now)).toBe('Gerade eben gespeichert');
    expect(formatSavedAge(now - 12 * 60_000, now)).toBe('Vor 12 Min. gespeichert');
    expect(formatSavedAge(now - 86_400_000, now)).toBe('Vor 1 Tag gespeichert');
    expect(formatSavedAge(now - 3 * 86_400_000, now)).toBe('Vor 3 Tagen gespeichert');
    show('es', 'es-ES');
    expect(formatSavedAge(now - 86_400_000, now)).toBe('Guardado hace 1 día');
    expect(formatSavedAge(now - 2 * 3_600_000, now)).toBe('Guardado hace 2 h');
  });

  it('reported ago and confirmed ago', () => {
    const at = new Date(now);
    show('de', 'de-DE');
    expect(reportedAgoText('2026-11-26T14:20:00.000Z', at)).toBe('vor 40 Min.');
    expect(reportedAgoText('2026-11-25T10:00:00.000Z', at)).toBe('gestern');
    const owner = '2026-11-23T10:00:00.000Z';
    expect(freshnessText({ lastConfirmedAt: owner, ownerConfirmedAt: owner }, at)).toBe(
      'Vom Betreiber bestätigt: vor 3 Tagen',
    );
    show('es', 'es-ES');
    expect(freshnessText({ lastConfirmedAt: owner, ownerConfirmedAt: owner }, at)).toBe(
      'Confirmado hace 3 días por el propietario',
    );
    expect(freshnessText({ lastConfirmedAt: owner, ownerConfirmedAt: null }, at)).toBe(
      'Confirmado hace 3 días',
    );
  });
});

describe('restroom words', () => {
  it('labels every report kind, its hint from its lifetime, and the kinds with a headline', () => {
    for (const [language, locale] of [
      ['de', 'de-DE'],
      ['es', 'es-ES'],
    ] as const) {
      show(language, locale);
      for (const kind of REPORT_KINDS) {
        expect(REPORT_LABELS[kind], kind).not.toBe(reportKind(kind).label);
        expect(reportHintText(kind)).not.toMatch(/Clears|owner|season/);
      }
    }
    expect(Object.keys(HEADLINES).sort()).toEqual(
      REPORT_KINDS.filter((kind) => reportKind(kind).headline !== undefined).sort(),
    );
    show('de', 'de-DE');
    expect(reportHintText('no_paper')).toBe('Erlischt nach 4 Stunden');
    expect(reportHintText('locked')).toBe('Erlischt nach einem Tag');
    show('es', 'es-ES');
    expect(reportHintText('no_paper')).toBe('Se borra solo tras 4 horas');
  });

  it('says the verdict, a lone golfer’s warning and the notes', () => {
    show('de', 'de-DE');
    const now = new Date();
    const lone = judgeRestroom({ ...YEAR_ROUND, activeReports: [report('locked', 10)] }, now, null);
    expect(verdictText(lone, 'public')).toBe(
      'Evtl. nicht nutzbar: 1 Golfer meldet: abgeschlossen (vor 10 Min.)',
    );
    const gone = judgeRestroom(
      { ...YEAR_ROUND, activeReports: [{ ...report('gone', 5), count: 2 }] },
      now,
      null,
    );
    expect(verdictText(gone, 'public')).toBe('Jetzt nicht nutzbar: Als entfernt gemeldet');
    expect(reportNote(report('no_paper', 40), now)).toBe('Kein Papier · vor 40 Min.');
    expect(usableText('members')).toBe('Jetzt nutzbar · nur für Mitglieder');
    expect(ACCESS_LABELS.key).toBe('Schlüssel oder Code nötig');
    expect(Object.values(ACCESS_LABELS)).toContain('Öffentlich');
  });

  it('months from Intl, distances by Intl in the locale, dates in the locale', () => {
    show('de', 'de-DE');
    expect(openMonthsText([4, 5, 6, 7, 8, 9, 10])).toMatch(/^Geöffnet Apr\.?–Okt\.?$/);
    expect(openMonthsText([5, 6])).toMatch(/^Geöffnet Mai, Juni?$/);
    expect(distanceText(0.75, false, 'km')).toBe('1,2 km');
    expect(distanceText(3, true, 'mi')).toBe('≈ 3,0 mi · auf dem Platz, genaue Stelle unbekannt');
    expect(distanceText(0.2, true, 'mi')).toBe('Auf dem Platz, genaue Stelle unbekannt');
    expect(formatDate('2025-06-03T12:00:00.000Z')).toBe('3. Juni 2025');
    show('es', 'es-ES');
    expect(openMonthsText([4, 5, 6, 7, 8, 9, 10])).toBe('Abierto abr–oct');
    expect(formatDate('2025-06-03T12:00:00.000Z')).toBe('3 jun 2025');
  });
});
