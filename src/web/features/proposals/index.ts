// What other features may use of this one; anything else in it is its own.
export { GamesThatFit } from './components/games-that-fit';
export { PartnersForTheWeek } from './components/partners-for-the-week';
