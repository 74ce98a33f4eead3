/**
 * `/course/:id?restroom=<id>` (issue 38, "from the answer to the door"): a golfer who taps a restroom
 * in /nearby lands on its card, not on the top of the course page with the card off screen. Once the
 * card is drawn (the restrooms may come from the device or the network a moment later) the list shows
 * a tab that holds it, the card is scrolled to, below the fixed header, and takes the focus, so its
 * "Still here and OK" and "Report a problem" are the next things at hand. Once per navigation: the
 * golfer scrolling on is not pulled back when the list redraws, but a pin tapped again (the map's
 * pins link here too, replacing the entry: a new navigation each time) brings its card back.
 */
import { useEffect, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import type { RestroomsByTab } from './use-course-detail';

/** The card's element id. */
export const restroomAnchor = (restroomId: string) => `restroom-${restroomId}`;

export function useRestroomTarget(
  byTab: RestroomsByTab,
  tab: string,
  setTab: (tab: string) => void,
): string | null {
  const [params] = useSearchParams();
  const target = params.get('restroom');
  // Each navigation has a key of its own, even to the same URL.
  const visit = `${useLocation().key}|${target}`;
  const [reached, setReached] = useState<string | null>(null);
  useEffect(() => {
    if (!target || reached === visit || !byTab.all.some((r) => r._id === target)) return;
    if (!(byTab[tab as keyof RestroomsByTab] ?? []).some((r) => r._id === target)) {
      setTab('all');
      return;
    }
    const card = document.getElementById(restroomAnchor(target));
    if (!card) return;
    const smooth = !window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    card.scrollIntoView({ block: 'start', behavior: smooth ? 'smooth' : 'auto' });
    card.focus({ preventScroll: true });
    setReached(visit);
  }, [target, visit, reached, byTab, tab, setTab]);
  return target;
}
