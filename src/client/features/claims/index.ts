export { ClaimCourseHere } from './claim-course-here';
export { ClaimsQueue } from './components/claims-queue';
export { CourseOwners } from './components/course-owners';
export { useClaimsQueue } from './api/claims';
