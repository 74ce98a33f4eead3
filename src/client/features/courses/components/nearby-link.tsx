/**
 * With the golfer's position known, the way to the restrooms they can use right now (docs/product.md
 * §10, nearby restrooms). Only a link: the nearby screen is its own lazy route, so nothing of it
 * weighs on the list's first paint, and the icon is one the list already draws (its pagination's).
 */
import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router-dom';

export function NearbyLink() {
  return (
    <Link
      to="/nearby"
      className="inline-flex min-h-11 items-center gap-1 justify-self-start rounded-xl text-base font-semibold text-primary underline underline-offset-4 hover:no-underline"
    >
      Nearest restrooms you can use now
      <ChevronRight aria-hidden className="size-5" />
    </Link>
  );
}
