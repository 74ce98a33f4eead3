export { CoursesPage } from './courses-page';
// For the course detail's map of the course area: the map chunk, loaded on demand.
export const loadCourseAreaMap = () => import('./map/course-area-map').then((module) => module.default);
export type { CourseAreaMapProps } from './map/course-area-map';
export { mapStyleUrls } from './map/map-style';
