/**
 * A restroom's access, hours and amenities in the set-up (docs/product.md §12), folded under one
 * button so the whole course fits on a phone's screen: the same fields as the owner's edit of a
 * restroom (components/restroom-details). A field in error opens it.
 */
import { useId, useState } from 'react';
import { ChevronDown } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { DetailsFields, type DetailsValue } from '../../../components/restroom-details/details-fields';
import { OpeningHoursFields } from '../../../components/restroom-details/opening-hours-fields';
import { ACCESS_LABELS } from '../../../lib/restroom-words';
import type { SetupErrors } from '../lib/setup-form';
import { useT, type Translate } from '../../../lib/i18n/catalogue';
import setup from '../../../lib/i18n/catalogues/en/setup';

/** 'Players only · hours Mo-Su 07:00-19:00 · 2 amenities known': what is folded, in a line. */
function summaryOf(t: Translate<typeof setup>, details: DetailsValue): string {
  const amenities = Object.values(details.amenities);
  return t('setup.summary', {
    access: ACCESS_LABELS[details.access],
    hoursKnown: details.openingHours ? 'yes' : 'no',
    hours: details.openingHours,
    known: amenities.filter((value) => value !== null).length,
    all: amenities.length,
  });
}

export function PlaceDetails({
  details,
  onChange,
  errors,
  path,
  label,
}: {
  details: DetailsValue;
  onChange: (details: DetailsValue) => void;
  errors: SetupErrors;
  /** The row's path in the body ('clubhouse', 'onCourse.2'), under which its errors are kept. */
  path: string;
  /** Whose details these are, for a screen reader ('the clubhouse restroom'). */
  label: string;
}) {
  const t = useT(setup);
  const panelId = useId();
  const error = (field: string) => errors[`${path}.${field}`];
  const invalid = ['accessNote', 'openMonths', 'openingHours'].some((field) => error(field));
  const [open, setOpen] = useState(false);
  const shown = open || invalid;
  return (
    <div className="mt-3">
      <Button
        type="button"
        variant="outline"
        className="h-auto min-h-11 w-full justify-between py-2 text-left whitespace-normal!"
        aria-expanded={shown}
        aria-controls={panelId}
        onClick={() => setOpen(!shown)}
      >
        <span>
          <span className="block">
            <span aria-hidden>{t('setup.details')}</span>
            <span className="sr-only">{t('setup.detailsOf', { what: label })}</span>
          </span>
          <span className="block text-sm font-normal text-fg-muted">{summaryOf(t, details)}</span>
        </span>
        <ChevronDown aria-hidden className={shown ? 'size-5 shrink-0 rotate-180' : 'size-5 shrink-0'} />
      </Button>
      {shown && (
        <div id={panelId} className="mt-3">
          <DetailsFields
            value={details}
            onChange={onChange}
            errors={{ accessNote: error('accessNote'), openMonths: error('openMonths') }}
            hours={
              <OpeningHoursFields
                value={details.openingHours}
                error={error('openingHours')}
                monthsError={error('openMonths')}
                onChange={(openingHours, monthsMissing) =>
                  onChange({ ...details, openingHours, monthsMissing })
                }
              />
            }
          />
        </div>
      )}
    </div>
  );
}
