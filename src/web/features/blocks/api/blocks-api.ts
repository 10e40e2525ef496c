import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import type { BlockedPlayer, BlocksList } from '#contract/blocks';
import { apiFetch, jsonBody } from '#web/lib/api-client';
import { showApiErrorToast } from '#web/lib/api-error-toast';
import { useTranslation } from '#web/lib/i18n/use-translation';
import { LISTS_QUERY_KEY } from '#web/lib/keyset-list';
import { useSession } from '#web/lib/session';
import { notify } from '#web/lib/toast';

export const blocksQueryKey = ['blocks'] as const;

/** GET /api/blocks (Bearer): the players I blocked, the latest first. */
export const blocksQueryOptions = () =>
  queryOptions({
    queryKey: blocksQueryKey,
    queryFn: ({ signal }) => apiFetch<BlocksList>('/api/blocks', { signal }),
  });

/** POST /api/blocks (Bearer): idempotent. */
export function blockPlayer(userId: string): Promise<BlockedPlayer> {
  return apiFetch<BlockedPlayer>('/api/blocks', jsonBody({ userId }));
}

/** DELETE /api/blocks/:userId (Bearer). */
export function unblockPlayer(userId: string): Promise<void> {
  return apiFetch<void>(`/api/blocks/${encodeURIComponent(userId)}`, { method: 'DELETE' });
}

/** The ids of the players I blocked; undefined while unknown (or signed out). */
export function useBlockedIds(): Set<string> | undefined {
  const { user } = useSession();
  const blocks = useQuery({
    ...blocksQueryOptions(),
    enabled: Boolean(user),
    select: (list) => new Set(list.items.map((item) => item.id)),
  });
  return user ? blocks.data : undefined;
}

/**
 * Block and unblock, each saying what happened; the lists and boards are read again, as they
 * leave out (or show again) the player.
 */
export function useBlockActions() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const refresh = useCallback(async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: blocksQueryKey }),
      queryClient.invalidateQueries({ queryKey: LISTS_QUERY_KEY }),
    ]);
  }, [queryClient]);

  const block = useCallback(
    async (player: { id: string; name: string }): Promise<boolean> => {
      try {
        await blockPlayer(player.id);
      } catch (error) {
        showApiErrorToast(t, error);
        return false;
      }
      await refresh();
      void notify(t('block_done', { name: player.name }), { kind: 'success' });
      return true;
    },
    [t, refresh],
  );

  const unblock = useCallback(
    async (player: { id: string; name: string }): Promise<boolean> => {
      try {
        await unblockPlayer(player.id);
      } catch (error) {
        showApiErrorToast(t, error);
        return false;
      }
      await refresh();
      void notify(t('unblock_done', { name: player.name }), { kind: 'success' });
      return true;
    },
    [t, refresh],
  );

  return { block, unblock };
}

/**
 * Once a user is known, the public lists and player pages already shown (the server renders
 * them for a visitor) are read again as that user: they leave out the players of their blocks.
 */
export function useReadAsSignedIn(userId: string) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!userId) return;
    void queryClient.invalidateQueries({ queryKey: LISTS_QUERY_KEY });
    // The player pages' key (features/players/api/player-api.ts).
    void queryClient.invalidateQueries({ queryKey: ['player'] });
  }, [queryClient, userId]);
}
