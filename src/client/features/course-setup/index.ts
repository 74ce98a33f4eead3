export { CourseSetupPage } from './course-setup-page';
