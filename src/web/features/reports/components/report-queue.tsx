import { useQuery } from '@tanstack/react-query';
import type { AdminReport, ReportAction } from '#contract/reports';
import { ConfirmDialog } from '#web/components/confirm-dialog';
import { ListState } from '#web/components/list-state';
import { Badge } from '#web/components/ui/badge';
import { Button } from '#web/components/ui/button';
import { ApiRequestError } from '#web/lib/api-client';
import { formatChatTime } from '#web/lib/format-chat-time';
import type { TFunction } from '#web/lib/i18n/translate';
import { useTranslation } from '#web/lib/i18n/use-translation';
import { useConfirmedAction } from '#web/lib/use-confirmed-action';
import {
  adminReportsQueryKey,
  answerReport,
  fetchAdminReports,
  hiddenContentQueryKey,
  suspensionsQueryKey,
} from '../api/admin-reports-api';
import { HiddenContentSection } from '../hidden-content';
import { subjectName } from '../subject-name';
import { SuspendedAccounts } from '../suspended-accounts';

function confirmation(t: TFunction, report: AdminReport, action: ReportAction) {
  const name = subjectName(report);
  if (action === 'dismiss') {
    return {
      title: t('admin_report_dismiss_title'),
      description: t('admin_report_dismiss_description'),
      done: t('admin_report_dismissed'),
    };
  }
  if (action === 'hide') {
    return {
      title: t('admin_report_hide_title'),
      description: t(`admin_report_hide_description_${report.kind}`),
      done: t('admin_report_hidden'),
    };
  }
  return {
    title: t('admin_report_suspend_title', { name }),
    description: t('admin_report_suspend_description', { name }),
    done: t('admin_report_suspended', { name }),
  };
}

const ACTION_LABEL = {
  dismiss: 'admin_report_dismiss',
  hide: 'admin_report_hide',
  suspend: 'admin_report_suspend',
} as const;

/**
 * The open reports, for an administrator to dismiss, hide or suspend; below them (once the
 * queue has shown that this is an administrator) the hidden content, which may be shown again,
 * and the suspended accounts, whose suspension may be lifted.
 */
export function ReportQueue() {
  const { t } = useTranslation();
  const reports = useQuery({
    queryKey: adminReportsQueryKey,
    queryFn: ({ signal }) => fetchAdminReports(signal),
    retry: (count, error) =>
      !(error instanceof ApiRequestError && error.status === 403) && count < 1,
  });
  const deciding = useConfirmedAction<{ report: AdminReport; action: ReportAction }>({
    run: ({ report, action }) => answerReport(report.id, action),
    done: ({ report, action }) => confirmation(t, report, action).done,
    reloads: ({ action }) => [
      adminReportsQueryKey,
      ...(action === 'hide' ? [hiddenContentQueryKey] : []),
      ...(action === 'suspend' ? [suspensionsQueryKey] : []),
    ],
  });

  if (reports.error instanceof ApiRequestError && reports.error.status === 403) {
    return <p role="alert">{t('admin_only')}</p>;
  }

  const picked = deciding.picked;
  const asked = picked && confirmation(t, picked.report, picked.action);
  return (
    <section aria-label={t('admin_reports_title')} className="space-y-4">
      <p className="text-sm text-muted-foreground">{t('admin_reports_intro')}</p>
      <ListState
        isPending={reports.isPending}
        isError={reports.isError}
        isEmpty={reports.data?.items.length === 0}
        emptyText={t('admin_reports_empty')}
        onRetry={() => void reports.refetch()}
      />
      <ul className="space-y-3">
        {reports.data?.items.map((report) => (
          <li key={report.id}>
            <ReportItem report={report} onAction={(action) => deciding.pick({ report, action })} />
          </li>
        ))}
      </ul>
      {/* Once the queue has shown that this is an administrator: nobody else asks for them. */}
      {reports.isSuccess && (
        <>
          <HiddenContentSection />
          <SuspendedAccounts />
        </>
      )}
      {picked && asked && (
        <ConfirmDialog
          title={asked.title}
          description={asked.description}
          confirmLabel={t(ACTION_LABEL[picked.action])}
          destructive={picked.action !== 'dismiss'}
          onConfirm={deciding.confirm}
          onOpenChange={(open) => {
            if (!open) deciding.pick(null);
          }}
        />
      )}
    </section>
  );
}

/** An e-mail address after a name, to reach the person before deciding. */
function Email({ email }: { email: string | null }) {
  if (!email) return null;
  return (
    <>
      {' · '}
      <a href={`mailto:${email}`} className="inline-block underline max-sm:py-3">
        {email}
      </a>
    </>
  );
}

/** One open report: what (as text), whose, by whom, why, when; and the three answers. */
function ReportItem(props: { report: AdminReport; onAction: (action: ReportAction) => void }) {
  const { t, i18n } = useTranslation();
  const { report } = props;
  const kind = t(`admin_report_kind_${report.kind}`);
  const label = t('admin_report_label', { kind, name: subjectName(report) });
  return (
    <article
      aria-label={label}
      className="space-y-3 rounded-xl border border-border bg-card p-4 shadow-sm"
    >
      <header className="flex flex-wrap items-center gap-2">
        <Badge tone="accent">{kind}</Badge>
        {report.targetHidden && <Badge tone="outline">{t('admin_report_hidden_already')}</Badge>}
        {report.targetUserSuspended && (
          <Badge tone="outline">{t('admin_report_suspended_already')}</Badge>
        )}
      </header>
      <p className="break-words text-sm">
        {report.targetUser ? (
          <>
            {t('admin_report_account', { name: report.targetUser.name })}
            <Email email={report.targetUser.email} />
          </>
        ) : (
          t('admin_report_no_account')
        )}
      </p>
      <figure className="space-y-1">
        <figcaption className="text-xs font-medium text-muted-foreground">
          {t('admin_report_reported_content')}
        </figcaption>
        <blockquote className="whitespace-pre-wrap break-words border-l-2 border-primary pl-3 text-sm">
          {report.targetText}
        </blockquote>
      </figure>
      <p className="break-words text-sm">
        {t('admin_report_by', { name: report.reporter.name })}
        <Email email={report.reporter.email} />
        {' · '}
        {t('admin_report_reason', { reason: t(`report_reason_${report.reason}`) })}
        {' · '}
        <time dateTime={report.createdAt}>
          {formatChatTime(report.createdAt, i18n.resolvedLanguage ?? 'bg', t)}
        </time>
      </p>
      {report.note && (
        <figure className="space-y-1">
          <figcaption className="text-xs font-medium text-muted-foreground">
            {t('admin_report_note')}
          </figcaption>
          <blockquote className="whitespace-pre-wrap break-words border-l-2 border-border pl-3 text-sm">
            {report.note}
          </blockquote>
        </figure>
      )}
      <div className="flex flex-wrap gap-2">
        <Button size="sm" variant="outline" onClick={() => props.onAction('dismiss')}>
          {t('admin_report_dismiss')}
        </Button>
        {!report.targetHidden && (
          <Button size="sm" variant="outline" onClick={() => props.onAction('hide')}>
            {t('admin_report_hide')}
          </Button>
        )}
        {report.targetUser && !report.targetUserSuspended && (
          <Button size="sm" variant="destructive" onClick={() => props.onAction('suspend')}>
            {t('admin_report_suspend')}
          </Button>
        )}
      </div>
    </article>
  );
}
