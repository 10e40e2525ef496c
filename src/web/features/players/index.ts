// What other features may use of this one; anything else in it is its own.
export { PlayerCard } from './components/player-card';
export { PlayerInitials, PlayerRating } from './components/player-parts';
