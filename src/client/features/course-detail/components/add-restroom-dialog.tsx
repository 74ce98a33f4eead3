/**
 * Add Restroom (docs/product.md §2, §5): name choices by location type, hole number from the name, §5
 * defaults.
 */
import { useState, type FormEvent } from 'react';
import {
  FACILITY_TYPES,
  GENDERS,
  LOCATION_TYPES,
  RESTROOM_DEFAULTS,
  RESTROOM_NAME_CHOICES,
} from '../../../../shared/constants';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { SelectField } from '../../../components/ui/select-field';
import { Switch } from '../../../components/ui/switch';
import { validateForm } from '../../../lib/forms/field-errors';
import { toast } from '../../../lib/toast';
import { restroomInputSchema } from '../../../../shared/schemas/restrooms';
import { queueRestroom } from '../api/writes';
import { FACILITY_LABELS, GENDER_LABELS, LOCATION_LABELS } from './labels';

type LocationType = (typeof LOCATION_TYPES)[number];
type FacilityType = (typeof FACILITY_TYPES)[number];
type Gender = (typeof GENDERS)[number];

function holeFromName(name: string): number | null {
  const match = /^Hole (\d+) Restroom$/.exec(name);
  return match ? Number(match[1]) : null;
}

export function AddRestroomDialog({
  courseId,
  open,
  onOpenChange,
}: {
  courseId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [locationType, setLocationType] = useState<LocationType>(RESTROOM_DEFAULTS.locationType);
  const [name, setName] = useState('');
  const [facilityType, setFacilityType] = useState<FacilityType>(RESTROOM_DEFAULTS.facilityType);
  const [gender, setGender] = useState<Gender>(RESTROOM_DEFAULTS.gender);
  const [accessibility, setAccessibility] = useState<boolean>(RESTROOM_DEFAULTS.accessibility);
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  const reset = () => {
    setLocationType(RESTROOM_DEFAULTS.locationType);
    setName('');
    setFacilityType(RESTROOM_DEFAULTS.facilityType);
    setGender(RESTROOM_DEFAULTS.gender);
    setAccessibility(RESTROOM_DEFAULTS.accessibility);
    setError(undefined);
  };
  const close = (next: boolean) => {
    if (!next) reset();
    onOpenChange(next);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const input = {
      courseId,
      name,
      locationType,
      holeNumber: locationType === 'on-course' ? holeFromName(name) : null,
      facilityType,
      gender,
      accessibility,
    };
    // The server's schema, so its messages ('Restroom name is required', the length limit) show on
    // the field before anything is queued.
    const checked = validateForm(restroomInputSchema, input);
    if (!checked.success) {
      setError(checked.errors.name ?? checked.errors.holeNumber ?? 'Please check the restroom details.');
      return;
    }
    setBusy(true);
    try {
      await queueRestroom(input);
      toast({ title: 'Restroom Added', description: 'Your restroom has been submitted for review!' });
      close(false);
    } catch {
      toast({
        title: 'Error',
        description: 'Failed to add restroom. Please try again.',
        variant: 'destructive',
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={close}
      title="Add Restroom"
      description="Help fellow golfers: tell us where it is."
    >
      <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
        <SelectField
          label="Location type"
          value={locationType}
          onChange={(event) => {
            setLocationType(event.target.value as LocationType);
            setName('');
          }}
        >
          {LOCATION_TYPES.map((type) => (
            <option key={type} value={type}>
              {LOCATION_LABELS[type]}
            </option>
          ))}
        </SelectField>
        <SelectField
          label="Name"
          value={name}
          error={error}
          onChange={(event) => {
            setName(event.target.value);
            setError(undefined);
          }}
        >
          <option value="">Select a restroom name</option>
          {RESTROOM_NAME_CHOICES[locationType].map((choice) => (
            <option key={choice} value={choice}>
              {choice}
            </option>
          ))}
        </SelectField>
        <SelectField
          label="Facility type"
          value={facilityType}
          onChange={(event) => setFacilityType(event.target.value as FacilityType)}
        >
          {FACILITY_TYPES.map((type) => (
            <option key={type} value={type}>
              {FACILITY_LABELS[type]}
            </option>
          ))}
        </SelectField>
        <SelectField
          label="Gender"
          value={gender}
          onChange={(event) => setGender(event.target.value as Gender)}
        >
          {GENDERS.map((value) => (
            <option key={value} value={value}>
              {GENDER_LABELS[value]}
            </option>
          ))}
        </SelectField>
        <Switch label="Wheelchair accessible" checked={accessibility} onCheckedChange={setAccessibility} />
        <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
          <Button type="button" variant="outline" onClick={() => close(false)}>
            Cancel
          </Button>
          <Button type="submit" disabled={busy}>
            {busy ? 'Adding...' : 'Add Restroom'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
