/**
 * The query to send, some time after the filters last changed (lib/query-delay.ts: 300 ms for a
 * filter, 100 ms for the location, at once for a page). `query` must keep its identity while its
 * value is unchanged (the page memoizes it on the URL).
 */
import { useEffect, useState } from 'react';
import type { CourseQuery } from '../../../offline/course-query';
import { queryDelay } from '../lib/query-delay';

export function useDebouncedQuery(query: CourseQuery): CourseQuery {
  const [settled, setSettled] = useState(query);
  useEffect(() => {
    if (settled === query) return;
    const delay = queryDelay(settled, query);
    const timer = setTimeout(() => setSettled(query), delay);
    return () => clearTimeout(timer);
  }, [query, settled]);
  return settled;
}
