// What other features may use of this one; anything else in it is its own.
export { profileQueryOptions } from './api/profile-api';
