export { CoursesPage } from './courses-page';
