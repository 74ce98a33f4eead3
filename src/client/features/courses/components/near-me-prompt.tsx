/**
 * Geolocation-first (docs/decisions.md §6): when the list is not yet about where the golfer is, the first
 * thing offered is to find restrooms near them.
 */
import { LoaderCircle, LocateFixed } from 'lucide-react';
import { Button } from '../../../components/ui/button';

export function NearMePrompt({ locating, onLocate }: { locating: boolean; onLocate: () => void }) {
  return (
    <div className="flex flex-col gap-3 rounded-2xl bg-brand-800 p-4 text-white shadow-sm sm:flex-row sm:items-center sm:justify-between dark:bg-brand-900">
      <p className="text-sm font-medium">
        <span className="block text-base font-bold">On the course right now?</span>
        See the nearest courses first, with distances.
      </p>
      <Button variant="flag" size="lg" disabled={locating} onClick={onLocate} className="shrink-0">
        {locating ? (
          <LoaderCircle aria-hidden className="size-5 motion-safe:animate-spin" />
        ) : (
          <LocateFixed aria-hidden className="size-5" />
        )}
        {locating ? 'Getting Location...' : 'Find restrooms near me'}
      </Button>
    </div>
  );
}
