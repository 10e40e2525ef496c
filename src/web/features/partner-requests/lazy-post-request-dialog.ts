import { lazy } from 'react';

/** The dialog that posts a request to the board, loaded when it is first opened. */
export const LazyPostRequestDialog = /* @__PURE__ */ lazy(
  () => import('./components/post-request-dialog'),
);
