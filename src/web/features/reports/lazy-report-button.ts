import { lazy } from 'react';

/**
 * The report button, loaded once it is shown: the pages and dialogs that offer it do without
 * its code (and the dialog behind it) on their first load.
 */
export const LazyReportButton = /* @__PURE__ */ lazy(() => import('./components/report-button'));
