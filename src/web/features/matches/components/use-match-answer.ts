import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { showApiErrorToast } from '#web/lib/api-error-toast';
import { useTranslation } from '#web/lib/i18n/use-translation';
import { useActivity } from '#web/lib/realtime/use-activity';
import { notify } from '#web/lib/toast';
import { answerMatch, type MatchAction, matchesQueryKey } from '../api/matches-api';

/**
 * Answering results (confirm, dispute, withdraw) wherever they are listed, and keeping the lists
 * and the profile fresh, live: `busy` is the result being answered.
 */
export function useMatchAnswer() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<string | null>(null);
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: matchesQueryKey });
    void queryClient.invalidateQueries({ queryKey: ['profile'] });
  };
  useActivity('match', true, refresh);

  async function answer(id: string, action: MatchAction) {
    setBusy(id);
    try {
      const answered = await answerMatch(id, action);
      const done = {
        confirm: 'match_confirmed',
        dispute: 'match_disputed',
        withdraw: answered.status === 'withdrawn' ? 'match_withdrawn' : 'match_withdraw_requested',
      } as const;
      void notify(t(done[action]), { kind: 'success' });
      refresh();
    } catch (error) {
      showApiErrorToast(t, error);
    } finally {
      setBusy(null);
    }
  }

  return { busy, answer, refresh };
}
