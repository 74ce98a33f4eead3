/**
 * "Directions" to a restroom (issue 38): the phone's maps app takes the golfer from the answer to the
 * door (lib/maps-link.ts). To the restroom's own position, or, without one, to its course's point,
 * where it is as far as anyone knows: the link's name says which.
 */
import { Navigation } from 'lucide-react';
import type { LatLng } from '../../shared/geo';
import { directionsLink, externalLinkProps } from '../lib/maps-link';
import { buttonClasses, type ButtonVariant } from './ui/button';
import { useT } from '../lib/i18n/catalogue';
import words from '../lib/i18n/catalogues/en/words';

export function DirectionsLink({
  name,
  to,
  toCourse = false,
  variant = 'outline',
  className,
}: {
  name: string;
  to: LatLng;
  /** `to` is the course's point: the restroom has no position of its own. */
  toCourse?: boolean;
  variant?: ButtonVariant;
  className?: string;
}) {
  const t = useT(words);
  return (
    <a
      {...externalLinkProps(directionsLink(to, name))}
      aria-label={t(toCourse ? 'words.directionsToCourse' : 'words.directionsTo', { name })}
      className={buttonClasses({ variant, size: 'sm', className })}
    >
      <Navigation aria-hidden className="size-4 shrink-0" />
      {t('words.directions')}
    </a>
  );
}
