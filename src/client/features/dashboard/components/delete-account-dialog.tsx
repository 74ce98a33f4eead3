/**
 * "Delete my account": what goes and what stays, then the password (for accounts that have one;
 * a Google account confirms by having signed in within the last 10 minutes).
 */
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { PasswordField } from '../../../components/ui/credential-fields';
import { apiErrorMessage } from '../../../lib/api';
import { useT } from '../../../lib/i18n/catalogue';
import dashboard from '../../../lib/i18n/catalogues/en/dashboard';
import { toast } from '../../../lib/toast';
import { useDeleteAccount } from '../use-delete-account';

export function DeleteAccountDialog({
  open,
  onOpenChange,
  hasPassword,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  hasPassword: boolean;
}) {
  const { deleteAccount, busy } = useDeleteAccount();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  const t = useT(dashboard);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    if (hasPassword && password === '') {
      setError(t('dashboard.passwordRequired'));
      return;
    }
    try {
      await deleteAccount(hasPassword ? password : undefined);
    } catch (failure) {
      const message = apiErrorMessage(failure, t('dashboard.deleteFailed'));
      setError(hasPassword ? message : undefined);
      toast({ title: t('dashboard.error'), description: message, variant: 'destructive' });
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setPassword('');
        setError(undefined);
        onOpenChange(next);
      }}
      title={t('dashboard.deleteTitle')}
      description={t('dashboard.deleteWarning')}
      className="sm:max-w-md"
    >
      <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-4">
        <ul className="list-disc space-y-1 pl-5 text-sm">
          <li>{t('dashboard.deleteAccount')}</li>
          <li>{t('dashboard.deleteRatings')}</li>
          <li>{t('dashboard.deleteRestrooms')}</li>
          <li>{t('dashboard.deleteSignOut')}</li>
        </ul>
        {hasPassword ? (
          <PasswordField
            label={t('dashboard.password')}
            name="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(event) => {
              setPassword(event.target.value);
              setError(undefined);
            }}
            error={error}
          />
        ) : (
          <p className="text-sm text-fg-muted">{t('dashboard.googleRecent')}</p>
        )}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
            {t('dashboard.cancel')}
          </Button>
          <Button type="submit" variant="destructive" disabled={busy}>
            {busy ? t('dashboard.deleting') : t('dashboard.delete')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
