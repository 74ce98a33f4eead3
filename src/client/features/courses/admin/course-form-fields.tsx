/** The course fields of the add and edit modals (docs/product.md §3 Course, §5 validation), in form order. */
import type { InputHTMLAttributes } from 'react';
import { US_STATES } from '../../../../shared/us-states';
import type { Course } from '../../../../shared/schemas/courses';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import type { FieldErrors } from '../../../lib/forms/field-errors';

export const COURSE_FIELDS = [
  'name',
  'address',
  'city',
  'state',
  'zipCode',
  'latitude',
  'longitude',
  'phone',
  'website',
] as const;
export type CourseField = (typeof COURSE_FIELDS)[number];
export type CourseFormValues = Record<CourseField, string>;

export function initialValues(course?: Course): CourseFormValues {
  return {
    name: course?.name ?? '',
    address: course?.address ?? '',
    city: course?.city ?? '',
    state: course?.state ?? '',
    zipCode: course?.zipCode ?? '',
    latitude: course ? String(course.latitude) : '',
    longitude: course ? String(course.longitude) : '',
    phone: course?.phone ?? '',
    website: course?.website ?? '',
  };
}

type TextFieldConfig = { label: string; props?: InputHTMLAttributes<HTMLInputElement> };

const TEXT_FIELDS: Record<Exclude<CourseField, 'state'>, TextFieldConfig> = {
  name: { label: 'Course Name' },
  address: { label: 'Address', props: { autoComplete: 'street-address' } },
  city: { label: 'City', props: { autoComplete: 'address-level2' } },
  zipCode: { label: 'ZIP Code', props: { autoComplete: 'postal-code', inputMode: 'numeric' } },
  // Text, not number: phone keypads for numbers often lack the minus sign US longitudes need.
  latitude: { label: 'Latitude', props: { placeholder: 'e.g. 35.7596' } },
  longitude: { label: 'Longitude', props: { placeholder: 'e.g. -79.0193' } },
  phone: { label: 'Phone (optional)', props: { autoComplete: 'tel', type: 'tel' } },
  website: { label: 'Website (optional)', props: { type: 'url', placeholder: 'https://' } },
};

interface CourseFormFieldsProps {
  values: CourseFormValues;
  errors: FieldErrors<CourseField>;
  onChange: (field: CourseField, value: string) => void;
  fieldRef: (field: CourseField) => (node: HTMLInputElement | HTMLSelectElement | null) => void;
}

export function CourseFormFields({ values, errors, onChange, fieldRef }: CourseFormFieldsProps) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {COURSE_FIELDS.map((field) =>
        field === 'state' ? (
          <SelectField
            key={field}
            ref={fieldRef(field)}
            label="State"
            value={values.state}
            error={errors.state}
            onChange={(event) => onChange('state', event.target.value)}
          >
            <option value="">Choose a state</option>
            {US_STATES.map(([code, name]) => (
              <option key={code} value={code}>
                {code} - {name}
              </option>
            ))}
          </SelectField>
        ) : (
          <TextField
            key={field}
            ref={fieldRef(field)}
            label={TEXT_FIELDS[field].label}
            name={field}
            value={values[field]}
            error={errors[field]}
            autoComplete="off"
            {...TEXT_FIELDS[field].props}
            onChange={(event) => onChange(field, event.target.value)}
            className={field === 'name' || field === 'address' ? 'sm:col-span-2' : undefined}
          />
        ),
      )}
    </div>
  );
}
