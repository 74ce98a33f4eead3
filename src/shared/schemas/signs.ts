/**
 * Door signs (docs/product.md §12): GET /api/signs/:code for the report page, and the owner's
 * GET /api/owner/restrooms/:id/sign and POST …/sign/rotate for the print page.
 */
import * as v from 'valibot';
import { LOCATION_TYPES } from '../constants';
import { SIGN_CODE_PATTERN, SIGN_REPORT_KINDS } from '../door-signs';
import { idSchema, isoDateSchema } from './common';
import { reportKindSchema } from './restroom-details';

/** A door sign's code, as printed (shared/door-signs.ts); anything else names no sign. */
export const signCodeSchema = v.pipe(
  v.string(),
  v.regex(SIGN_CODE_PATTERN, 'This is not the code of a door sign'),
);

const signRestroomEntries = {
  restroomId: idSchema,
  restroomName: v.string(),
  locationType: v.picklist(LOCATION_TYPES),
  holeNumber: v.nullable(v.number()),
  courseId: idSchema,
  courseName: v.string(),
};

/** GET /api/signs/:code: the restroom a sign stands on, and the kinds its page offers. */
export const signLookupResultSchema = v.object({
  sign: v.object({ ...signRestroomEntries, kinds: v.array(reportKindSchema) }),
});
export type SignLookup = v.InferOutput<typeof signLookupResultSchema>['sign'];

/**
 * The owner's sign: code and url are null until the owner makes one (POST …/sign/rotate), and
 * `issuedAt` says since when the printed code works.
 */
export const ownerSignResultSchema = v.object({
  sign: v.object({
    ...signRestroomEntries,
    code: v.nullable(v.string()),
    url: v.nullable(v.string()),
    issuedAt: v.nullable(isoDateSchema),
  }),
});
export type OwnerSign = v.InferOutput<typeof ownerSignResultSchema>['sign'];

/**
 * POST /api/restrooms/:id/reports with a door sign's code (checked after reportInputSchema): the
 * kinds its page offers, and no note.
 */
export const signReportInputSchema = v.object({
  kind: v.optional(
    v.picklist(SIGN_REPORT_KINDS, `Choose what is wrong: ${SIGN_REPORT_KINDS.join(', ')}`),
    '' as never,
  ),
  signCode: signCodeSchema,
  note: v.optional(v.never('A report through a door sign takes no note')),
});
