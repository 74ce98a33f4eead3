/**
 * The time a screen judges live state by, moving on every minute: reports expire and "40 min ago"
 * grows while a golfer keeps the page open for a whole round (docs/product.md §10).
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
