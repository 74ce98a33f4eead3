/**
 * Legal documents stay English (docs/product.md §15): in Spanish or German the legal menu and the
 * viewer say so, in the golfer's language; English golfers see nothing more.
 */
import clsx from 'clsx';
import { useLanguage, useT } from '../../lib/i18n/catalogue';
import legalNote from '../../lib/i18n/catalogues/en/legal-note';

export function EnglishOnlyNote({ className }: { className?: string }) {
  const t = useT(legalNote);
  if (useLanguage() === 'en') return null;
  return (
    <p className={clsx('text-sm text-fg-muted', className)} data-testid="legal-english-only">
      {t('legalNote.englishOnly')}
    </p>
  );
}
