/**
 * A restroom's detail (docs/product.md §10): its live state, who may use it, its season, each
 * amenity as Yes / No / Unknown, where it stands, and how fresh all that is; with "Still here and OK"
 * and "Report a problem" at hand. Owners of the course and admins can edit the details here, which
 * also dates their confirmation.
 */
import { useEffect, useState } from 'react';
import { CircleCheck, CircleHelp, CircleX, MapPin } from 'lucide-react';
import { isValidCoordinate, type LatLng } from '../../../../shared/geo';
import { AMENITIES } from '../../../../shared/restroom-constants';
import { DirectionsLink } from '../../../components/directions-link';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { CenteredSpinner } from '../../../components/ui/spinner';
import { useT } from '../../../lib/i18n/catalogue';
import courseDialogs from '../../../lib/i18n/catalogues/en/course-dialogs';
import { lazyComponent } from '../../../lib/lazy-component';
import { externalLinkProps, placeLink, restroomPlace } from '../../../lib/maps-link';
import { toast } from '../../../lib/toast';
import { ACCESS_LABELS, AMENITY_LABELS, freshnessText } from '../../../lib/restroom-words';
import type { ShownRestroom } from '../api/optimistic';
import { RestroomStatus, seasonText } from './restroom-status';
import { SyncNote } from './sync-note';

function Amenity({ name, value }: { name: (typeof AMENITIES)[number]; value: boolean | null }) {
  const t = useT(courseDialogs);
  const Icon = value === true ? CircleCheck : value === false ? CircleX : CircleHelp;
  return (
    <li className="flex min-h-9 items-center gap-2">
      <Icon
        aria-hidden
        className={
          value === true
            ? 'size-5 text-primary'
            : value === false
              ? 'size-5 text-danger dark:text-red-300'
              : 'size-5 text-fg-muted'
        }
      />
      <span className="flex-1">{AMENITY_LABELS[name]}</span>
      <span className="font-semibold">
        {t(
          value === true
            ? 'courseDialogs.yes'
            : value === false
              ? 'courseDialogs.no'
              : 'courseDialogs.unknown',
        )}
      </span>
    </li>
  );
}

/**
 * The owner's form, with the hours form inside it, loads when an owner or admin opens the detail:
 * nobody else needs it, and it stays out of the course screen's first JavaScript.
 */
const editDetails = lazyComponent(() => import('./edit-details').then((m) => m.EditDetails));

/**
 * Where it is, as a golfer uses it (issue 38): not "Pinned at 36.0200, -78.9346" but the place in the
 * phone's maps app, and the way there.
 */
function Where({ restroom, coursePoint }: { restroom: ShownRestroom; coursePoint: LatLng }) {
  const t = useT(courseDialogs);
  const { at, toCourse } = restroomPlace(restroom, coursePoint);
  return (
    <dd>
      {t(toCourse ? 'courseDialogs.detail.atCourse' : 'courseDialogs.detail.pinned')}
      {isValidCoordinate(at.latitude, at.longitude) && (
        <span className="mt-1 flex flex-wrap gap-2">
          <a
            {...externalLinkProps(placeLink(at, restroom.name))}
            className={buttonClasses({ variant: 'outline', size: 'sm' })}
          >
            <MapPin aria-hidden className="size-4 shrink-0" />
            {t(toCourse ? 'courseDialogs.detail.courseInMaps' : 'courseDialogs.detail.openInMaps')}
          </a>
          <DirectionsLink name={restroom.name} to={at} toCourse={toCourse} />
        </span>
      )}
    </dd>
  );
}

function Facts({ restroom, coursePoint, now }: { restroom: ShownRestroom; coursePoint: LatLng; now: Date }) {
  const t = useT(courseDialogs);
  return (
    <dl className="grid gap-3">
      <div>
        <dt className="text-sm font-semibold text-fg-muted">{t('courseDialogs.detail.access')}</dt>
        <dd>
          {ACCESS_LABELS[restroom.access]}
          {restroom.accessNote && <span className="block text-fg-muted">“{restroom.accessNote}”</span>}
        </dd>
      </div>
      <div>
        <dt className="text-sm font-semibold text-fg-muted">{t('courseDialogs.detail.season')}</dt>
        <dd>{seasonText(restroom)}</dd>
      </div>
      <div>
        <dt className="text-sm font-semibold text-fg-muted">{t('courseDialogs.detail.hours')}</dt>
        <dd className="wrap-anywhere">{restroom.openingHours ?? t('courseDialogs.detail.notKnown')}</dd>
      </div>
      <div>
        <dt className="text-sm font-semibold text-fg-muted">{t('courseDialogs.detail.where')}</dt>
        <Where restroom={restroom} coursePoint={coursePoint} />
      </div>
      <div>
        <dt className="text-sm font-semibold text-fg-muted">{t('courseDialogs.detail.confirmed')}</dt>
        <dd>{freshnessText(restroom, now)}</dd>
      </div>
    </dl>
  );
}

export function RestroomDetailsDialog({
  restroom,
  coursePoint,
  canEdit,
  onClose,
  onConfirm,
  onReport,
}: {
  restroom: ShownRestroom;
  /** Where a restroom without a position of its own stands. */
  coursePoint: LatLng;
  /** An owner of the course or an admin. */
  canEdit: boolean;
  onClose: () => void;
  onConfirm: () => void;
  onReport: () => void;
}) {
  const t = useT(courseDialogs);
  const [editing, setEditing] = useState(false);
  const EditDetails = editDetails.useLoaded();
  // An owner or admin may edit: the form loads while they read the detail.
  useEffect(() => {
    if (canEdit) editDetails.load().catch(() => undefined);
  }, [canEdit]);
  const edit = () => {
    setEditing(true);
    editDetails.load().catch(() => {
      setEditing(false);
      toast({
        title: t('courseDialogs.error'),
        description: t('courseDialogs.edit.loadFailed'),
        variant: 'destructive',
      });
    });
  };
  const now = new Date();
  return (
    <Dialog fill open onOpenChange={(open) => !open && onClose()} title={restroom.name}>
      {editing ? (
        EditDetails ? (
          <EditDetails restroom={restroom} onDone={() => setEditing(false)} />
        ) : (
          <CenteredSpinner />
        )
      ) : (
        <div className="space-y-5">
          <RestroomStatus restroom={restroom} now={now} />
          {restroom.statusEntry && <SyncNote entry={restroom.statusEntry} />}
          <div className="flex flex-wrap gap-2">
            <Button size="sm" onClick={onConfirm}>
              {t('courseDialogs.detail.stillHere')}
            </Button>
            <Button size="sm" variant="outline" onClick={onReport}>
              {t('courseDialogs.detail.report')}
            </Button>
            {canEdit && (
              <Button size="sm" variant="ghost" onClick={edit}>
                {t('courseDialogs.detail.edit')}
              </Button>
            )}
          </div>
          <Facts restroom={restroom} coursePoint={coursePoint} now={now} />
          <section aria-labelledby="amenities-heading">
            <h3 id="amenities-heading" className="mb-1 font-bold">
              {t('courseDialogs.detail.amenities')}
            </h3>
            <ul className="divide-y divide-line">
              {AMENITIES.map((name) => (
                <Amenity key={name} name={name} value={restroom.amenities[name]} />
              ))}
            </ul>
          </section>
        </div>
      )}
    </Dialog>
  );
}
