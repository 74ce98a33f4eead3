/**
 * "Report a problem" (docs/product.md §10): what is wrong, from the fixed list, and an optional note.
 * A kind the golfer already reported here and that is still active is shown as theirs, not offered
 * again (the server refuses a second one). Every kind expires by itself except "gone", which goes to
 * the owner.
 */
import { useState } from 'react';
import clsx from 'clsx';
import { REPORT_KINDS, type ReportKind } from '../../../../shared/report-kinds';
import { REPORT_NOTE_MAX } from '../../../../shared/restroom-constants';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { FieldFrame } from '../../../components/ui/text-field';
import { useT } from '../../../lib/i18n/catalogue';
import courseDialogs from '../../../lib/i18n/catalogues/en/course-dialogs';
import { REPORT_LABELS, reportHintText } from '../../../lib/restroom-words';
import type { ShownRestroom } from '../api/optimistic';
import { useMyActiveReportKinds } from '../hooks/use-restroom-status';

export function ReportDialog({
  restroom,
  onClose,
  onSend,
}: {
  restroom: ShownRestroom;
  onClose: () => void;
  onSend: (kind: ReportKind, note: string) => Promise<boolean>;
}) {
  const t = useT(courseDialogs);
  const mine = useMyActiveReportKinds(restroom, true);
  const [kind, setKind] = useState<ReportKind | null>(null);
  const [note, setNote] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  const send = async () => {
    if (!kind) {
      setError(t('courseDialogs.report.choose'));
      return;
    }
    setBusy(true);
    const sent = await onSend(kind, note);
    setBusy(false);
    if (sent) onClose();
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('courseDialogs.report.title', { name: restroom.name })}
      description={t('courseDialogs.report.description')}
    >
      <form
        noValidate
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          void send();
        }}
      >
        <fieldset aria-describedby={error ? 'report-kind-error' : undefined}>
          <legend className="mb-2 font-semibold">{t('courseDialogs.report.what')}</legend>
          <div className="grid gap-2">
            {REPORT_KINDS.map((value) => {
              const reported = mine.has(value);
              return (
                <label
                  key={value}
                  className={clsx(
                    'flex min-h-12 cursor-pointer items-center gap-3 rounded-xl border px-3 py-2',
                    'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-primary',
                    kind === value ? 'border-primary bg-primary-soft text-on-primary-soft' : 'border-line',
                    reported && 'cursor-not-allowed opacity-70',
                  )}
                >
                  <input
                    type="radio"
                    name="report-kind"
                    className="size-5 accent-(--color-primary)"
                    checked={kind === value}
                    disabled={reported}
                    onChange={() => {
                      setKind(value);
                      setError(undefined);
                    }}
                  />
                  <span>
                    <span className="block font-semibold">{REPORT_LABELS[value]}</span>
                    <span className="block text-sm opacity-80">
                      {reported ? t('courseDialogs.report.already') : reportHintText(value)}
                    </span>
                  </span>
                </label>
              );
            })}
          </div>
          {error && (
            <p id="report-kind-error" className="mt-1.5 text-sm font-medium text-danger dark:text-red-300">
              {error}
            </p>
          )}
        </fieldset>
        <FieldFrame label={t('courseDialogs.report.note')}>
          {(control) => (
            <textarea
              {...control}
              value={note}
              maxLength={REPORT_NOTE_MAX}
              onChange={(event) => setNote(event.target.value)}
              rows={2}
              placeholder={t('courseDialogs.report.notePlaceholder')}
              className="w-full rounded-xl border border-line bg-surface px-3 py-2 text-base text-fg"
            />
          )}
        </FieldFrame>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button type="button" variant="outline" onClick={onClose}>
            {t('courseDialogs.cancel')}
          </Button>
          <Button type="submit" disabled={busy}>
            {t(busy ? 'courseDialogs.report.sending' : 'courseDialogs.report.send')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
