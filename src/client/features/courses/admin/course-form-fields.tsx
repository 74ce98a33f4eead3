/** The course fields of the add and edit modals (docs/product.md §3 Course, §5 validation), in form order. */
import type { InputHTMLAttributes } from 'react';
import { US_STATES } from '../../../../shared/us-states';
import type { Course } from '../../../../shared/schemas/courses';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import type { FieldErrors } from '../../../lib/forms/field-errors';
import { useFieldMessage } from '../../../lib/forms/field-messages';
import en from '../../../lib/i18n/catalogues/en/courses-admin';
import { useT } from '../../../lib/i18n/catalogue';

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

type TextFieldConfig = { props?: InputHTMLAttributes<HTMLInputElement>; example?: string };

/** Each field's label is `coursesAdmin.<field>`; an example is shown as its placeholder. */
const TEXT_FIELDS: Record<Exclude<CourseField, 'state'>, TextFieldConfig> = {
  name: {},
  address: { props: { autoComplete: 'street-address' } },
  city: { props: { autoComplete: 'address-level2' } },
  zipCode: { props: { autoComplete: 'postal-code', inputMode: 'numeric' } },
  // Text, not number: phone keypads for numbers often lack the minus sign US longitudes need.
  latitude: { example: '35.7596' },
  longitude: { example: '-79.0193' },
  phone: { props: { autoComplete: 'tel', type: 'tel' } },
  website: { props: { type: 'url', placeholder: 'https://' } },
};

interface CourseFormFieldsProps {
  values: CourseFormValues;
  errors: FieldErrors<CourseField>;
  onChange: (field: CourseField, value: string) => void;
  fieldRef: (field: CourseField) => (node: HTMLInputElement | HTMLSelectElement | null) => void;
}

export function CourseFormFields({ values, errors, onChange, fieldRef }: CourseFormFieldsProps) {
  const t = useT(en);
  // The schema's and the server's English, in the golfer's language (docs/decisions.md §9).
  const fieldMessage = useFieldMessage(en);
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {COURSE_FIELDS.map((field) => {
        if (field === 'state')
          return (
            <SelectField
              key={field}
              ref={fieldRef(field)}
              label={t('coursesAdmin.state')}
              value={values.state}
              error={fieldMessage(errors.state)}
              onChange={(event) => onChange('state', event.target.value)}
            >
              <option value="">{t('coursesAdmin.chooseState')}</option>
              {US_STATES.map(([code, name]) => (
                <option key={code} value={code}>
                  {code} - {name}
                </option>
              ))}
            </SelectField>
          );
        const { props, example } = TEXT_FIELDS[field];
        return (
          <TextField
            key={field}
            ref={fieldRef(field)}
            label={t(`coursesAdmin.${field}`)}
            name={field}
            value={values[field]}
            error={fieldMessage(errors[field])}
            autoComplete="off"
            {...props}
            placeholder={
              example === undefined ? props?.placeholder : t('coursesAdmin.example', { value: example })
            }
            onChange={(event) => onChange(field, event.target.value)}
            className={field === 'name' || field === 'address' ? 'sm:col-span-2' : undefined}
          />
        );
      })}
    </div>
  );
}
