/**
 * "Already listed here" (issue 15): the course's restrooms a new submission may be a copy of, shown
 * on the first press of Add Restroom. Confirming the listed one ("Still here and OK", docs/product.md
 * §10) keeps it fresh; a twin only adds work to the owner's queue.
 */
import { useId } from 'react';
import { Badge } from '../../../components/ui/badge';
import type { ShownRestroom } from '../api/optimistic';
import { LOCATION_LABELS } from './labels';

export function SimilarRestroomsNotice({ restrooms }: { restrooms: readonly ShownRestroom[] }) {
  const headingId = useId();
  return (
    // A live region that is there before its content, so the list is announced when it appears.
    <div aria-live="polite">
      {restrooms.length > 0 && (
        <section
          aria-labelledby={headingId}
          className="rounded-2xl border border-flag-400 bg-surface-muted p-4"
        >
          <h3 id={headingId} className="font-bold">
            Already listed here
          </h3>
          <p className="mt-1 text-sm">
            If it is one of these, close this and confirm it on its card instead.
          </p>
          <ul className="mt-3 space-y-2">
            {restrooms.map((restroom) => (
              <li key={restroom._id} className="flex flex-wrap items-center gap-x-2 gap-y-1">
                <span className="font-semibold wrap-anywhere">{restroom.name}</span>
                <span className="text-sm text-fg-muted">{LOCATION_LABELS[restroom.locationType]}</span>
                {restroom.isVerified ? <Badge>Verified</Badge> : <Badge tone="flag">Unconfirmed</Badge>}
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
