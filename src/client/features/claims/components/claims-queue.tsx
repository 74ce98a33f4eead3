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
import { ClaimCard } from './claim-card';

const REASON_REQUIRED = 'A reason is required to reject a claim';

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
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const formId = useId();
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && !busy && onClose()}
      title="Reject claim"
      description={`Why is ${claim.claimant.firstName}’s claim of ${claim.courseName} rejected? They are e-mailed this reason.`}
      className="sm:max-w-lg"
    >
      <form
        id={formId}
        noValidate
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          if (!reason.trim()) {
            setError(REASON_REQUIRED);
            event.currentTarget.querySelector('textarea')?.focus();
            return;
          }
          onConfirm(reason.trim());
        }}
      >
        <FieldFrame label="Reason *" error={error}>
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
            Cancel
          </Button>
          <Button type="submit" size="lg" variant="destructive" disabled={busy}>
            {busy ? 'Rejecting...' : 'Reject claim'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

export function ClaimsQueue() {
  const queue = useClaimsQueue();
  const decide = useDecideClaim();
  const [rejecting, setRejecting] = useState<AdminClaim | null>(null);
  const busyId = decide.isPending ? decide.variables.claimId : null;

  const send = async (claim: AdminClaim, reason?: string) => {
    try {
      const decision =
        reason === undefined ? { action: 'approve' as const } : { action: 'reject' as const, reason };
      const { message } = await decide.mutateAsync({ claimId: claim._id, decision });
      toast({ title: 'Success', description: message });
      setRejecting(null);
    } catch (error) {
      toast({
        title: 'Error',
        description: apiErrorMessage(error, 'Could not decide the claim'),
        variant: 'destructive',
      });
    }
  };

  if (queue.isError)
    return <p role="alert">{apiErrorMessage(queue.error, 'Failed to load the claims. Please try again.')}</p>;
  if (!queue.data) return <p className="py-6 text-center text-fg-muted">Loading claims…</p>;
  const claims = queue.data.claims;
  return (
    <>
      {claims.length === 0 ? (
        <p className="rounded-2xl border-2 border-dashed border-line px-6 py-10 text-center text-fg-muted">
          No claims waiting for review.
        </p>
      ) : (
        <ul aria-label="Claims waiting for review" className="space-y-3">
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
