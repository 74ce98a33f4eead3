/**
 * Every answer kept on the device per user (lib/persisted-queries), by name, with the schema it is
 * read back with. One table for every screen: whichever screen starts the persistence restores the
 * user's whole entry and writes it back whole, so it must know the schema of every kept answer, not
 * only of its own (a course page opened first dropped the dashboards' answers as unknown, and the
 * dashboard opened offline afterwards had nothing to show).
 */
import {
  ownerCourseListResultSchema,
  ownerStatsResultSchema,
  pendingSubmissionListResultSchema,
} from '../../shared/schemas/owner';
import { questionListResultSchema } from '../../shared/schemas/questions';
import { ownerReportListResultSchema } from '../../shared/schemas/reports';
import { contributionListResultSchema } from '../../shared/schemas/restrooms';
import { userReviewListResultSchema } from '../../shared/schemas/reviews';
import { userStatsResultSchema } from '../../shared/schemas/users';

export const KEPT_SCHEMAS = {
  'user-stats': userStatsResultSchema,
  'user-reviews': userReviewListResultSchema,
  'user-restrooms': contributionListResultSchema,
  'owner-stats': ownerStatsResultSchema,
  'owner-courses': ownerCourseListResultSchema,
  'owner-submissions': pendingSubmissionListResultSchema,
  'owner-reports': ownerReportListResultSchema,
  'course-questions': questionListResultSchema,
};

export type KeptName = keyof typeof KEPT_SCHEMAS;
