/**
 * Add Restroom's decisions (docs/product.md §2, §5, §10): the spec's fields with their §5 defaults,
 * the optional details and position, validation with the server's own schema, and the look at the
 * course's restrooms before queueing, so a twin is not added by accident (issue 15).
 */
import { useState, type FormEvent } from 'react';
import { type FACILITY_TYPES, type GENDERS, type LOCATION_TYPES } from '../../../../shared/constants';
import { RESTROOM_DEFAULTS } from '../../../../shared/restroom-constants';
import type { LatLng } from '../../../../shared/geo';
import { restroomInputSchema, type RestroomInput } from '../../../../shared/schemas/restrooms';
import { validateForm, type FieldErrors } from '../../../lib/forms/field-errors';
import { fieldMessages, useFieldMessage } from '../../../lib/forms/field-messages';
import { useT } from '../../../lib/i18n/catalogue';
import courseDialogs from '../../../lib/i18n/catalogues/en/course-dialogs';
import { toast } from '../../../lib/toast';
import type { ShownRestroom } from '../api/optimistic';
import { queueRestroom } from '../api/writes';
import {
  detailsPayload,
  unknownDetails,
  type DetailsValue,
} from '../../../components/restroom-details/details-fields';
import { similarRestrooms } from '../lib/similar-restrooms';

export interface SpecValue {
  locationType: (typeof LOCATION_TYPES)[number];
  name: string;
  facilityType: (typeof FACILITY_TYPES)[number];
  gender: (typeof GENDERS)[number];
  accessibility: boolean;
}

type Field = 'name' | 'holeNumber' | 'accessNote' | 'openMonths' | 'latitude' | 'longitude';
const DETAIL_FIELDS: readonly Field[] = ['accessNote', 'openMonths'];

const initialSpec = (): SpecValue => ({
  locationType: RESTROOM_DEFAULTS.locationType,
  name: '',
  facilityType: RESTROOM_DEFAULTS.facilityType,
  gender: RESTROOM_DEFAULTS.gender,
  accessibility: RESTROOM_DEFAULTS.accessibility,
});

/** docs/product.md §5: the hole number is the number in the name. */
export function holeFromName(name: string): number | null {
  const match = /^Hole (\d+) Restroom$/.exec(name);
  return match ? Number(match[1]) : null;
}

function bodyOf(courseId: string, spec: SpecValue, details: DetailsValue, position: LatLng | null) {
  return {
    courseId,
    ...spec,
    holeNumber: spec.locationType === 'on-course' ? holeFromName(spec.name) : null,
    ...detailsPayload(details),
    // Left out, not null, when not given: the server then places it at its course (approximate).
    ...(position ? { latitude: position.latitude, longitude: position.longitude } : {}),
  } satisfies RestroomInput;
}

/** The warning's subject: a changed type or position is a new question, asked again. */
const warningKey = (spec: SpecValue, position: LatLng | null) =>
  `${spec.locationType}|${position ? `${position.latitude},${position.longitude}` : ''}`;

export function useAddRestroomForm({
  courseId,
  restrooms,
  onQueued,
  onRefused,
}: {
  courseId: string;
  restrooms: readonly ShownRestroom[];
  onQueued: () => void;
  /** The form's checks refused the submit: its first field in error takes the focus. */
  onRefused: () => void;
}) {
  const t = useT(courseDialogs);
  const fieldMessage = useFieldMessage(courseDialogs);
  const [spec, setSpecState] = useState(initialSpec);
  const [details, setDetailsState] = useState(unknownDetails);
  const [position, setPosition] = useState<LatLng | null>(null);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [detailsOpen, setDetailsOpen] = useState(false);
  const [warnedFor, setWarnedFor] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const similar = similarRestrooms({ name: spec.name, locationType: spec.locationType, position }, restrooms);
  const warned = warnedFor === warningKey(spec, position) && similar.length > 0;

  const setSpec = (next: SpecValue) => {
    // Names depend on the location type (docs/product.md §5): another type starts without one.
    setSpecState(next.locationType === spec.locationType ? next : { ...next, name: '' });
    if (next.name !== spec.name || next.locationType !== spec.locationType)
      setErrors(({ name: _name, holeNumber: _hole, ...rest }) => rest);
  };
  const setDetails = (next: DetailsValue) => {
    setDetailsState(next);
    setErrors((current) =>
      Object.fromEntries(
        Object.entries(current).filter(([field]) => !DETAIL_FIELDS.includes(field as Field)),
      ),
    );
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const body = bodyOf(courseId, spec, details, position);
    // The server's schema, so its messages ('Restroom name is required', 'A seasonal restroom needs
    // the months it is open') show on their fields before anything is queued. Latitude and
    // longitude are named even when left out, so a message about them finds its field.
    const checked = validateForm(restroomInputSchema, { latitude: null, longitude: null, ...body });
    if (!checked.success) {
      setErrors(fieldMessages(fieldMessage, checked.errors));
      if (DETAIL_FIELDS.some((field) => checked.errors[field])) setDetailsOpen(true);
      onRefused();
      return;
    }
    setErrors({});
    if (similar.length > 0 && !warned) {
      setWarnedFor(warningKey(spec, position));
      return;
    }
    setBusy(true);
    try {
      await queueRestroom(body);
      toast({ title: t('courseDialogs.add.added'), description: t('courseDialogs.add.addedText') });
      onQueued();
    } catch {
      toast({
        title: t('courseDialogs.error'),
        description: t('courseDialogs.add.failed'),
        variant: 'destructive',
      });
    } finally {
      setBusy(false);
    }
  };

  const hasErrors = Object.keys(errors).length > 0;
  return {
    spec,
    setSpec,
    details,
    setDetails,
    detailsOpen,
    setDetailsOpen,
    position,
    setPosition,
    /** The name's message; any message no field shows lands here too, so it is never lost. */
    nameError:
      errors.name ??
      errors.holeNumber ??
      (hasErrors && !errors.accessNote && !errors.openMonths && !errors.latitude && !errors.longitude
        ? t('courseDialogs.add.checkDetails')
        : undefined),
    detailErrors: { accessNote: errors.accessNote, openMonths: errors.openMonths },
    positionError: errors.latitude ?? errors.longitude,
    /** The restrooms shown under "Already listed here", once the first press found them. */
    similar: warned ? similar : [],
    busy,
    submit,
  };
}
