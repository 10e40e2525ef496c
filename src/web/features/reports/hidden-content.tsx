import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { HiddenContent } from '../../../contract/reports';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { ListState } from '../../components/list-state';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { showApiErrorToast } from '../../lib/api-error-toast';
import { formatChatTime } from '../../lib/format-chat-time';
import { useTranslation } from '../../lib/i18n/use-translation';
import { notify } from '../../lib/toast';
import {
  fetchHiddenContent,
  hiddenContentQueryKey,
  showHiddenContent,
} from './api/admin-reports-api';

/** Whose the content is, else (a court nobody runs here) its first line. */
const subjectName = (item: HiddenContent) =>
  item.targetUser?.name ?? item.targetText.split('\n')[0] ?? '';

/** The hidden content on the reports page, each with a way to show it again. */
export function HiddenContentSection() {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const [showing, setShowing] = useState<HiddenContent | null>(null);
  const hidden = useQuery({
    queryKey: hiddenContentQueryKey,
    queryFn: ({ signal }) => fetchHiddenContent(signal),
  });

  async function show() {
    if (!showing) return;
    try {
      await showHiddenContent(showing.kind, showing.targetId);
      void notify(t('admin_hidden_shown'), { kind: 'success' });
      setShowing(null);
    } catch (error) {
      showApiErrorToast(t, error);
    }
    // Shown here or meanwhile by another administrator: the list is out of date either way.
    await queryClient.invalidateQueries({ queryKey: hiddenContentQueryKey });
  }

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
                <Button size="sm" variant="outline" onClick={() => setShowing(item)}>
                  {t('admin_hidden_show')}
                </Button>
              </div>
            </li>
          );
        })}
      </ul>
      {showing && (
        <ConfirmDialog
          title={t('admin_hidden_show_title')}
          description={t(`admin_hidden_show_description_${showing.kind}`)}
          confirmLabel={t('admin_hidden_show')}
          onConfirm={show}
          onOpenChange={(open) => {
            if (!open) setShowing(null);
          }}
        />
      )}
    </section>
  );
}
