/**
 * The header's Log out button, with the question a golfer must answer when changes made on this
 * device have not reached the server yet: keep them (sent at the next sign-in here) or discard them.
 */
import * as AlertDialog from '@radix-ui/react-alert-dialog';
import { LogOut } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { useLogout } from '../use-logout';

export function LogoutButton() {
  const { requestLogout, unsent, confirm, cancel, busy } = useLogout();
  const changes = unsent === 1 ? '1 change' : `${unsent} changes`;
  return (
    <>
      <Button
        variant="ghost"
        size="icon"
        aria-label="Log out"
        title="Log out"
        onClick={() => void requestLogout()}
      >
        <LogOut aria-hidden className="size-5" />
      </Button>
      <AlertDialog.Root open={unsent > 0} onOpenChange={(open) => !open && !busy && cancel()}>
        <AlertDialog.Portal>
          <AlertDialog.Overlay className="fixed inset-0 z-50 bg-black/60 motion-safe:animate-fade-in" />
          <AlertDialog.Content className="fixed inset-x-4 top-1/2 z-50 mx-auto max-w-md -translate-y-1/2 rounded-2xl border border-line bg-surface p-5 text-fg shadow-2xl motion-safe:animate-pop-in">
            <AlertDialog.Title className="text-lg font-bold">Unsent changes</AlertDialog.Title>
            <AlertDialog.Description className="mt-2 text-fg-muted">
              {changes} you made on this device {unsent === 1 ? 'has' : 'have'} not reached Fairway Relief
              yet. Keep {unsent === 1 ? 'it' : 'them'} to send the next time you sign in here, or discard{' '}
              {unsent === 1 ? 'it' : 'them'}.
            </AlertDialog.Description>
            <div className="mt-6 flex flex-col gap-2">
              <Button disabled={busy} onClick={() => void confirm('keep')}>
                Keep and log out
              </Button>
              <Button variant="destructive" disabled={busy} onClick={() => void confirm('discard')}>
                Discard and log out
              </Button>
              <AlertDialog.Cancel asChild>
                <Button variant="outline" disabled={busy}>
                  Stay signed in
                </Button>
              </AlertDialog.Cancel>
            </div>
          </AlertDialog.Content>
        </AlertDialog.Portal>
      </AlertDialog.Root>
    </>
  );
}
