// What other features may use of this one; anything else in it is its own.
export { hasAcceptedBookingQueryOptions } from './api/accepted-booking-api';
export { availabilityQueryOptions } from './api/availability-api';
export { removeNoShow } from './api/no-shows-api';
export { formatBookingDate } from './components/booking-item';
export { LazyBookingDialog } from './lazy-booking-dialog';
