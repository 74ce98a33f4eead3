import { Badge } from '../../components/ui/badge';

/** The Alpha Access badge of spec §1; phones show the short form to keep the header on one line. */
export function AlphaBadge() {
  return (
    <Badge tone="flag" className="shrink-0 px-1.5 text-[10px] leading-4 sm:px-2 sm:text-xs">
      <span className="sr-only">Alpha Access</span>
      <span aria-hidden>
        Alpha<span className="hidden sm:inline"> Access</span>
      </span>
    </Badge>
  );
}
