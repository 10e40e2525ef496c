import { useQuery } from '@tanstack/react-query';
import type { HiddenContent } from '#contract/reports';
import { ConfirmDialog } from '#web/components/confirm-dialog';
import { ListState } from '#web/components/list-state';
import { Badge } from '#web/components/ui/badge';
import { Button } from '#web/components/ui/button';
import { formatChatTime } from '#web/lib/format-chat-time';
import { useTranslation } from '#web/lib/i18n/use-translation';
import { useConfirmedAction } from '#web/lib/use-confirmed-action';
import {
  fetchHiddenContent,
  hiddenContentQueryKey,
  showHiddenContent,
} from './api/admin-reports-api';
import { subjectName } from './subject-name';

/** The hidden content on the reports page, each with a way to show it again. */
export function HiddenContentSection() {
  const { t, i18n } = useTranslation();
  const hidden = useQuery({
    queryKey: hiddenContentQueryKey,
    queryFn: ({ signal }) => fetchHiddenContent(signal),
  });
  const showing = useConfirmedAction<HiddenContent>({
    run: (item) => showHiddenContent(item.kind, item.targetId),
    done: () => t('admin_hidden_shown'),
    reloads: () => [hiddenContentQueryKey],
  });

  return (
    <section aria-labelledby="hidden-content" className="space-y-3">
      <h2 id="hidden-content" className="text-lg font-semibold">
        {t('admin_hidden_title')}
      </h2>
      <ListState
        isPending={hidden.isPending}
        isError={hidden.isError}
        isEmpty={hidden.data?.items.length === 0}
        emptyText={t('admin_hidden_empty')}
        onRetry={() => void hidden.refetch()}
      />
      <ul className="space-y-2">
        {hidden.data?.items.map((item) => {
          const kind = t(`admin_report_kind_${item.kind}`);
          return (
            <li
              key={`${item.kind}:${item.targetId}`}
              aria-label={t('admin_report_label', { kind, name: subjectName(item) })}
              className="space-y-2 rounded-xl border border-border bg-card p-4 shadow-sm"
            >
              <p className="flex flex-wrap items-center gap-2 text-sm">
                <Badge tone="accent">{kind}</Badge>
                {item.targetUser && (
                  <span className="min-w-0 break-words">
                    {t('admin_report_account', { name: item.targetUser.name })}
                  </span>
                )}
              </p>
              <blockquote className="whitespace-pre-wrap break-words border-l-2 border-primary pl-3 text-sm">
                {item.targetText}
              </blockquote>
              <div className="flex flex-wrap items-center justify-between gap-2">
                <p className="text-sm text-muted-foreground">
                  {t('admin_hidden_since')}{' '}
                  <time dateTime={item.hiddenAt}>
                    {formatChatTime(item.hiddenAt, i18n.resolvedLanguage ?? 'bg', t)}
                  </time>
                </p>
                <Button size="sm" variant="outline" onClick={() => showing.pick(item)}>
                  {t('admin_hidden_show')}
                </Button>
              </div>
            </li>
          );
        })}
      </ul>
      {showing.picked && (
        <ConfirmDialog
          title={t('admin_hidden_show_title')}
          description={t(`admin_hidden_show_description_${showing.picked.kind}`)}
          confirmLabel={t('admin_hidden_show')}
          onConfirm={showing.confirm}
          onOpenChange={(open) => {
            if (!open) showing.pick(null);
          }}
        />
      )}
    </section>
  );
}
