import type { ReactNode } from 'react';
import { useT } from '../../lib/i18n/catalogue';
import shell from '../../lib/i18n/catalogues/en/shell';

/** The fixed top bar both layouts share; it stays put while the page scrolls under it. */
export function HeaderBar({ children }: { children: ReactNode }) {
  return (
    <header className="sticky top-0 z-40 border-b border-line bg-surface/95 pt-[env(safe-area-inset-top)] backdrop-blur supports-[backdrop-filter]:bg-surface/85">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-1 px-1.5 min-[360px]:px-2 sm:gap-3 sm:px-8">
        {children}
      </div>
    </header>
  );
}

/** The first tab stop: lets keyboard and switch users jump past the header to the screen. */
export function SkipLink() {
  const t = useT(shell);
  return (
    <a
      href="#main"
      className="sr-only rounded-xl bg-primary font-semibold text-on-primary focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:px-4 focus:py-3"
    >
      {t('shell.skip')}
    </a>
  );
}
