/** The update banner's drawing (update-banner.tsx loads it when an update waits). */
import { RefreshCw } from 'lucide-react';
import { Button } from '../components/ui/button';
import { useT } from '../lib/i18n/catalogue';
import shell from '../lib/i18n/catalogues/en/shell';

export function UpdateBannerView({ applyUpdate }: { applyUpdate: () => void }) {
  const t = useT(shell);
  return (
    <div
      role="status"
      className="fixed inset-x-3 bottom-[max(0.75rem,env(safe-area-inset-bottom))] z-[90] mx-auto flex max-w-md items-center gap-3 rounded-2xl bg-brand-900 py-2 pr-2 pl-4 text-white shadow-2xl ring-1 ring-white/15"
    >
      <RefreshCw aria-hidden className="size-5 shrink-0 text-flag-300" />
      <p className="flex-1 text-sm font-semibold">{t('shell.updateAvailable')}</p>
      <Button variant="flag" onClick={applyUpdate}>
        {t('shell.reload')}
      </Button>
    </div>
  );
}
