import { useState } from 'react';
import type { OpenMatch } from '#contract/open-matches';
import { actOnOpenMatch, useSettledOpenMatch } from '../api/open-matches-api';

/**
 * Accepts an invitation to a game: a join, which the server answers with the spot held for the
 * invitee whatever the game's welcome. The game's page and the lists follow the answer.
 */
export function useAcceptInvitation() {
  const settle = useSettledOpenMatch();
  const [busy, setBusy] = useState(false);
  async function accept(gameId: string): Promise<OpenMatch> {
    setBusy(true);
    try {
      return settle(await actOnOpenMatch(gameId, 'join'));
    } finally {
      setBusy(false);
    }
  }
  return { accept, busy };
}
