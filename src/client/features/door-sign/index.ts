// The page a door sign opens (/r/:code): a lazy route of its own, light for a phone with one bar.
export { SignReportPage } from './sign-report-page';
