/**
 * "Save for offline" on a course (docs/decisions.md §6): the button, whether the course is saved (and its
 * size), and the dialog: size estimate before anything downloads, then a progress bar with Cancel,
 * and a save that did not end complete said as such (the map server out of reach: saved without
 * the map) with Retry.
 * Closing the dialog while saving cancels (nothing keeps downloading out of sight).
 */
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { CircleCheck, Download } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Spinner } from '../../../components/ui/spinner';
import { SYNC_PATH } from '../../../lib/sync-path';
import { useSavedCourse, useStoreUsage } from '../hooks/use-live';
import { useSaveCourse, type SaveCourseOptions } from '../hooks/use-save-course';
import { formatBytes, formatMegabytes } from '../lib/format-bytes';
import { readCapBytes, readCapMb } from '../lib/settings';
import type { SavePlan } from '../lib/save-course';
import { SaveProgress } from './save-progress';
import { useT } from '../../../lib/i18n/catalogue';
import offlineMaps from '../../../lib/i18n/catalogues/en/offline-maps';

export function SaveForOffline(props: SaveCourseOptions) {
  const saved = useSavedCourse(props.course._id);
  const [open, setOpen] = useState(false);
  const save = useSaveCourse(props);
  const { state } = save;
  const t = useT(offlineMaps);

  const openDialog = () => {
    setOpen(true);
    void save.plan();
  };
  const close = () => {
    save.cancel();
    setOpen(false);
  };
  // A finished save closes the dialog (its toast says so); a failure stays open with its message.
  const start = async (plan: SavePlan | null) => {
    if (await save.start(plan)) setOpen(false);
  };

  return (
    <div className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-1">
      <Button variant={saved ? 'outline' : 'secondary'} onClick={openDialog}>
        <Download aria-hidden className="size-4" />
        {t(saved ? 'offlineMaps.update' : 'offlineMaps.save')}
      </Button>
      {saved && (
        <Link
          to={SYNC_PATH}
          className="inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-primary underline"
        >
          <CircleCheck aria-hidden className="size-4" />
          {t('offlineMaps.savedSize', { size: formatBytes(saved.bytes) })}
        </Link>
      )}
      <Dialog
        open={open}
        onOpenChange={(next) => (next ? setOpen(true) : close())}
        title={t('offlineMaps.save')}
        description={props.course.name}
      >
        {state.step === 'planning' && <Spinner label={t('offlineMaps.planning')} />}
        {state.step === 'ready' && (
          <Estimate plan={state.plan} replacing={saved?.bytes ?? 0} onCancel={close} onSave={start} />
        )}
        {state.step === 'saving' && (
          <div className="space-y-4">
            <SaveProgress done={state.done} total={state.total} />
            <p className="text-sm">{t('offlineMaps.keepOpen')}</p>
            <div className="flex justify-end">
              <Button variant="outline" onClick={close}>
                {t('offlineMaps.cancel')}
              </Button>
            </div>
          </div>
        )}
        {state.step === 'no-map' && (
          <SaveEnded
            message={state.message}
            actions={
              <>
                <Button variant="outline" onClick={() => void save.plan()}>
                  {t('offlineMaps.tryAgain')}
                </Button>
                <Button onClick={() => void start(null)}>{t('offlineMaps.withoutMap')}</Button>
              </>
            }
          />
        )}
        {(state.step === 'partial' || state.step === 'failed') && (
          <SaveEnded
            title={state.step === 'partial' ? state.title : undefined}
            message={state.message}
            actions={
              <>
                <Button variant="outline" onClick={close}>
                  {t('offlineMaps.close')}
                </Button>
                <Button onClick={() => void save.plan()}>{t('offlineMaps.retry')}</Button>
              </>
            }
          />
        )}
      </Dialog>
    </div>
  );
}

/** How a save (or its plan) ended short of complete: said at once, with what can be done next. */
function SaveEnded({
  title,
  message,
  actions,
}: {
  title?: string | undefined;
  message: string;
  actions: ReactNode;
}) {
  return (
    <div className="space-y-4">
      <div role="alert" className="space-y-1">
        {title && <p className="font-bold">{title}</p>}
        <p>{message}</p>
      </div>
      <div className="flex flex-wrap justify-end gap-2">{actions}</div>
    </div>
  );
}

const SIZE_MARK = '\u0000';

function Estimate({
  plan,
  replacing,
  onCancel,
  onSave,
}: {
  plan: SavePlan;
  /** Bytes of this course's earlier save, replaced by this one. */
  replacing: number;
  onCancel: () => void;
  onSave: (plan: SavePlan) => Promise<void>;
}) {
  const usage = useStoreUsage();
  const capBytes = readCapBytes();
  const pinnedAfter = (usage?.pinnedBytes ?? 0) - replacing + plan.estimateBytes;
  const overCap = usage !== undefined && pinnedAfter > capBytes;
  const t = useT(offlineMaps);
  // The size in bold where the sentence puts it, in any language: the message around a marker.
  const [before, after] = t('offlineMaps.about', { size: SIZE_MARK }).split(SIZE_MARK);
  return (
    <div className="space-y-3">
      <p className="text-lg">
        {before}
        <strong>{formatBytes(plan.estimateBytes)}</strong>
        {after}
      </p>
      <p className="text-sm text-fg-muted">
        {t('offlineMaps.contents', { tiles: plan.tiles, size: formatBytes(plan.averageTileBytes) })}
      </p>
      {overCap && (
        <p role="alert" className="rounded-xl border border-danger p-3 text-sm">
          {t('offlineMaps.overCap', { limit: formatMegabytes(readCapMb()) })}{' '}
          <Link to={SYNC_PATH} className="font-semibold text-primary underline">
            {t('offlineMaps.changeLimit')}
          </Link>
        </p>
      )}
      <div className="flex justify-end gap-2 pt-2">
        <Button variant="outline" onClick={onCancel}>
          {t('offlineMaps.cancel')}
        </Button>
        <Button onClick={() => void onSave(plan)} disabled={overCap || usage === undefined}>
          <Download aria-hidden className="size-4" />
          {t('offlineMaps.saveButton')}
        </Button>
      </div>
    </div>
  );
}
