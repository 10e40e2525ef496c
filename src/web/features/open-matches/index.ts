import { lazy } from 'react';

// What other features may use of this one; anything else in it is its own.

/** The board of games, a chunk of its own: the home page draws it when it comes into view. */
export const LazyOpenMatchesBoard = /* @__PURE__ */ lazy(
  () => import('./components/open-matches-board'),
);

/** 'A set time' in Post Search Request, loaded with the dialog's choice of it. */
export const LazyOpenMatchForm = /* @__PURE__ */ lazy(() => import('./components/open-match-form'));

/** The organiser's 'Edit' dialog on a game's page, loaded when it opens. */
export const LazyEditOpenMatchDialog = /* @__PURE__ */ lazy(
  () => import('./components/edit-open-match-dialog'),
);

/** Posts a game: 'Invite to play' on a proposed partner posts one with the player invited. */
export { postOpenMatch } from './api/open-matches-api';
/** A game's card and its Join button, for the games that fit a player's week. */
export { JoinButton } from './components/join-button';
export { OpenMatchCard } from './components/open-match-card';
/** The bell's 'Accept' on an invitation takes the spot held for the invitee. */
export { useAcceptInvitation } from './hooks/use-accept-invitation';
