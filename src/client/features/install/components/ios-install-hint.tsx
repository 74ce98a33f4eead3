/**
 * iOS has no install button to offer (no `beforeinstallprompt`), so the steps are spelled out once,
 * under the header, until the golfer closes the hint (remembered on the device). Drawn by
 * lazy-ios-install-hint.tsx on iOS only.
 */
import { Share, X } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { useT } from '../../../lib/i18n/catalogue';
import install from '../../../lib/i18n/catalogues/en/install';

export function IosInstallHintView({ onDismiss }: { onDismiss: () => void }) {
  const t = useT(install);
  return (
    <aside
      aria-label={t('install.title')}
      className="mx-auto flex max-w-6xl items-center gap-3 border-b border-line bg-primary-soft py-1 pr-1 pl-4 text-on-primary-soft sm:px-8"
    >
      <Share aria-hidden className="size-5 shrink-0" />
      <p className="flex-1 text-sm font-semibold">{t('install.ios')}</p>
      <Button variant="ghost" size="icon" aria-label={t('install.dismiss')} onClick={onDismiss}>
        <X aria-hidden className="size-5" />
      </Button>
    </aside>
  );
}
