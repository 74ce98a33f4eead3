/**
 * The attribution OpenStreetMap's licence asks for wherever its data shows (docs/product.md §11): on
 * a restroom imported from it, and under screens listing its courses. A plain line, no link
 * needed to satisfy it, so it reads the same offline; in the golfer's language (OpenStreetMap
 * accepts its attribution translated).
 */
import { useT } from '../lib/i18n/catalogue';
import words from '../lib/i18n/catalogues/en/words';

/** `lead` is the caller's words before the attribution ("From OpenStreetMap ·"), in the golfer's language. */
export function OsmAttribution({ lead, className }: { lead: string; className?: string }) {
  const t = useT(words);
  return <p className={`text-xs text-fg-muted ${className ?? ''}`}>{t('words.osm', { lead })}</p>;
}
