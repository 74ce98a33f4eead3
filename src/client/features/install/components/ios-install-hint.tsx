/**
 * iOS has no install button to offer (no `beforeinstallprompt`), so the steps are spelled out once,
 * under the header, until the golfer closes the hint (remembered on the device). Drawn by
 * lazy-ios-install-hint.tsx on iOS only.
 */
import { Share, X } from 'lucide-react';
import { Button } from '../../../components/ui/button';

export const IOS_HINT_TEXT = 'Add to Home Screen: tap Share, then Add to Home Screen';

export function IosInstallHintView({ onDismiss }: { onDismiss: () => void }) {
  return (
    <aside
      aria-label="Install the app"
      className="mx-auto flex max-w-6xl items-center gap-3 border-b border-line bg-primary-soft py-1 pr-1 pl-4 text-on-primary-soft sm:px-8"
    >
      <Share aria-hidden className="size-5 shrink-0" />
      <p className="flex-1 text-sm font-semibold">{IOS_HINT_TEXT}</p>
      <Button variant="ghost" size="icon" aria-label="Dismiss install hint" onClick={onDismiss}>
        <X aria-hidden className="size-5" />
      </Button>
    </aside>
  );
}
