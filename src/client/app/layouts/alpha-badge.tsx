import { Badge } from '../../components/ui/badge';
import { useT } from '../../lib/i18n/catalogue';
import shell from '../../lib/i18n/catalogues/en/shell';

/**
 * The Alpha Access badge of docs/product.md §1; phones show the short form to keep the header on one line.
 */
export function AlphaBadge() {
  const t = useT(shell);
  return (
    <Badge
      tone="flag"
      data-testid="alpha-badge"
      className="shrink-0 px-1 text-[10px] leading-4 min-[360px]:px-1.5 sm:px-2 sm:text-xs"
    >
      <span className="sr-only">{t('shell.alphaAccess')}</span>
      <span aria-hidden>
        <span className="sm:hidden">{t('shell.alpha')}</span>
        <span className="hidden sm:inline">{t('shell.alphaAccess')}</span>
      </span>
    </Badge>
  );
}
