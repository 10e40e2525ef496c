// What other features may use of this one; anything else in it is its own.
export { CourtCard } from './components/court-card';
export { LazyCourtsMap } from './lazy-courts-map';
