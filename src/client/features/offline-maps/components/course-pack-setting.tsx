/** The course pack's setting (lib/course-pack.ts), on the "Offline & sync" screen's maps section. */
import { useState } from 'react';
import { SelectField } from '../../../components/ui/select-field';
import { COURSE_PACK_MODES, type CoursePackMode } from '../lib/course-pack';
import { readPackMode, writePackMode } from '../lib/settings';

const LABELS: Record<CoursePackMode, string> = {
  wifi: 'On Wi-Fi, else ask',
  always: 'On any connection',
  off: 'Only when I tap Save',
};

export function CoursePackSetting() {
  const [mode, setMode] = useState(readPackMode);
  const change = (value: string) => {
    const next = COURSE_PACK_MODES.find((option) => option === value);
    if (!next) return;
    writePackMode(next);
    setMode(next);
  };
  return (
    <div>
      <SelectField
        label="Save the course you're at"
        value={mode}
        onChange={(event) => change(event.target.value)}
      >
        {COURSE_PACK_MODES.map((option) => (
          <option key={option} value={option}>
            {LABELS[option]}
          </option>
        ))}
      </SelectField>
      <p className="mt-1 text-sm text-fg-muted">
        When you say which hole you are on, or your location shows you at a course, its restrooms, reviews and
        map are saved on this device by themselves, so they work with no signal.
      </p>
    </div>
  );
}
