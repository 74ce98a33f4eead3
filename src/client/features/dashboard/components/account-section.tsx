/**
 * The account panel under the dashboard's activity: a reminder to confirm the email address (with
 * a new link on request), "Download my data" (everything the service holds, as a JSON file) and
 * "Delete my account". It asks the server for the account's current state, so a confirmation made
 * in another tab or device shows here.
 */
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Download, MailWarning, Trash2 } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { apiErrorMessage } from '../../../lib/api';
import { useFieldMessage } from '../../../lib/forms/field-messages';
import { useT } from '../../../lib/i18n/catalogue';
import auth from '../../../lib/i18n/catalogues/en/auth';
import dashboard from '../../../lib/i18n/catalogues/en/dashboard';
import shell from '../../../lib/i18n/catalogues/en/shell';
import { withElements } from '../../../lib/i18n/rich-text';
import { toast } from '../../../lib/toast';
import { resendVerificationRequest, useSession } from '../../auth';
import { accountRequest, exportAccountRequest } from '../api/account';
import { DeleteAccountDialog } from './delete-account-dialog';

function downloadJson(data: unknown, filename: string) {
  const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export function AccountSection() {
  const { user } = useSession();
  const account = useQuery({
    queryKey: ['account', user?._id ?? ''],
    queryFn: ({ signal }) => accountRequest(signal),
    enabled: Boolean(user),
  });
  const [working, setWorking] = useState<'export' | 'resend' | null>(null);
  const [deleting, setDeleting] = useState(false);
  const t = useT(dashboard);
  // The new link's answer (sent, or verified already) is the server's English, word for word in the auth catalogue.
  const answer = useFieldMessage(auth);
  const ts = useT(shell);
  const current = account.data?.user ?? user;
  if (!current) return null;

  const run = async (what: 'export' | 'resend', work: () => Promise<void>, failure: string) => {
    setWorking(what);
    try {
      await work();
    } catch (error) {
      toast({
        title: t('dashboard.error'),
        description: apiErrorMessage(error, failure),
        variant: 'destructive',
      });
    } finally {
      setWorking(null);
    }
  };

  return (
    <section aria-labelledby="account-heading" className="mt-10 border-t border-line pt-6">
      <h2 id="account-heading" className="text-xl font-bold">
        {t('dashboard.account')}
      </h2>
      {current.emailVerified === false && (
        <div
          role="status"
          className="mt-3 flex flex-col gap-3 rounded-xl border border-line bg-surface-muted p-4 sm:flex-row sm:items-center"
        >
          <MailWarning aria-hidden className="size-6 shrink-0 text-primary" />
          <p className="flex-1">
            {withElements((marks) => t('dashboard.confirmEmail', marks), {
              email: <strong className="break-all">{current.email}</strong>,
            })}
          </p>
          <Button
            variant="outline"
            disabled={working !== null}
            onClick={() =>
              void run(
                'resend',
                async () => {
                  const { message } = await resendVerificationRequest();
                  toast({ title: t('dashboard.emailSent'), description: answer(message) });
                },
                t('dashboard.linkNotSent'),
              )
            }
          >
            {working === 'resend' ? ts('shell.loading') : t('dashboard.sendNewLink')}
          </Button>
        </div>
      )}
      <div className="mt-4 flex flex-col gap-3 sm:flex-row">
        <Button
          variant="outline"
          disabled={working !== null}
          onClick={() =>
            void run(
              'export',
              async () => downloadJson((await exportAccountRequest()).export, 'fairway-relief-my-data.json'),
              t('dashboard.downloadFailed'),
            )
          }
        >
          <Download aria-hidden className="size-5" />
          {working === 'export' ? ts('shell.loading') : t('dashboard.download')}
        </Button>
        <Button variant="destructive" onClick={() => setDeleting(true)}>
          <Trash2 aria-hidden className="size-5" />
          {t('dashboard.delete')}
        </Button>
      </div>
      <DeleteAccountDialog
        open={deleting}
        onOpenChange={setDeleting}
        hasPassword={current.hasPassword !== false}
      />
    </section>
  );
}
