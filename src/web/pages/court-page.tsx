import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useParams } from 'wouter';
import type { CourtDetail } from '#contract/courts';
import { courtPageMeta } from '#contract/page-meta';
import { ListState } from '#web/components/list-state';
import { courtQueryOptions } from '#web/features/courts/api/court-api';
import { CourtAction } from '#web/features/courts/components/court-action';
import { CourtFacts } from '#web/features/courts/components/court-facts';
import { CourtRating, useCourtName } from '#web/features/courts/components/court-parts';
import { CourtReviews } from '#web/features/courts/components/court-reviews';
import { OwnerContact } from '#web/features/courts/components/owner-contact';
import { WeekFreeTimes } from '#web/features/courts/components/week-free-times';
import { currentLanguage } from '#web/lib/current-language';
import { useTranslation } from '#web/lib/i18n/use-translation';
import { useSession } from '#web/lib/session';
import { usePageDescription } from '#web/lib/use-page-description';
import NotFoundPage from './not-found-page';

// Loaded once shown (to a signed-in player), so the page's own first load does without it.
const ReportButton = lazy(() => import('#web/features/reports/components/report-button'));

/** /courts/:id: a court's page: what it offers, its hours, the week's free times, Book. */
export default function CourtPage() {
  const { id = '' } = useParams();
  const court = useQuery(courtQueryOptions(id));
  // No such court: known on the server too, which renders this page and passes its answer on.
  if (court.data === null) return <NotFoundPage />;
  if (!court.data) {
    return (
      <div className="mx-auto max-w-4xl px-4 py-8">
        <ListState
          isPending={court.isPending}
          isError={court.isError}
          isEmpty={false}
          emptyText=""
          onRetry={() => void court.refetch()}
        />
      </div>
    );
  }
  return <CourtDetails court={court.data} key={court.data.id} />;
}

function CourtDetails({ court }: { court: CourtDetail }) {
  const { t, i18n } = useTranslation();
  const { user } = useSession();
  const name = useCourtName(court);
  const meta = courtPageMeta(court, currentLanguage(i18n));
  usePageDescription(meta.description);
  return (
    <article aria-labelledby="court-title" className="mx-auto w-full max-w-4xl space-y-8 px-4 py-8">
      <title>{meta.title}</title>
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div className="space-y-1">
          <h1 id="court-title" className="break-words text-3xl font-bold">
            {name}
          </h1>
          {court.nameEn && name !== court.name && (
            <p className="text-muted-foreground" lang="bg">
              {court.name}
            </p>
          )}
        </div>
        {court.rating !== null && <CourtRating rating={court.rating} count={court.reviewCount} />}
      </header>
      <div className="grid gap-8 md:grid-cols-[1fr_auto]">
        <CourtFacts court={court} />
        <div className="order-first space-y-3 md:order-none md:w-72">
          <CourtAction court={court} courtName={name} />
          {user && court.ownerId && court.ownerId !== user.id && (
            <OwnerContact courtId={court.id} />
          )}
        </div>
      </div>
      <WeekFreeTimes court={court} courtName={name} />
      <CourtReviews court={court} />
      {user && court.ownerId !== user.id && (
        <Suspense fallback={null}>
          <ReportButton
            kind="court"
            targetId={court.id}
            label={t('report_court_label', { name })}
          />
        </Suspense>
      )}
    </article>
  );
}
