export { OwnerDashboardPage } from './owner-dashboard-page';
export { SignPrintPage } from './signs/sign-print-page';
