// What other features may use of this one; anything else in it is its own.

export { default as OpenMatchForm } from './components/open-match-form';
export { default as OpenMatchesBoard } from './components/open-matches-board';
