/**
 * The route table: every screen's path, in react-router's syntax (a segment `:name` matches any
 * one segment), spelled here only. The client's router (app/routes.tsx) takes its paths from it,
 * and a unit test holds the router to exactly these; the server's route hints
 * (shared/route-screens.ts) name each public screen's module by the same keys.
 */
export const ROUTES = {
  landing: '/',
  courses: '/courses',
  course: '/course/:id',
  nearby: '/nearby',
  // The installed app's start URL, which goes on to /nearby unless a round is in progress.
  start: '/start',
  login: '/login',
  register: '/register',
  authSuccess: '/auth/success',
  authError: '/auth/error',
  sync: '/sync',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  verifyEmail: '/verify-email',
  dashboard: '/dashboard',
  ownerDashboard: '/owner-dashboard',
  // A restroom's door sign (docs/product.md §12): the owner's print page, and the page its QR code opens.
  doorSignPrint: '/owner-dashboard/signs/:restroomId',
  doorSign: '/r/:code',
  // A course's restrooms set up on one screen by its owner (docs/product.md §12).
  courseSetup: '/owner-dashboard/setup/:courseId',
} as const;

export type RouteName = keyof typeof ROUTES;
