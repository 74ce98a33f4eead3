export { CourseDetailPage } from './course-detail-page';
