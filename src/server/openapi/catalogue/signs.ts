/** Door signs (signs/routes.ts, docs/product.md §12); reports through them are restrooms.ts's. */
import * as v from 'valibot';
import { SIGN_CODE_PATTERN } from '../../../shared/door-signs';
import type { RouteEntry } from './types';

const owners = { roles: ['course_owner', 'admin'] } as const;
const NOT_THEIRS = 'Not an owner of the restroom’s course.';

export const signRoutes: RouteEntry[] = [
  {
    method: 'GET',
    path: '/api/signs/:code',
    summary: 'The restroom a door sign stands on (its report page, /r/:code)',
    description:
      'The code is the one printed in the sign’s QR code: the restroom’s id and the sign’s secret. Answers the restroom, its course and the kinds the page offers.',
    tag: 'Status reports',
    access: 'public',
    params: { code: v.pipe(v.string(), v.regex(SIGN_CODE_PATTERN)) },
    answer: { status: 200, data: 'SignLookupResult' },
    errors: { 404: 'Not a current sign code: never made, or replaced by the owner (the sign is retired).' },
  },
  {
    method: 'GET',
    path: '/api/owner/restrooms/:id/sign',
    summary: 'A restroom’s door sign, to print',
    description:
      'The restroom, its course, the code and the URL its QR code opens; code and URL are null until the owner makes the sign (POST …/sign/rotate).',
    tag: 'Owner',
    access: owners,
    answer: { status: 200, data: 'OwnerSignResult' },
    errors: { 403: NOT_THEIRS, 404: 'No visible restroom with this id.' },
  },
  {
    method: 'POST',
    path: '/api/owner/restrooms/:id/sign/rotate',
    summary: 'Make a restroom’s door sign, or replace its code',
    description:
      'A new secret: signs printed with the old code stop working at once (their page says the sign is retired).',
    tag: 'Owner',
    access: owners,
    answer: { status: 200, data: 'OwnerSignResult' },
    errors: { 403: NOT_THEIRS, 404: 'No visible restroom with this id.' },
  },
];
