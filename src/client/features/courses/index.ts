export { CoursesPage } from './courses-page';
export { prepareSavedCourseList } from './api/use-course-list';
// For the course detail: its map of the course area, in the map chunk, loaded on demand so nothing
// of it weighs on the course list.
export const loadCourseAreaMap = () => import('./map/course-area-map');
export type { CourseAreaMapProps } from './map/course-area-map';
// For Add Restroom on the course detail: the map a golfer drops the restroom's pin on, on demand too.
export const loadRestroomPinMap = () => import('./map/course-map-pin-picker');
