/**
 * The time a screen judges live state by, moving on every minute: reports expire and "40 min ago"
 * grows while the golfer looks at the list (docs/product.md §10, freshness over permanence).
 */
import { useEffect, useState } from 'react';

const TICK_MS = 60_000;

export function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), TICK_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
}
