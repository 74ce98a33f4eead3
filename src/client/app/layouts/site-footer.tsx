import { LegalLinks } from '../../features/legal';
import { BrandMark } from '../../components/brand-mark';
import { useT } from '../../lib/i18n/catalogue';
import shell from '../../lib/i18n/catalogues/en/shell';

/** The footer on every screen (docs/product.md §1): credits the builder and links the legal documents. */
export function SiteFooter() {
  const t = useT(shell);
  return (
    <footer className="border-t border-line bg-surface pb-[env(safe-area-inset-bottom)]">
      <div className="mx-auto flex max-w-6xl flex-col items-center gap-3 px-5 py-8 text-center sm:px-8">
        <div className="flex items-center gap-2 font-bold">
          <BrandMark className="size-6" />
          Fairway Relief
        </div>
        <LegalLinks />
        <p className="text-sm text-fg-muted">
          {t('shell.builtBy')}
          <br />© {new Date().getFullYear()} Fairway Relief
        </p>
      </div>
    </footer>
  );
}
