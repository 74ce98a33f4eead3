import { Badge } from '../../components/ui/badge';

/**
 * The Alpha Access badge of docs/product.md §1; phones show the short form to keep the header on one line.
 */
export function AlphaBadge() {
  return (
    <Badge
      tone="flag"
      data-testid="alpha-badge"
      className="shrink-0 px-1 text-[10px] leading-4 min-[360px]:px-1.5 sm:px-2 sm:text-xs"
    >
      <span className="sr-only">Alpha Access</span>
      <span aria-hidden>
        Alpha<span className="hidden sm:inline"> Access</span>
      </span>
    </Badge>
  );
}
