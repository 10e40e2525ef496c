// What other features may use of this one; anything else in it is its own.
export { PartnersForTheWeek } from './components/partners-for-the-week';
