export { OwnerDashboardPage } from './owner-dashboard-page';
