/**
 * "I'm standing at it": the device's position, read once when pressed, through lib/geolocation.ts
 * (the browser's own permission prompt, docs/product.md §8's messages for every failure). Add
 * Restroom's "Where is it?" pins the restroom there (docs/product.md §10); the quick question's
 * "Where is it? (hole)" sends it with the answer (docs/product.md §13). No map, no tiles: it works
 * with no signal at all.
 */
import { forwardRef, useState } from 'react';
import { LoaderCircle, PersonStanding } from 'lucide-react';
import type { LatLng } from '../../../../shared/geo';
import { Button, type ButtonProps } from '../../../components/ui/button';
import { getCurrentPosition, type GeolocationReason } from '../../../lib/geolocation';
import { geolocationReason } from '../../../lib/geolocation-reason';
import { useT } from '../../../lib/i18n/catalogue';
import courseWords from '../../../lib/i18n/catalogues/en/course';

/** The position, or why there is none (which of docs/product.md §8's messages: catalogue `geolocation`). */
export type Located = { position: LatLng } | { failure: GeolocationReason };

interface StandingHereButtonProps extends Omit<ButtonProps, 'onClick' | 'children'> {
  onLocated: (located: Located) => void;
}

export const StandingHereButton = forwardRef<HTMLButtonElement, StandingHereButtonProps>(
  function StandingHereButton({ onLocated, variant = 'outline', ...props }, ref) {
    const [locating, setLocating] = useState(false);
    const t = useT(courseWords);
    const standingHere = async () => {
      if (locating) return;
      setLocating(true);
      let located: Located;
      try {
        located = { position: await getCurrentPosition() };
      } catch (failure) {
        located = { failure: geolocationReason(failure) };
      }
      setLocating(false);
      onLocated(located);
    };
    return (
      <Button ref={ref} variant={variant} aria-busy={locating} onClick={() => void standingHere()} {...props}>
        {locating ? (
          <LoaderCircle aria-hidden className="size-4 motion-safe:animate-spin" />
        ) : (
          <PersonStanding aria-hidden className="size-4" />
        )}
        {t('course.standingHere')}
      </Button>
    );
  },
);
