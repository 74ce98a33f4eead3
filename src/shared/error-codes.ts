/**
 * The `code` of every error answer (docs/decisions.md §2's envelope plus `code`): stable snake_case
 * names a client switches on instead of reading the English `message`, which may change or be
 * translated. One list for server, client and the OpenAPI document; each code's text says when the
 * server sends it. A code, once sent, keeps its meaning: add new ones, never reuse an old one.
 */
export const ERROR_CODES = {
  // Any request
  invalid_input: 'A field, query or path parameter is invalid (`errors` lists each field).',
  invalid_json: 'The body is not valid JSON, or not a JSON object.',
  json_required: 'The body is not sent as JSON (Content-Type: application/json).',
  body_too_large: 'The body is larger than the server accepts.',
  route_not_found: 'No API route has this method and path.',
  internal_error: 'Something went wrong on the server (no details are given).',
  database_unavailable: 'The database is not reachable (health check).',
  read_rate_limited: 'Too many reads from this network in the last minute.',
  // Signing in and accounts
  auth_required: 'The route needs a signed-in user and no token was sent.',
  invalid_token: 'The access token is invalid or expired.',
  forbidden: 'The signed-in user lacks the role the route needs.',
  session_expired: 'The refresh token is unknown, used, revoked or expired.',
  account_gone: 'The account behind the token no longer exists.',
  invalid_credentials: 'The email or password is wrong.',
  sign_in_rate_limited: 'Too many failed sign-ins for this account or network.',
  email_taken: 'An account with this email already exists.',
  demo_address: 'The address belongs to the demo accounts.',
  common_password: 'The password is on the list of common passwords.',
  guessable_password: 'The password is made of the product’s own words, or is the demo’s password.',
  registration_rate_limited: 'Too many accounts created from this network.',
  sign_ins_rate_limited: 'Too many sign-ins (right or wrong) from this network.',
  refreshes_rate_limited: 'Too many session renewals from this network.',
  sessions_rate_limited: 'Too many successful sign-ins or session renewals on this account.',
  mail_rate_limited: 'Too many account mails requested.',
  exports_rate_limited: 'Too many downloads of the open-data export from this network.',
  verify_link_invalid: 'The email verification link is unknown, used or expired.',
  reset_link_invalid: 'The password reset link is unknown, used or expired.',
  wrong_password: 'The password given to confirm is wrong.',
  password_required: 'Deleting the account needs the password.',
  sign_in_again: 'Deleting the account needs a fresh sign-in.',
  account_not_found: 'No account has this email.',
  user_not_found: 'No user has this id.',
  not_course_owner_account: 'Only a course owner account can be assigned to a course.',
  email_not_verified: 'The account has not verified its email address yet.',
  // Google sign-in: a browser navigation, so these arrive as `code` beside `message` on the
  // client's /auth/error redirect, not in a JSON body (auth/google/routes.ts)
  google_not_configured: 'Google sign-in is not configured on this server.',
  google_unavailable: 'Google sign-in could not start (Google’s configuration could not be read).',
  google_state_mismatch: 'The sign-in’s state cookie is missing, expired or from another attempt.',
  google_cancelled: 'The person cancelled at Google (access_denied).',
  google_failed: 'Google answered with an error, or its answer did not check out.',
  google_email_unverified: 'The Google account has no verified email address.',
  google_account_conflict: 'The email address is already linked to a different Google account.',
  // Catalogue and contributions
  course_not_found: 'No course has this id.',
  restroom_not_found: 'No visible restroom has this id (for an admin’s restore: no restroom at all).',
  review_not_found: 'No review has this id.',
  report_not_found: 'No open report has this id.',
  submission_not_found: 'No restroom submission has this id.',
  document_not_found: 'The legal document is not available.',
  duplicate_restroom_pending: 'A restroom with this name is already pending review for the course.',
  duplicate_restroom_listed: 'A restroom with this name is already listed for the course.',
  duplicate_review: 'The user has already reviewed this restroom.',
  already_reported: 'The user already has an open report of this kind on the restroom.',
  not_your_restroom: 'Only the submitter (or an admin) may delete the restroom.',
  not_your_review: 'Only the author may edit or delete the review.',
  not_your_course: 'Only the course’s owners (or an admin) may do this.',
  already_reviewed: 'The submission has already been approved or rejected.',
  sign_retired: 'The door sign’s code is not (or no longer) the restroom’s: it was replaced or never made.',
  sign_report_rate_limited:
    'A report through this restroom’s door sign came from this network within the hour.',
  report_settled: 'The report has already been resolved or has expired.',
  only_gone_removes: 'Only a "gone" report can remove the restroom.',
  own_gone_report: 'A course owner cannot remove a restroom on their own "gone" report alone.',
  restroom_not_removed: 'The restroom to restore has not been removed.',
  // Quick questions
  question_not_asked: 'The question id is not one this course asks.',
  hole_required: '"Where is it?" is answered with a hole, not yes or no.',
  write_rate_limited: 'Past the user’s write budget for this kind of write.',
  // Course claims
  claim_not_found: 'No course claim has this id.',
  course_owner_account_required: 'Only a course owner account can claim a course.',
  already_course_owner: 'The user already owns the course they claim.',
  claim_pending: 'The user already has a claim for this course waiting for review.',
  claim_decided: 'The claim has already been approved or rejected.',
  // Notifications
  unsubscribe_link_invalid: 'The one-click unsubscribe link was not made by this server (or is damaged).',
  push_service_not_allowed:
    'The push subscription’s endpoint is not on a push service this server sends to (PUSH_SERVICE_HOSTS).',
  // Idempotent writes
  idempotency_key_malformed: 'The Idempotency-Key is not a UUID.',
  idempotency_key_busy: 'A request with this Idempotency-Key is still running.',
  idempotency_key_reused: 'This Idempotency-Key was used for a different request.',
  idempotency_url_too_long: 'The address of a keyed request is too long.',
  idempotency_rate_limited: 'Too many keyed writes in the last hour.',
} as const satisfies Record<string, string>;

export type ErrorCode = keyof typeof ERROR_CODES;
export const ERROR_CODE_NAMES = Object.keys(ERROR_CODES) as [ErrorCode, ...ErrorCode[]];
