// The admin chunk of the course list: the buttons and the dialogs they open (admins only).
export { AdminDialogs } from './admin-dialogs';
export { AddCourseButton, CourseAdminButtons } from './admin-buttons';
