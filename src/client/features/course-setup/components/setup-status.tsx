/**
 * The set-up while it is on its way (docs/decisions.md §6): saved on the phone until the server has
 * it, or refused with the server's reason, Retry and Discard, until the owner fixes or drops it.
 * Nothing vanishes silently.
 */
import { CloudUpload, RotateCcw, Trash2, TriangleAlert } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { discardEntry, retryEntry, type OutboxEntry } from '../../../offline/outbox';
import { writeError } from '../../../offline/outbox/entry-words';
import { useT } from '../../../lib/i18n/catalogue';
import setup from '../../../lib/i18n/catalogues/en/setup';

export function SetupStatus({ entry }: { entry: OutboxEntry }) {
  const t = useT(setup);
  if (entry.status !== 'failed') {
    return (
      <p
        role="status"
        className="flex items-start gap-2 rounded-2xl border border-dashed border-line bg-surface p-4"
      >
        <CloudUpload aria-hidden className="mt-0.5 size-5 shrink-0 text-primary" />
        <span>
          <strong className="block">{t('setup.pendingSync')}</strong>
          {t('setup.savedOnPhone.description')}
        </span>
      </p>
    );
  }
  return (
    <div className="rounded-2xl border-2 border-danger bg-surface p-4 dark:border-red-400">
      <p className="flex items-center gap-2 font-bold">
        <TriangleAlert aria-hidden className="size-5 text-danger dark:text-red-300" />
        {t('setup.notSaved')}
      </p>
      <p role="alert" className="mt-1 text-sm font-medium text-danger dark:text-red-300">
        {writeError(entry) || t('setup.refused')}
      </p>
      <div className="mt-3 grid grid-cols-2 gap-2">
        <Button variant="outline" size="lg" onClick={() => void retryEntry(entry.id)}>
          <RotateCcw aria-hidden className="size-5" />
          {t('setup.retry')}
        </Button>
        <Button variant="outline" size="lg" onClick={() => void discardEntry(entry.id)}>
          <Trash2 aria-hidden className="size-5" />
          {t('setup.discard')}
        </Button>
      </div>
    </div>
  );
}
