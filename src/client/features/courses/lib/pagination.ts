import { PAGINATION } from '../../../../shared/constants';

/** The page numbers to offer (docs/product.md §9): a sliding window of up to five around the current page. */
export function pageWindow(current: number, pages: number, size: number = PAGINATION.pageWindow): number[] {
  if (pages < 1) return [];
  const count = Math.min(size, pages);
  const page = Math.min(Math.max(1, current), pages);
  const start = Math.min(Math.max(1, page - Math.floor(count / 2)), pages - count + 1);
  return Array.from({ length: count }, (_, index) => start + index);
}
