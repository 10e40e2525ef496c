import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { SuspendedAccount } from '../../../contract/reports';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { ListState } from '../../components/list-state';
import { Button } from '../../components/ui/button';
import { showApiErrorToast } from '../../lib/api-error-toast';
import { formatChatTime } from '../../lib/format-chat-time';
import { useTranslation } from '../../lib/i18n/use-translation';
import { notify } from '../../lib/toast';
import {
  fetchSuspendedAccounts,
  liftSuspension,
  suspensionsQueryKey,
} from './api/admin-reports-api';

/** The suspended accounts on the reports page, each with a way to lift its suspension. */
export function SuspendedAccounts() {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const [lifting, setLifting] = useState<SuspendedAccount | null>(null);
  const accounts = useQuery({
    queryKey: suspensionsQueryKey,
    queryFn: ({ signal }) => fetchSuspendedAccounts(signal),
  });

  async function lift() {
    if (!lifting) return;
    try {
      await liftSuspension(lifting.id);
      void notify(t('admin_suspension_lifted', { name: lifting.name }), { kind: 'success' });
      setLifting(null);
    } catch (error) {
      showApiErrorToast(t, error);
    }
    // Lifted here or meanwhile by another administrator: the list is out of date either way.
    await queryClient.invalidateQueries({ queryKey: suspensionsQueryKey });
  }

  return (
    <section aria-labelledby="suspended-accounts" className="space-y-3">
      <h2 id="suspended-accounts" className="text-lg font-semibold">
        {t('admin_suspensions_title')}
      </h2>
      <ListState
        isPending={accounts.isPending}
        isError={accounts.isError}
        isEmpty={accounts.data?.items.length === 0}
        emptyText={t('admin_suspensions_empty')}
        onRetry={() => void accounts.refetch()}
      />
      <ul className="space-y-2">
        {accounts.data?.items.map((account) => (
          <li
            key={account.id}
            aria-label={account.name}
            className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-border bg-card p-4 shadow-sm"
          >
            <p className="min-w-0 break-words text-sm">
              <span className="font-medium">{account.name}</span>
              {account.email && ` · ${account.email}`}
              <br />
              <span className="text-muted-foreground">
                {t('admin_suspension_since')}{' '}
                <time dateTime={account.suspendedAt}>
                  {formatChatTime(account.suspendedAt, i18n.resolvedLanguage ?? 'bg', t)}
                </time>
              </span>
            </p>
            <Button size="sm" variant="outline" onClick={() => setLifting(account)}>
              {t('admin_suspension_lift')}
            </Button>
          </li>
        ))}
      </ul>
      {lifting && (
        <ConfirmDialog
          title={t('admin_suspension_lift_title', { name: lifting.name })}
          description={t('admin_suspension_lift_description', { name: lifting.name })}
          confirmLabel={t('admin_suspension_lift')}
          onConfirm={lift}
          onOpenChange={(open) => {
            if (!open) setLifting(null);
          }}
        />
      )}
    </section>
  );
}
