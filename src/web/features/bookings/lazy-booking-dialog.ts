import { lazy } from 'react';

/** The dialog that asks a court for a booking, loaded when it is first opened. */
export const LazyBookingDialog = /* @__PURE__ */ lazy(() => import('./components/booking-dialog'));
