/**
 * The yellow banner of docs/product.md §2 when geolocation fails: 'Location Error: ...'. Its own
 * chunk, fetched on a failure: the failure's words (catalogue `geolocation`) come with it, not with
 * the /courses first card; the lead and the dismiss label come from the page (the list's catalogue).
 */
import { TriangleAlert, X } from 'lucide-react';
import type { GeolocationReason } from '../../../lib/geolocation';
import { useT } from '../../../lib/i18n/catalogue';
import geolocation from '../../../lib/i18n/catalogues/en/geolocation';

export function LocationErrorBanner({
  reason,
  lead,
  dismissLabel,
  onDismiss,
}: {
  reason: GeolocationReason;
  /** 'Location Error: {message}' around the failure's words. */
  lead: (message: string) => string;
  dismissLabel: string;
  onDismiss: () => void;
}) {
  const why = useT(geolocation);
  const text = lead(why(`geolocation.${reason}`));
  return (
    <div
      role="alert"
      className="flex items-start gap-3 rounded-xl border border-flag-400 bg-flag-300 py-1 pl-4 text-flag-950"
    >
      <TriangleAlert aria-hidden className="mt-2.5 size-5 shrink-0" />
      <p className="flex-1 py-2 text-sm font-semibold">{text}</p>
      <button
        type="button"
        aria-label={dismissLabel}
        onClick={onDismiss}
        className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg hover:bg-flag-400"
      >
        <X aria-hidden className="size-5" />
      </button>
    </div>
  );
}
