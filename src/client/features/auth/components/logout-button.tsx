/**
 * The header's Log out button. When changes made on this device have not reached the server yet,
 * it asks first (LogoutDialog); that dialog's code (Radix alert dialog, scroll lock, focus trap:
 * about 13 KB gzip) is fetched on the click, in parallel with counting the unsent writes, so no
 * page pays for it before its first paint.
 */
import { LogOut } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { HeaderItemLabel, headerItemClasses } from '../../../components/ui/header-item';
import { lazyComponent } from '../../../lib/lazy-component';
import { useLogout } from '../use-logout';
import { useT } from '../../../lib/i18n/catalogue';
import shell from '../../../lib/i18n/catalogues/en/shell';
import type { LogoutDialogProps } from './logout-dialog';

const logoutDialog = lazyComponent<LogoutDialogProps>(
  async () => (await import('./logout-dialog')).LogoutDialog,
);

export function LogoutButton() {
  const { requestLogout, unsent, confirm, cancel, busy } = useLogout();
  const Dialog = logoutDialog.useLoaded();
  const t = useT(shell);
  const onLogout = () => {
    // A failed load (offline, not cached yet) is retried by the next click.
    void logoutDialog.load().catch(() => undefined);
    void requestLogout();
  };
  return (
    <>
      <Button
        variant="ghost"
        size="icon"
        className={headerItemClasses}
        aria-label={t('shell.logOut')}
        title={t('shell.logOut')}
        onClick={onLogout}
      >
        <LogOut aria-hidden className="size-5" />
        <HeaderItemLabel>{t('shell.logOut')}</HeaderItemLabel>
      </Button>
      {Dialog && (
        <Dialog unsent={unsent} busy={busy} onConfirm={(choice) => void confirm(choice)} onCancel={cancel} />
      )}
    </>
  );
}
