/** The course pack's setting (lib/course-pack.ts), on the "Offline & sync" screen's maps section. */
import { useState } from 'react';
import { SelectField } from '../../../components/ui/select-field';
import { COURSE_PACK_MODES } from '../lib/course-pack';
import { readPackMode, writePackMode } from '../lib/settings';
import { useT } from '../../../lib/i18n/catalogue';
import offlineMaps from '../../../lib/i18n/catalogues/en/offline-maps';

export function CoursePackSetting() {
  const [mode, setMode] = useState(readPackMode);
  const t = useT(offlineMaps);
  const change = (value: string) => {
    const next = COURSE_PACK_MODES.find((option) => option === value);
    if (!next) return;
    writePackMode(next);
    setMode(next);
  };
  return (
    <div>
      <SelectField
        label={t('offlineMaps.packSetting')}
        value={mode}
        onChange={(event) => change(event.target.value)}
      >
        {COURSE_PACK_MODES.map((option) => (
          <option key={option} value={option}>
            {t(`offlineMaps.pack.${option}`)}
          </option>
        ))}
      </SelectField>
      <p className="mt-1 text-sm text-fg-muted">{t('offlineMaps.packHint')}</p>
    </div>
  );
}
