// What other features may use of this one; anything else in it is its own.
export { hasAcceptedBookingQueryOptions } from './api/accepted-booking-api';
export { availabilityQueryOptions } from './api/availability-api';
export { removeNoShow } from './api/no-shows-api';
export { formatBookingDate } from './components/booking-item';
export { DurationSelect } from './components/duration-select';
export { StartTimeGrid } from './components/start-time-grid';
export { freeCancelHoursText } from './free-cancel-text';
export { LazyBookingDialog } from './lazy-booking-dialog';
