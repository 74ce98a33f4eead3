/**
 * The server's errors by their stable `code` (shared/error-codes.ts), one message per code, and the
 * transport's texts of docs/product.md §8's error text rule: the source the Spanish and German
 * catalogues translate (docs/decisions.md §9). An English golfer is shown the server's own message
 * (it carries details one message per code cannot, such as an address), so this catalogue is never
 * downloaded: es/de carry their translations in their language chunk (lib/api.ts).
 * Arguments are what the error answer itself tells: `count`, the fields listed in `errors`.
 */
import type { ErrorCode } from '../../../../../shared/error-codes';

const codes = {
  'errors.invalid_input':
    '{count, plural, =0 {Something you entered is not valid.} one {One field is not valid: please check it.} other {# fields are not valid: please check them.}}',
  'errors.invalid_json': 'Request body must be valid JSON',
  'errors.json_required': 'Request body must be JSON (Content-Type: application/json)',
  'errors.body_too_large': 'Request body is too large',
  'errors.route_not_found': 'Not found',
  'errors.internal_error': 'Something went wrong on our side. Please try again.',
  'errors.database_unavailable': 'The database is not reachable.',
  'errors.read_rate_limited': 'Too many requests from your network. Please wait a minute and try again.',
  'errors.auth_required': 'Authentication required',
  'errors.invalid_token': 'Invalid or expired token',
  'errors.forbidden': 'You do not have permission to do this',
  'errors.session_expired': 'Your session has expired. Please sign in again.',
  'errors.account_gone': 'Your account no longer exists. Please sign in again.',
  'errors.invalid_credentials': 'Invalid email or password',
  'errors.sign_in_rate_limited': 'Too many sign-in attempts. Please wait a few minutes and try again.',
  'errors.email_taken': 'An account with this email already exists',
  'errors.demo_address': 'This address belongs to the demo. Please use your own email address.',
  'errors.common_password':
    'This password is one of the most common and easily guessed. Please choose another one.',
  'errors.guessable_password':
    'This password is made of Fairway Relief’s own words or is the demo’s password, the first guesses against this site. Please choose another one.',
  'errors.registration_rate_limited':
    'Too many accounts were created from your network. Please try again later.',
  'errors.sign_ins_rate_limited':
    'Too many sign-ins from your network. Please wait a few minutes and try again.',
  'errors.refreshes_rate_limited':
    'Too many session renewals from your network. Please wait a few minutes and try again.',
  'errors.sessions_rate_limited':
    'Too many sign-ins on this account. Please wait a few minutes and try again.',
  'errors.mail_rate_limited': 'We have sent several emails already. Please wait a while and try again.',
  'errors.exports_rate_limited':
    'Too many downloads of the export from your network. Please try again later.',
  'errors.verify_link_invalid':
    'This verification link has expired or was already used. Sign in and ask for a new one on your dashboard.',
  'errors.reset_link_invalid':
    'This password reset link has expired or was already used. Please ask for a new one.',
  'errors.wrong_password': 'That password is not right.',
  'errors.password_required': 'Please enter your password to delete your account.',
  'errors.sign_in_again':
    'For your safety, please sign in again, then delete your account within 10 minutes.',
  'errors.account_not_found': 'No account exists with that email',
  'errors.user_not_found': 'User not found',
  'errors.not_course_owner_account':
    'This is a regular user account. Only course owner accounts can be assigned to a course: ask them to register with the account type Course Owner.',
  'errors.email_not_verified':
    'The email address is not verified yet: open the link we sent (a new one can be sent from the dashboard).',
  'errors.google_not_configured': 'Google sign-in is not configured on this server.',
  'errors.google_unavailable': 'Google sign-in is unavailable right now. Please try again later.',
  'errors.google_state_mismatch':
    'Your Google sign-in expired or was started in another browser tab. Please try again.',
  'errors.google_cancelled': 'Google sign-in was cancelled.',
  'errors.google_failed': 'Google sign-in failed. Please try again.',
  'errors.google_email_unverified':
    'Your Google account has no verified email address. Verify it with Google, or register with email and password.',
  'errors.google_account_conflict': 'This email address is already linked to a different Google account.',
  'errors.course_not_found': 'Course not found',
  'errors.restroom_not_found': 'Restroom not found',
  'errors.review_not_found': 'Review not found',
  'errors.report_not_found': 'Report not found',
  'errors.submission_not_found': 'Submission not found',
  'errors.document_not_found': 'Document not available',
  'errors.duplicate_restroom_pending': 'A restroom with this name is already pending review for this course',
  'errors.duplicate_restroom_listed': 'A restroom with this name is already listed for this course',
  'errors.duplicate_review': 'You have already reviewed this restroom. Edit your review instead.',
  'errors.already_reported': 'You have already reported this problem with this restroom',
  'errors.not_your_restroom': 'You can only delete restrooms you submitted',
  'errors.not_your_review': 'You can only edit or delete your own review',
  'errors.not_your_course': 'You can only do this for your own courses',
  'errors.already_reviewed': 'This submission has already been reviewed',
  'errors.sign_retired':
    'This sign is no longer in use: its code was replaced. You can still report from the course page.',
  'errors.sign_report_rate_limited':
    'A report about this restroom was sent from your network within the hour. Please try again later, or report from the course page.',
  'errors.report_settled': 'This report has already been resolved or has expired',
  'errors.only_gone_removes': 'Only a "gone" report can remove the restroom',
  'errors.own_gone_report': 'Another golfer must report this restroom gone before you can remove it',
  'errors.restroom_not_removed': 'This restroom has not been removed',
  'errors.question_not_asked': 'Choose a question this course asks',
  'errors.hole_required': 'Say which hole it is at, or that you are not sure',
  'errors.write_rate_limited': 'You are sending too much in a short time. Please wait a while and try again.',
  'errors.claim_not_found': 'Claim not found',
  'errors.course_owner_account_required':
    'Only course owner accounts can claim a course: register with the account type Course Owner.',
  'errors.already_course_owner': 'You are already an owner of this course',
  'errors.claim_pending': 'You already have a claim for this course waiting for review',
  'errors.claim_decided': 'This claim has already been decided',
  'errors.unsubscribe_link_invalid':
    'This unsubscribe link is not valid. You can change your e-mails on the owner dashboard.',
  'errors.push_service_not_allowed':
    'Push notifications are not possible through this address: this server sends them only to the browsers’ push services',
  'errors.idempotency_key_malformed': 'Idempotency-Key must be a UUID',
  'errors.idempotency_key_busy': 'A request with this Idempotency-Key is still being processed',
  'errors.idempotency_key_reused': 'This Idempotency-Key was already used for a different request',
  'errors.idempotency_url_too_long': 'The address of a request with an Idempotency-Key is too long',
  'errors.idempotency_rate_limited':
    'Too many writes with an Idempotency-Key in the last hour. Please wait and try again.',
} as const satisfies Record<`errors.${ErrorCode}`, string>;

export default {
  ...codes,
  // The transport's texts (docs/product.md §8), when no error answer arrived; English keeps the
  // spec's 'Network Error' and 'timeout of 10000 ms exceeded' (lib/api.ts).
  'errors.network': 'No connection to the server. Please check your connection and try again.',
  'errors.timeout': 'The server did not answer within {seconds, number} seconds. Please try again.',
  'errors.status': 'Request failed with status code {status}',
} as const;
