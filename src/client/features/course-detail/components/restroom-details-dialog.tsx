/**
 * A restroom's detail (docs/product.md §10): its live state, who may use it, its season, each
 * amenity as Yes / No / Unknown, where it stands, and how fresh all that is; with "Still here and OK"
 * and "Report a problem" at hand. Owners of the course and admins can edit the details here, which
 * also dates their confirmation.
 */
import { useState } from 'react';
import { CircleCheck, CircleHelp, CircleX, MapPin } from 'lucide-react';
import { isValidCoordinate, type LatLng } from '../../../../shared/geo';
import { effectiveHours } from '../../../../shared/hours/judge';
import { AMENITIES } from '../../../../shared/restroom-constants';
import { DirectionsLink } from '../../../components/directions-link';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { validateForm } from '../../../lib/forms/field-errors';
import { loadHoursEngine } from '../../../lib/hours-engine';
import { formOfHours, seasonOfForm } from '../../../lib/hours-form';
import { externalLinkProps, placeLink, restroomPlace } from '../../../lib/maps-link';
import { toast } from '../../../lib/toast';
import { ACCESS_LABELS, AMENITY_LABELS, freshnessText } from '../../../lib/restroom-words';
import { restroomDetailsSchema } from '../../../../shared/schemas/restrooms';
import type { ShownRestroom } from '../api/optimistic';
import { queueDetails } from '../api/writes';
import { DetailsFields, detailsPayload, type DetailsValue } from './details-fields';
import { OpeningHoursFields } from './opening-hours-fields';
import { RestroomStatus, seasonText } from './restroom-status';
import { SyncNote } from './sync-note';

function Amenity({ name, value }: { name: (typeof AMENITIES)[number]; value: boolean | null }) {
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
      <span className="font-semibold">{value === true ? 'Yes' : value === false ? 'No' : 'Unknown'}</span>
    </li>
  );
}

const valueOf = (restroom: ShownRestroom): DetailsValue => ({
  access: restroom.access,
  accessNote: restroom.accessNote ?? '',
  season: restroom.season,
  openMonths: restroom.openMonths,
  // A season kept as months alone shows as the hours it means ("Apr-Oct").
  openingHours: effectiveHours(restroom) ?? '',
  amenities: restroom.amenities,
});

type EditErrors = Partial<Record<'accessNote' | 'openMonths' | 'openingHours', string>>;

/** The library's word on the hours before they are queued; none when its chunk cannot load here. */
async function hoursProblem(value: string | null): Promise<string | null> {
  if (!value) return null;
  const engine = await loadHoursEngine().catch(() => null);
  return engine?.problem(value) ?? null;
}

/** The owner's form: the details as they are now, sent whole (a PUT replaces them). */
function EditDetails({ restroom, onDone }: { restroom: ShownRestroom; onDone: () => void }) {
  const [value, setValue] = useState(() => valueOf(restroom));
  const [errors, setErrors] = useState<EditErrors>({});
  const save = async () => {
    // The position is kept as it is: this form does not move the restroom.
    const payload = detailsPayload(value, seasonOfForm(formOfHours(value.openingHours)) ?? undefined);
    const body = { ...payload, latitude: restroom.latitude, longitude: restroom.longitude };
    const checked = validateForm(restroomDetailsSchema, body);
    if (!checked.success) {
      const { accessNote, openMonths, openingHours } = checked.errors;
      setErrors({ accessNote, openMonths, openingHours });
      return;
    }
    const problem = await hoursProblem(body.openingHours);
    if (problem) {
      setErrors({ openingHours: problem });
      return;
    }
    try {
      await queueDetails(restroom, body);
      toast({ title: 'Details saved', description: 'Golfers see them at once.' });
      onDone();
    } catch {
      toast({ title: 'Error', description: 'Failed to save the details.', variant: 'destructive' });
    }
  };
  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <DetailsFields
        value={value}
        onChange={setValue}
        errors={errors}
        hours={
          <OpeningHoursFields
            value={value.openingHours}
            error={errors.openingHours}
            onChange={(openingHours) => setValue((current) => ({ ...current, openingHours }))}
          />
        }
      />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit">Save details</Button>
      </div>
    </form>
  );
}

/**
 * Where it is, as a golfer uses it (issue 38): not "Pinned at 36.0200, -78.9346" but the place in the
 * phone's maps app, and the way there.
 */
function Where({ restroom, coursePoint }: { restroom: ShownRestroom; coursePoint: LatLng }) {
  const { at, toCourse } = restroomPlace(restroom, coursePoint);
  return (
    <dd>
      {toCourse ? 'At the course (approximate position)' : 'Pinned on the map'}
      {isValidCoordinate(at.latitude, at.longitude) && (
        <span className="mt-1 flex flex-wrap gap-2">
          <a
            {...externalLinkProps(placeLink(at, restroom.name))}
            className={buttonClasses({ variant: 'outline', size: 'sm' })}
          >
            <MapPin aria-hidden className="size-4 shrink-0" />
            {toCourse ? 'Course in Maps' : 'Open in Maps'}
          </a>
          <DirectionsLink name={restroom.name} to={at} toCourse={toCourse} />
        </span>
      )}
    </dd>
  );
}

function Facts({ restroom, coursePoint, now }: { restroom: ShownRestroom; coursePoint: LatLng; now: Date }) {
  return (
    <dl className="grid gap-3">
      <div>
        <dt className="text-sm font-semibold text-fg-muted">Who may use it</dt>
        <dd>
          {ACCESS_LABELS[restroom.access]}
          {restroom.accessNote && <span className="block text-fg-muted">“{restroom.accessNote}”</span>}
        </dd>
      </div>
      <div>
        <dt className="text-sm font-semibold text-fg-muted">Season</dt>
        <dd>{seasonText(restroom)}</dd>
      </div>
      <div>
        <dt className="text-sm font-semibold text-fg-muted">Opening hours</dt>
        <dd className="wrap-anywhere">{restroom.openingHours ?? 'Not known'}</dd>
      </div>
      <div>
        <dt className="text-sm font-semibold text-fg-muted">Where</dt>
        <Where restroom={restroom} coursePoint={coursePoint} />
      </div>
      <div>
        <dt className="text-sm font-semibold text-fg-muted">Last confirmed</dt>
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
  const [editing, setEditing] = useState(false);
  const now = new Date();
  return (
    <Dialog fill open onOpenChange={(open) => !open && onClose()} title={restroom.name}>
      {editing ? (
        <EditDetails restroom={restroom} onDone={() => setEditing(false)} />
      ) : (
        <div className="space-y-5">
          <RestroomStatus restroom={restroom} now={now} />
          {restroom.statusEntry && <SyncNote entry={restroom.statusEntry} />}
          <div className="flex flex-wrap gap-2">
            <Button size="sm" onClick={onConfirm}>
              Still here and OK
            </Button>
            <Button size="sm" variant="outline" onClick={onReport}>
              Report a problem
            </Button>
            {canEdit && (
              <Button size="sm" variant="ghost" onClick={() => setEditing(true)}>
                Edit details
              </Button>
            )}
          </div>
          <Facts restroom={restroom} coursePoint={coursePoint} now={now} />
          <section aria-labelledby="amenities-heading">
            <h3 id="amenities-heading" className="mb-1 font-bold">
              Amenities
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
