/**
 * With the golfer's position known, the way to the restrooms they can use right now (docs/product.md
 * §10, nearby restrooms). Only a link: the nearby screen is its own lazy route, so nothing of it
 * weighs on the list's first paint; its arrow is a character, not an icon module (the list's first
 * JavaScript is at its budget).
 */
import { Link } from 'react-router-dom';
import en from '../../../lib/i18n/catalogues/en/courses';
import { useT } from '../../../lib/i18n/catalogue';

export function NearbyLink() {
  const t = useT(en);
  return (
    <Link
      to="/nearby"
      className="inline-flex min-h-11 items-center gap-1 justify-self-start rounded-xl text-base font-semibold text-primary underline underline-offset-4 hover:no-underline"
    >
      {t('courses.nearbyLink')}
      <span aria-hidden>›</span>
    </Link>
  );
}
