/**
 * The named schemas of the document (`components.schemas`): every answer's `data` and every
 * request body, each the shared valibot schema the client and server already use. A route of the
 * catalogue names its answer and body by these keys. The few answers that have no shared schema
 * (server-only admin answers, logout's empty one, the health check's failure) are built here from
 * shared parts, since no client parses them. (Logout's body has none: it is read leniently.)
 */
import * as v from 'valibot';
import { ERROR_CODE_NAMES, ERROR_CODES } from '../../shared/error-codes';
import {
  accountExportResultSchema,
  adminClaimListResultSchema,
  answerInputSchema,
  answerResultSchema,
  questionListResultSchema,
  authResultSchema,
  claimDecisionResultSchema,
  claimDecisionSchema,
  claimInputSchema,
  claimResultSchema,
  contributionListResultSchema,
  courseInputSchema,
  courseListResultSchema,
  courseOwnerListResultSchema,
  coursePlacesSchema,
  courseResultSchema,
  courseSetupResultSchema,
  courseSetupSchema,
  deleteAccountRequestSchema,
  deletedResultSchema,
  errorBodySchema,
  feedbackStatusResultSchema,
  forgotPasswordRequestSchema,
  googleStatusResultSchema,
  healthSchema,
  legalDocumentResultSchema,
  loginRequestSchema,
  messageResultSchema,
  resetLinkRequestSchema,
  resetLinkResultSchema,
  nearbyRestroomListResultSchema,
  notificationSettingInputSchema,
  notificationSettingListResultSchema,
  notificationSettingResultSchema,
  pushSubscriptionInputSchema,
  pushUnsubscribeInputSchema,
  ownClaimListResultSchema,
  ownerCourseListResultSchema,
  ownerAnalyticsResultSchema,
  ownerReportListResultSchema,
  ownerSignResultSchema,
  ownerStatsResultSchema,
  pendingSubmissionListResultSchema,
  profileResultSchema,
  profileUpdateSchema,
  publicStatsResultSchema,
  refreshRequestSchema,
  registerRequestSchema,
  reportInputSchema,
  reportListResultSchema,
  reportResolutionSchema,
  reportResolveResultSchema,
  reportResultSchema,
  resetPasswordRequestSchema,
  restroomDetailsSchema,
  restroomInputSchema,
  restroomListResultSchema,
  restroomResultSchema,
  restroomSchema,
  reviewInputSchema,
  reviewListResultSchema,
  reviewResultSchema,
  signLookupResultSchema,
  submissionReviewResultSchema,
  submissionReviewSchema,
  tokenPairSchema,
  userReviewListResultSchema,
  userSchema,
  userStatsResultSchema,
  verifiedResultSchema,
  verifyEmailRequestSchema,
} from '../../shared/schemas';
import { assignOwnerRequestSchema, createAdminRequestSchema } from '../admin/schemas';

const courseRefSchema = v.object({ _id: v.string(), name: v.string() });

/** Answers of the admin API (admin/service.ts), which only support's tools read. */
const adminAnswers = {
  AdminUserResult: v.object({ user: userSchema }),
  CourseOwnerListResult: v.object({
    courses: v.array(v.object({ ...courseRefSchema.entries, owners: v.array(userSchema) })),
  }),
  OwnerAssignedResult: v.object({ course: courseRefSchema, owner: userSchema, created: v.boolean() }),
  OwnerRemovedResult: v.object({ course: courseRefSchema, owner: userSchema, removed: v.boolean() }),
};

const ANSWERS = {
  AuthResult: authResultSchema,
  TokenPair: tokenPairSchema,
  EmptyResult: v.object({}),
  MessageResult: messageResultSchema,
  VerifiedResult: verifiedResultSchema,
  ResetLinkResult: resetLinkResultSchema,
  GoogleStatusResult: googleStatusResultSchema,
  ProfileResult: profileResultSchema,
  UserStatsResult: userStatsResultSchema,
  UserReviewListResult: userReviewListResultSchema,
  ContributionListResult: contributionListResultSchema,
  AccountExportResult: accountExportResultSchema,
  DeletedResult: deletedResultSchema,
  ...adminAnswers,
  CourseListResult: courseListResultSchema,
  CourseResult: courseResultSchema,
  QuestionListResult: questionListResultSchema,
  AnswerResult: answerResultSchema,
  CoursePlacesResult: coursePlacesSchema,
  RestroomListResult: restroomListResultSchema,
  NearbyRestroomListResult: nearbyRestroomListResultSchema,
  RestroomResult: restroomResultSchema,
  ReviewListResult: reviewListResultSchema,
  ReviewResult: reviewResultSchema,
  FeedbackStatusResult: feedbackStatusResultSchema,
  ReportListResult: reportListResultSchema,
  ReportResult: reportResultSchema,
  OwnerStatsResult: ownerStatsResultSchema,
  OwnerCourseListResult: ownerCourseListResultSchema,
  PendingSubmissionListResult: pendingSubmissionListResultSchema,
  SubmissionReviewResult: submissionReviewResultSchema,
  OwnerReportListResult: ownerReportListResultSchema,
  OwnerAnalyticsResult: ownerAnalyticsResultSchema,
  ReportResolveResult: reportResolveResultSchema,
  ClaimResult: claimResultSchema,
  OwnClaimListResult: ownClaimListResultSchema,
  AdminClaimListResult: adminClaimListResultSchema,
  ClaimDecisionResult: claimDecisionResultSchema,
  CourseOwnersResult: courseOwnerListResultSchema,
  SignLookupResult: signLookupResultSchema,
  OwnerSignResult: ownerSignResultSchema,
  NotificationSettingListResult: notificationSettingListResultSchema,
  NotificationSettingResult: notificationSettingResultSchema,
  CourseSetupResult: courseSetupResultSchema,
  LegalDocumentResult: legalDocumentResultSchema,
  PublicStatsResult: publicStatsResultSchema,
  Health: healthSchema,
  LiveResult: v.object({ status: v.literal('ok') }),
};
export type AnswerName = keyof typeof ANSWERS;

const REQUESTS = {
  RegisterRequest: registerRequestSchema,
  LoginRequest: loginRequestSchema,
  RefreshRequest: refreshRequestSchema,
  VerifyEmailRequest: verifyEmailRequestSchema,
  ForgotPasswordRequest: forgotPasswordRequestSchema,
  ResetPasswordRequest: resetPasswordRequestSchema,
  ResetLinkRequest: resetLinkRequestSchema,
  DeleteAccountRequest: deleteAccountRequestSchema,
  ProfileUpdate: profileUpdateSchema,
  CreateAdminRequest: createAdminRequestSchema,
  AssignOwnerRequest: assignOwnerRequestSchema,
  CourseInput: courseInputSchema,
  RestroomInput: restroomInputSchema,
  RestroomDetailsInput: restroomDetailsSchema,
  ReviewInput: reviewInputSchema,
  ReportInput: reportInputSchema,
  AnswerInput: answerInputSchema,
  SubmissionDecision: submissionReviewSchema,
  ReportResolution: reportResolutionSchema,
  ClaimInput: claimInputSchema,
  ClaimDecision: claimDecisionSchema,
  NotificationSettingInput: notificationSettingInputSchema,
  CourseSetup: courseSetupSchema,
  PushSubscriptionInput: pushSubscriptionInputSchema,
  PushUnsubscribeInput: pushUnsubscribeInputSchema,
};
export type RequestName = keyof typeof REQUESTS;

/** The server always sends `code` (the client reads it leniently): one of the shared list, each explained. */
const errorAnswerSchema = v.object({
  ...errorBodySchema.entries,
  code: v.pipe(
    v.picklist(ERROR_CODE_NAMES),
    v.description(
      `What went wrong, as a stable name to switch on (the message may change): ${Object.entries(ERROR_CODES)
        .map(([code, meaning]) => `\`${code}\`: ${meaning}`)
        .join(' ')}`,
    ),
  ),
});

/** Building blocks several answers share, named so the document refers to them once. */
const BLOCKS = {
  User: userSchema,
  Restroom: restroomSchema,
  ErrorBody: errorAnswerSchema,
  // The health check's 503 (health/routes.ts): the error envelope carrying the report as `data`.
  HealthUnavailable: v.object({ ...errorAnswerSchema.entries, data: healthSchema }),
};

export const COMPONENT_SCHEMAS: Record<string, v.GenericSchema> = { ...BLOCKS, ...ANSWERS, ...REQUESTS };
