// What other features may use of this one; anything else in it is its own.
export { LazyReportButton } from './lazy-report-button';
