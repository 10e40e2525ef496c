import { lazy } from 'react';
import type { OpenMatchBody } from '#contract/open-matches';

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

// Functions other features call are loaded when called: a static re-export would bring the API
// module (and what it imports) into every chunk that imports this index, the entry among them.

/** Posts a game: 'Invite to play' on a proposed partner posts one with the player invited. */
export const postOpenMatchLater = (body: OpenMatchBody) =>
  import('./api/open-matches-api').then((api) => api.postOpenMatch(body));

/** The bell's 'Accept' on an invitation: a join, which takes the spot held for the invitee. */
export const acceptInvitationLater = (gameId: string) =>
  import('./api/open-matches-api').then((api) => api.actOnOpenMatch(gameId, 'join'));

/** Games as cards with their Join buttons (the games that fit a player's week). */
export const LazyOpenMatchCards = /* @__PURE__ */ lazy(
  () => import('./components/open-match-cards'),
);
