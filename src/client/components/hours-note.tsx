/**
 * A restroom's hours as a line under its verdict (docs/product.md §10), on the course page's cards
 * and the nearby list: "Open until 19:00", or, closing soon, "Closes in 20 min" marked so a golfer
 * does not walk five minutes to a door about to lock. And, in spring, "Should be open again — not
 * confirmed yet".
 */
import { CalendarClock, Clock } from 'lucide-react';
import { unconfirmedReopening, type HoursEngine, type HoursFields } from '../../shared/hours/judge';
import type { HoursLine } from '../lib/hours-words';
import { useT } from '../lib/i18n/catalogue';
import hours from '../lib/i18n/catalogues/en/hours';

export function HoursNote({ line }: { line: HoursLine }) {
  return (
    <p
      className={
        line.closingSoon
          ? 'inline-flex items-center gap-1.5 rounded-lg bg-flag-400 px-2 py-0.5 text-sm font-bold text-flag-950'
          : 'flex items-center gap-1.5 text-sm font-semibold text-fg'
      }
    >
      <Clock aria-hidden className="size-4 shrink-0" />
      {line.text}
    </p>
  );
}

/**
 * The calendar's word that a seasonal restroom's season began, until someone confirms it
 * (shared/hours/judge.ts unconfirmedReopening). The course's quick questions ask "Is it open again?"
 * from the same moment (docs/product.md §13).
 */
export function SeasonReopening({
  restroom,
  now,
  engine,
}: {
  restroom: HoursFields & {
    lastConfirmedAt: string | null;
    courseLatitude: number | null;
    courseLongitude: number | null;
  };
  now: Date;
  engine: HoursEngine | null;
}) {
  const t = useT(hours);
  const { courseLatitude: latitude, courseLongitude: longitude } = restroom;
  const zone =
    engine && latitude !== null && longitude !== null ? engine.zoneAt({ latitude, longitude }) : null;
  if (!unconfirmedReopening(restroom, now, zone)) return null;
  return (
    <p className="flex items-center gap-1.5 text-sm font-semibold text-fg">
      <CalendarClock aria-hidden className="size-4 shrink-0" />
      {t('hours.spring')}
    </p>
  );
}
