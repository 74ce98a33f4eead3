/**
 * "Already listed here" (issue 15): the course's restrooms a new submission may be a copy of, shown
 * on the first press of Add Restroom. Confirming the listed one ("Still here and OK", docs/product.md
 * §10) keeps it fresh; a twin only adds work to the owner's queue.
 */
import { useId } from 'react';
import { Badge } from '../../../components/ui/badge';
import type { ShownRestroom } from '../api/optimistic';
import { useRestroomLabels } from './labels';
import { useT } from '../../../lib/i18n/catalogue';
import courseWords from '../../../lib/i18n/catalogues/en/course';

export function SimilarRestroomsNotice({ restrooms }: { restrooms: readonly ShownRestroom[] }) {
  const headingId = useId();
  const t = useT(courseWords);
  const labels = useRestroomLabels();
  return (
    // A live region that is there before its content, so the list is announced when it appears.
    <div aria-live="polite">
      {restrooms.length > 0 && (
        <section
          aria-labelledby={headingId}
          className="rounded-2xl border border-flag-400 bg-surface-muted p-4"
        >
          <h3 id={headingId} className="font-bold">
            {t('course.alreadyListed')}
          </h3>
          <p className="mt-1 text-sm">{t('course.alreadyListedText')}</p>
          <ul className="mt-3 space-y-2">
            {restrooms.map((restroom) => (
              <li key={restroom._id} className="flex flex-wrap items-center gap-x-2 gap-y-1">
                <span className="font-semibold wrap-anywhere">{restroom.name}</span>
                <span className="text-sm text-fg-muted">{labels.location(restroom.locationType)}</span>
                {restroom.isVerified ? (
                  <Badge>{t('course.verified')}</Badge>
                ) : (
                  <Badge tone="flag">{t('course.unconfirmed')}</Badge>
                )}
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
