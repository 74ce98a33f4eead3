/**
 * The attribution OpenStreetMap's licence asks for wherever its data shows (docs/product.md §11): on
 * a restroom imported from it, and under screens listing its courses. A plain line, no link
 * needed to satisfy it, so it reads the same offline.
 */
import { OSM_ATTRIBUTION } from '../../shared/restroom-constants';

export function OsmAttribution({ lead, className }: { lead: string; className?: string }) {
  return (
    <p className={`text-xs text-fg-muted ${className ?? ''}`}>
      {lead} {OSM_ATTRIBUTION}
    </p>
  );
}
