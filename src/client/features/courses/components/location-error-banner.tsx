/**
 * The yellow banner of docs/product.md §2 when geolocation fails: 'Location Error: ...'. Its own
 * chunk, fetched on a failure; its words come from the page (the list's catalogue), so the chunk
 * holds no copy of them.
 */
import { TriangleAlert, X } from 'lucide-react';

export function LocationErrorBanner({
  text,
  dismissLabel,
  onDismiss,
}: {
  text: string;
  dismissLabel: string;
  onDismiss: () => void;
}) {
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
