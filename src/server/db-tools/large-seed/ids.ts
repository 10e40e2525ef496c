/**
 * Ids of the large seed's rows as SQL expressions of their row number: md5-derived, so a bench
 * can name "player 1" or "conversation 7" without reading them back.
 */
export const courtId = (k: string) => `md5('large-seed-court-' || ${k})::uuid`;
export const playerId = (k: string) => `md5('large-seed-player-' || ${k})::uuid`;
export const conversationId = (k: string) => `md5('large-seed-conversation-' || ${k})::uuid`;
export const openMatchId = (k: string) => `md5('large-seed-open-match-' || ${k})::uuid`;
