/** A pending submission as the owner dashboard shows it (docs/product.md §2, §3). */
import { displayName } from '../../shared/format';
import type { PendingSubmission } from '../../shared/schemas';
import type { PendingRow } from './queries';

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
    // null once the submitter's account is deleted (submitted_by is then null): a word for that is the
    // client's, in the golfer's language (docs/decisions.md §9), not English written into the data.
    submittedByName:
      row.submitterFirstName === null
        ? null
        : displayName(row.submitterFirstName, row.submitterLastName ?? ''),
    submittedAt: row.createdAt.toISOString(),
  };
}
