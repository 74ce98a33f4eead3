/**
 * The admins' "Claims" queue (docs/product.md §12), a tab of the owner dashboard for admins: the open
 * claims oldest first; Approve makes the claimant an owner, Reject asks a reason, which the claimant
 * is e-mailed. The server's answer (or refusal: "already decided") comes back as a toast.
 */
import { useId, useState } from 'react';
import type { AdminClaim } from '../../../../shared/schemas';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { FieldFrame, inputClasses } from '../../../components/ui/text-field';
import { apiErrorMessage } from '../../../lib/api';
import { toast } from '../../../lib/toast';
import { useClaimsQueue, useDecideClaim } from '../api/claims';
import { useT } from '../../../lib/i18n/catalogue';
import claimsEn from '../../../lib/i18n/catalogues/en/claims';
import { ClaimCard } from './claim-card';
import { EmptyNote } from '../../../components/ui/empty-note';

function RejectDialog({
  claim,
  busy,
  onConfirm,
  onClose,
}: {
  claim: AdminClaim;
  busy: boolean;
  onConfirm: (reason: string) => void;
  onClose: () => void;
}) {
  const t = useT(claimsEn);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const formId = useId();
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && !busy && onClose()}
      title={t('claims.rejectTitle')}
      description={t('claims.rejectWhy', { name: claim.claimant.firstName, course: claim.courseName })}
      className="sm:max-w-lg"
    >
      <form
        id={formId}
        noValidate
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          if (!reason.trim()) {
            setError(t('claims.reasonRequired'));
            event.currentTarget.querySelector('textarea')?.focus();
            return;
          }
          onConfirm(reason.trim());
        }}
      >
        <FieldFrame label={t('claims.reason')} error={error}>
          {(control) => (
            <textarea
              {...control}
              rows={3}
              maxLength={1000}
              aria-required
              value={reason}
              onChange={(event) => {
                setReason(event.target.value);
                setError(undefined);
              }}
              className={inputClasses(Boolean(error), 'py-3')}
            />
          )}
        </FieldFrame>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" size="lg" onClick={onClose} disabled={busy}>
            {t('claims.cancel')}
          </Button>
          <Button type="submit" size="lg" variant="destructive" disabled={busy}>
            {busy ? t('claims.rejecting') : t('claims.rejectTitle')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

export function ClaimsQueue() {
  const t = useT(claimsEn);
  const queue = useClaimsQueue();
  const decide = useDecideClaim();
  const [rejecting, setRejecting] = useState<AdminClaim | null>(null);
  const busyId = decide.isPending ? decide.variables.claimId : null;

  const send = async (claim: AdminClaim, reason?: string) => {
    try {
      const decision =
        reason === undefined ? { action: 'approve' as const } : { action: 'reject' as const, reason };
      await decide.mutateAsync({ claimId: claim._id, decision });
      // The outcome is known here: said in the admin's language, as the server says it in English.
      toast({
        title: t('claims.success'),
        description: t(reason === undefined ? 'claims.decided.approved' : 'claims.decided.rejected'),
      });
      setRejecting(null);
    } catch (error) {
      toast({
        title: t('claims.error'),
        description: apiErrorMessage(error, t('claims.decideError')),
        variant: 'destructive',
      });
    }
  };

  if (queue.isError) return <p role="alert">{apiErrorMessage(queue.error, t('claims.loadError'))}</p>;
  if (!queue.data) return <p className="py-6 text-center text-fg-muted">{t('claims.loading')}</p>;
  const claims = queue.data.claims;
  return (
    <>
      {claims.length === 0 ? (
        <EmptyNote>{t('claims.empty')}</EmptyNote>
      ) : (
        <ul aria-label={t('claims.list')} className="space-y-3">
          {claims.map((claim) => (
            <ClaimCard
              key={claim._id}
              claim={claim}
              busy={busyId === claim._id}
              onApprove={() => void send(claim)}
              onReject={() => setRejecting(claim)}
            />
          ))}
        </ul>
      )}
      {rejecting && (
        <RejectDialog
          claim={rejecting}
          busy={busyId === rejecting._id}
          onConfirm={(reason) => void send(rejecting, reason)}
          onClose={() => setRejecting(null)}
        />
      )}
    </>
  );
}
