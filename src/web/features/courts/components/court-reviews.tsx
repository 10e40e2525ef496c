import { Star } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { formatCalendarDate } from '#contract/calendar-date';
import type { CourtReview } from '#contract/court-reviews';
import type { Court } from '#contract/courts';
import { sofiaDate } from '#contract/sofia-time';
import { ListState } from '#web/components/list-state';
import { TitledSection } from '#web/components/titled-section';
import { Button } from '#web/components/ui/button';
import { LazyReportButton as ReportButton } from '#web/features/reports';
import { answerReview } from '#web/features/reviews';
import { useTranslation } from '#web/lib/i18n/use-translation';
import { useKeysetList } from '#web/lib/keyset-list';
import { useSession } from '#web/lib/session';
import { notify } from '#web/lib/toast';

// Only the court's owner answers: the dialog (and its schema) loads when they open it.
const ReviewAnswerDialog = lazy(() => import('./review-answer-dialog'));

/** The court's reviews, newest first, page by page; its owner answers each once. */
export function CourtReviews({ court }: { court: Court }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const reviews = useKeysetList<CourtReview>(`/api/courts/${court.id}/reviews`);
  const [answering, setAnswering] = useState<CourtReview | null>(null);
  const isOwner = Boolean(user && court.ownerId === user.id);
  const authorName = (review: CourtReview) =>
    review.author.id === null ? t('deleted_user') : review.author.name;
  return (
    <TitledSection title={t('reviews_title')}>
      <ListState
        isPending={reviews.status === 'loading'}
        isError={reviews.status === 'error'}
        isEmpty={reviews.items.length === 0}
        emptyText={t('reviews_empty')}
        onRetry={reviews.reload}
      />
      <ul className="space-y-3">
        {reviews.items.map((review) => (
          <li key={review.id}>
            <ReviewItem
              review={review}
              authorName={authorName(review)}
              onAnswer={isOwner && review.answer === null ? () => setAnswering(review) : undefined}
              reportable={Boolean(user && review.author.id !== user.id)}
            />
          </li>
        ))}
      </ul>
      {reviews.hasMore && (
        <Button variant="outline" disabled={reviews.loadingMore} onClick={reviews.loadMore}>
          {reviews.loadingMore ? t('loading') : t('show_more')}
        </Button>
      )}
      {answering && (
        <Suspense fallback={null}>
          <ReviewAnswerDialog
            title={t('review_answer_title', { name: authorName(answering) })}
            description={t('review_answer_description')}
            label={t('review_answer_field')}
            submitLabel={t('review_answer_send')}
            onSubmit={async (answer) => {
              await answerReview(answering.id, answer);
              setAnswering(null);
              void notify(t('review_answered'), { kind: 'success' });
              reviews.reload();
            }}
            onOpenChange={(open) => {
              if (!open) setAnswering(null);
            }}
          />
        </Suspense>
      )}
    </TitledSection>
  );
}

function ReviewItem(props: {
  review: CourtReview;
  authorName: string;
  onAnswer?: () => void;
  reportable: boolean;
}) {
  const { review } = props;
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'bg';
  const day = (iso: string) => formatCalendarDate(sofiaDate(new Date(iso)), language);
  return (
    <article
      aria-label={props.authorName}
      className="space-y-2 rounded-xl border border-border bg-card p-4"
    >
      <header className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-semibold">{props.authorName}</h3>
        <p className="text-sm text-muted-foreground">
          {day(review.createdAt)}
          {review.updatedAt !== review.createdAt && ` (${t('review_edited')})`}
        </p>
      </header>
      <p className="flex items-center gap-0.5" title={t('review_stars', { stars: review.stars })}>
        {[1, 2, 3, 4, 5].map((n) => (
          <Star
            key={n}
            aria-hidden="true"
            className={`size-4 ${n <= review.stars ? 'fill-current text-amber-600' : 'text-muted-foreground'}`}
          />
        ))}
        <span className="sr-only">{t('review_stars', { stars: review.stars })}</span>
      </p>
      {review.comment && <p className="whitespace-pre-line">{review.comment}</p>}
      {review.answer && (
        <div className="space-y-1 border-l-2 border-primary pl-3 text-sm">
          <p className="font-medium">{t('review_owner_answer')}</p>
          <p className="whitespace-pre-line">{review.answer}</p>
        </div>
      )}
      {(props.onAnswer || props.reportable) && (
        <div className="flex flex-wrap gap-2">
          {props.onAnswer && (
            <Button
              size="sm"
              variant="outline"
              aria-label={t('review_answer_action_label', { name: props.authorName })}
              onClick={props.onAnswer}
            >
              {t('review_answer_action')}
            </Button>
          )}
          {props.reportable && (
            <Suspense fallback={null}>
              <ReportButton
                kind="review"
                targetId={review.id}
                label={t('report_review_label', { name: props.authorName })}
              />
            </Suspense>
          )}
        </div>
      )}
    </article>
  );
}
