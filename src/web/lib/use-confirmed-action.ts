import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { showApiErrorToast } from './api-error-toast';
import { useTranslation } from './i18n/use-translation';
import { notify } from './toast';

/**
 * An action on a picked item that a dialog confirms first (an administrator's answer, say):
 * `pick` opens the dialog, `confirm` runs the action, says it is done and closes the dialog,
 * or shows the API's error and leaves it open. Either way the lists it changes are loaded
 * again: done here or meanwhile by someone else, they are out of date.
 */
export function useConfirmedAction<T>(action: {
  run: (item: T) => Promise<unknown>;
  done: (item: T) => string;
  reloads: (item: T) => QueryKey[];
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [picked, pick] = useState<T | null>(null);

  async function confirm() {
    if (!picked) return;
    try {
      await action.run(picked);
      void notify(action.done(picked), { kind: 'success' });
      pick(null);
    } catch (error) {
      showApiErrorToast(t, error);
    }
    for (const queryKey of action.reloads(picked)) {
      await queryClient.invalidateQueries({ queryKey });
    }
  }

  return { picked, pick, confirm };
}
