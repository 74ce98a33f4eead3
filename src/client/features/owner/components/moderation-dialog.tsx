/**
 * The Approve and Reject dialogs of docs/product.md §2, texts verbatim: an owner's decision on a
 * submission (moderation; not to be confused with the course screen's ReviewDialog, a golfer's review
 * of a restroom). A bottom sheet on a phone, with the confirm button full width at the bottom, in
 * thumb reach. Rejection needs a non-blank reason (docs/product.md §5); both confirm buttons are
 * disabled while the decision is being stored.
 */
import { useId, useState } from 'react';
import { Check, X } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { inputClasses } from '../../../components/ui/text-field';
import { useT } from '../../../lib/i18n/catalogue';
import owner from '../../../lib/i18n/catalogues/en/owner';
import { canConfirmDecision, type ModerationAction } from '../lib/pending';

interface ModerationDialogProps {
  action: ModerationAction;
  /** The submission's name, shown so the owner knows which one this is. */
  submissionName: string;
  busy: boolean;
  onConfirm: (reason: string) => void;
  onClose: () => void;
}

export function ModerationDialog({
  action,
  submissionName,
  busy,
  onConfirm,
  onClose,
}: ModerationDialogProps) {
  const [reason, setReason] = useState('');
  const id = useId();
  const t = useT(owner);
  const text = (part: 'title' | 'description' | 'field' | 'confirm' | 'busy') => t(`owner.${action}.${part}`);
  const enabled = canConfirmDecision(action, reason, busy);
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open && !busy) onClose();
      }}
      title={text('title')}
      description={text('description')}
      className="sm:max-w-lg"
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (enabled) onConfirm(reason.trim());
        }}
        className="flex flex-col gap-4"
      >
        <p className="rounded-xl bg-surface-muted px-3 py-2 font-semibold">{submissionName}</p>
        <div>
          <label htmlFor={id} className="mb-1.5 block text-sm font-semibold">
            {text('field')}
          </label>
          <textarea
            id={id}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            required={action === 'reject'}
            aria-required={action === 'reject'}
            maxLength={1000}
            rows={3}
            className={inputClasses(false, 'py-3')}
          />
        </div>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" size="lg" onClick={onClose} disabled={busy}>
            {t('owner.cancel')}
          </Button>
          <Button
            type="submit"
            size="lg"
            variant={action === 'approve' ? 'primary' : 'destructive'}
            disabled={!enabled}
          >
            {action === 'approve' ? (
              <Check aria-hidden className="size-5" />
            ) : (
              <X aria-hidden className="size-5" />
            )}
            {busy ? text('busy') : text('confirm')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
