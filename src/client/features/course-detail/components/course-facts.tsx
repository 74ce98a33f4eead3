/**
 * What golfers know about the course's restrooms as a whole (docs/product.md §13), beside its list: a
 * likely clubhouse restroom nobody confirmed yet, a clubhouse golfers say has none, no restroom out
 * on the course, or that golfers disagree. Never counted as a listed restroom.
 */
import { CircleHelp, Info, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { useT } from '../../../lib/i18n/catalogue';
import courseWords from '../../../lib/i18n/catalogues/en/course';
import type { CourseFacts as Facts } from '../../../../shared/schemas/courses';

const ICON = 'mt-0.5 size-5 shrink-0 text-fg-muted';

function Note({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <li className="flex items-start gap-2 rounded-2xl border border-dashed border-line bg-surface p-3 font-semibold">
      {icon}
      <span>{children}</span>
    </li>
  );
}

/** `clubhouseListed`: the page lists a clubhouse restroom (a queued one too), so none is "likely". */
export function CourseFacts({
  facts,
  clubhouseListed,
}: {
  facts: Facts | undefined;
  clubhouseListed: boolean;
}) {
  const t = useT(courseWords);
  if (!facts) return null;
  const notes: ReactNode[] = [];
  if (facts.disputed.length > 0)
    notes.push(
      <Note key="disagree" icon={<Users aria-hidden className={ICON} />}>
        {t('course.fact.disagree')}
      </Note>,
    );
  if (facts.clubhouseRestroom === 'likely' && !clubhouseListed)
    notes.push(
      <Note key="likely" icon={<CircleHelp aria-hidden className={ICON} />}>
        {t('course.fact.likelyClubhouse')}
      </Note>,
    );
  if (facts.clubhouseRestroom === 'no')
    notes.push(
      <Note key="no-clubhouse" icon={<Info aria-hidden className={ICON} />}>
        {t('course.fact.noClubhouse')}
      </Note>,
    );
  if (facts.onCourseRestrooms === 'no')
    notes.push(
      <Note key="no-course" icon={<Info aria-hidden className={ICON} />}>
        {t('course.fact.noOnCourse')}
      </Note>,
    );
  if (notes.length === 0) return null;
  const { agreeing, lastAnsweredAt } = facts;
  return (
    <>
      <ul aria-label={t('course.facts')} className="mt-3 space-y-2">
        {notes}
      </ul>
      {agreeing > 0 && lastAnsweredAt && (
        <p className="mt-1 px-3 text-sm text-fg-muted">
          {t('course.factsAgree', { count: agreeing, date: new Date(lastAnsweredAt) })}
        </p>
      )}
    </>
  );
}
