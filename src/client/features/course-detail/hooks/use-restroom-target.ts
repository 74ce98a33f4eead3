/**
 * `/course/:id?restroom=<id>` (issue 38, "from the answer to the door"): a golfer who taps a restroom
 * in /nearby lands on its card, not on the top of the course page with the card off screen. The list
 * shows a tab that holds it, and the card, once drawn, is scrolled to, below the fixed header, and
 * takes the focus, so its "Still here and OK" and "Report a problem" are the next things at hand.
 * Once per navigation: the golfer scrolling on is not pulled back when the list redraws, but a pin
 * tapped again (the map's pins link here too, replacing the entry: a new navigation each time)
 * brings its card back.
 *
 * The card reaches itself as it is drawn (`reach`, its ref), not when the restrooms are known: the
 * card comes later than its data whenever the page still waits for something else (the course's
 * own answer behind its restrooms', the golfer's queued writes, a tab's content mounting), and an
 * effect keyed on the data then looked once, found no card, and never looked again (the flaky
 * focus of e2e nearby-answer).
 */
import { useCallback, useEffect, useRef } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import type { RestroomsByTab } from './use-course-detail';

/** The card's element id. */
export const restroomAnchor = (restroomId: string) => `restroom-${restroomId}`;

export interface RestroomTarget {
  /** The restroom the golfer came for, if any. */
  target: string | null;
  /** The target card's ref: scrolls to it and focuses it when drawn, once per navigation. */
  reach: (card: HTMLElement | null) => void;
}

export function useRestroomTarget(
  byTab: RestroomsByTab,
  tab: string,
  setTab: (tab: string) => void,
): RestroomTarget {
  const [params] = useSearchParams();
  const target = params.get('restroom');
  // Each navigation has a key of its own, even to the same URL.
  const visit = `${useLocation().key}|${target}`;
  const reached = useRef<string | null>(null);

  const known = target !== null && byTab.all.some((r) => r._id === target);
  const inTab = known && (byTab[tab as keyof RestroomsByTab] ?? []).some((r) => r._id === target);
  useEffect(() => {
    if (known && !inTab && reached.current !== visit) setTab('all');
  }, [known, inTab, visit, setTab]);

  // A new callback per navigation: React calls it again with a card already drawn, so a pin tapped
  // again brings its card back.
  const reach = useCallback(
    (card: HTMLElement | null) => {
      if (!card || reached.current === visit) return;
      reached.current = visit;
      const smooth = !window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
      card.scrollIntoView({ block: 'start', behavior: smooth ? 'smooth' : 'auto' });
      card.focus({ preventScroll: true });
    },
    [visit],
  );
  return { target, reach };
}
