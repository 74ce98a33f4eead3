/**
 * "Delete my account": what goes and what stays, then the password (for accounts that have one;
 * a Google account confirms by having signed in within the last 10 minutes).
 */
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { PasswordField } from '../../../components/ui/credential-fields';
import { apiErrorMessage } from '../../../lib/api';
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

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    if (hasPassword && password === '') {
      setError('Password is required');
      return;
    }
    try {
      await deleteAccount(hasPassword ? password : undefined);
    } catch (failure) {
      const message = apiErrorMessage(failure, 'Failed to delete your account.');
      setError(hasPassword ? message : undefined);
      toast({ title: 'Error', description: message, variant: 'destructive' });
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
      title="Delete your account?"
      description="This cannot be undone."
      className="sm:max-w-md"
    >
      <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-4">
        <ul className="list-disc space-y-1 pl-5 text-sm">
          <li>Your account, your reviews and ratings, and your helpful/invalid feedback are deleted.</li>
          <li>Course ratings are recalculated without your reviews.</li>
          <li>Restrooms you added stay listed for other golfers, without your name.</li>
          <li>You are signed out on every device.</li>
        </ul>
        {hasPassword ? (
          <PasswordField
            label="Password"
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
          <p className="text-sm text-fg-muted">
            You sign in with Google: if that was more than 10 minutes ago, sign out and in again first.
          </p>
        )}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" variant="destructive" disabled={busy}>
            {busy ? 'Deleting...' : 'Delete my account'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
