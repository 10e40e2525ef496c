import { useQuery } from '@tanstack/react-query';
import type { SuspendedAccount } from '#contract/reports';
import { ConfirmDialog } from '#web/components/confirm-dialog';
import { ListState } from '#web/components/list-state';
import { Button } from '#web/components/ui/button';
import { formatChatTime } from '#web/lib/format-chat-time';
import { useTranslation } from '#web/lib/i18n/use-translation';
import { useConfirmedAction } from '#web/lib/use-confirmed-action';
import {
  fetchSuspendedAccounts,
  liftSuspension,
  suspensionsQueryKey,
} from './api/admin-reports-api';

/** The suspended accounts on the reports page, each with a way to lift its suspension. */
export function SuspendedAccounts() {
  const { t, i18n } = useTranslation();
  const accounts = useQuery({
    queryKey: suspensionsQueryKey,
    queryFn: ({ signal }) => fetchSuspendedAccounts(signal),
  });
  const lifting = useConfirmedAction<SuspendedAccount>({
    run: (account) => liftSuspension(account.id),
    done: (account) => t('admin_suspension_lifted', { name: account.name }),
    reloads: () => [suspensionsQueryKey],
  });

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
            <Button size="sm" variant="outline" onClick={() => lifting.pick(account)}>
              {t('admin_suspension_lift')}
            </Button>
          </li>
        ))}
      </ul>
      {lifting.picked && (
        <ConfirmDialog
          title={t('admin_suspension_lift_title', { name: lifting.picked.name })}
          description={t('admin_suspension_lift_description', { name: lifting.picked.name })}
          confirmLabel={t('admin_suspension_lift')}
          onConfirm={lifting.confirm}
          onOpenChange={(open) => {
            if (!open) lifting.pick(null);
          }}
        />
      )}
    </section>
  );
}
