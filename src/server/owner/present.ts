/** A pending submission as the owner dashboard shows it (docs/product.md §2, §3). */
import { displayName } from '../../shared/format';
import type { PendingSubmission } from '../../shared/schemas';
import type { PendingRow } from './queries';

/** Shown when the submitter's account has since been deleted (submitted_by is then null). */
const FORMER_MEMBER = 'Former member';

/** The item's location line: 'Clubhouse', 'Halfway house', 'On course · Hole 7'. */
function locationLine(locationType: string, holeNumber: number | null): string {
  if (locationType === 'clubhouse') return 'Clubhouse';
  if (locationType === 'halfway-house') return 'Halfway house';
  return holeNumber === null ? 'On course' : `On course · Hole ${holeNumber}`;
}

export function presentSubmission(row: PendingRow): PendingSubmission {
  return {
    _id: row.id,
    courseId: row.courseId,
    courseName: row.courseName,
    name: row.name,
    facilityType: row.facilityType as PendingSubmission['facilityType'],
    gender: row.gender as PendingSubmission['gender'],
    locationType: row.locationType as PendingSubmission['locationType'],
    holeNumber: row.holeNumber,
    location: locationLine(row.locationType, row.holeNumber),
    submittedByName:
      row.submitterFirstName === null
        ? FORMER_MEMBER
        : displayName(row.submitterFirstName, row.submitterLastName ?? ''),
    submittedAt: row.createdAt.toISOString(),
  };
}
