/**
 * The question a golfer answers when logging out with changes not yet on the server: keep them (sent
 * the next time they sign in here) or discard them. Its own chunk: Radix's dialog stays out of the
 * first page's JavaScript, and it is loaded only when there is something to ask.
 */
import * as AlertDialog from '@radix-ui/react-alert-dialog';
import { Button } from '../../../components/ui/button';
import { useT } from '../../../lib/i18n/catalogue';
import auth from '../../../lib/i18n/catalogues/en/auth';
import type { UnsentChoice } from '../use-logout';

export interface LogoutDialogProps {
  unsent: number;
  busy: boolean;
  onConfirm: (choice: UnsentChoice) => void;
  onCancel: () => void;
}

export function LogoutDialog({ unsent, busy, onConfirm, onCancel }: LogoutDialogProps) {
  const t = useT(auth);
  return (
    <AlertDialog.Root open={unsent > 0} onOpenChange={(open) => !open && !busy && onCancel()}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-black/60 motion-safe:animate-fade-in" />
        <AlertDialog.Content className="fixed inset-x-4 top-1/2 z-50 mx-auto max-w-md -translate-y-1/2 rounded-2xl border border-line bg-surface p-5 text-fg shadow-2xl motion-safe:animate-pop-in">
          <AlertDialog.Title className="text-lg font-bold">{t('auth.unsentTitle')}</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-fg-muted">
            {t('auth.unsentText', { n: unsent })}
          </AlertDialog.Description>
          <div className="mt-6 flex flex-col gap-2">
            <Button disabled={busy} onClick={() => onConfirm('keep')}>
              {t('auth.keepAndLogOut')}
            </Button>
            <Button variant="destructive" disabled={busy} onClick={() => onConfirm('discard')}>
              {t('auth.discardAndLogOut')}
            </Button>
            <AlertDialog.Cancel asChild>
              <Button variant="outline" disabled={busy}>
                {t('auth.staySignedIn')}
              </Button>
            </AlertDialog.Cancel>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
