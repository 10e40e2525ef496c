import { Star } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import type { Booking } from '#contract/bookings';
import { formatCalendarDate } from '#contract/calendar-date';
import { courtNameIn } from '#contract/court-name';
import { REVIEW_COMMENT_MAX_LENGTH, REVIEW_STARS, reviewBodySchema } from '#contract/court-reviews';
import { FormDialog } from '#web/components/form-dialog';
import { FormField } from '#web/components/form-field';
import { Textarea } from '#web/components/ui/textarea';
import { apiErrorText } from '#web/lib/api-error-toast';
import { currentLanguage } from '#web/lib/current-language';
import { fieldErrorText, fieldReasons } from '#web/lib/field-errors';
import { useTranslation } from '#web/lib/i18n/use-translation';
import { writeReview } from '../api/reviews-api';

const STARS = /* @__PURE__ */ Array.from(
  { length: REVIEW_STARS.max - REVIEW_STARS.min + 1 },
  (_, i) => REVIEW_STARS.min + i,
);

/** 'Rate this court' for a past booking: 1–5 stars and an optional comment; again to change. */
export function RateCourtDialog(props: {
  booking: Booking;
  onSaved: () => Promise<void>;
  onOpenChange: (open: boolean) => void;
}) {
  const { booking } = props;
  const { t, i18n } = useTranslation();
  const starsLabelId = useId();
  const starsErrorId = useId();
  const [stars, setStars] = useState<number | null>(booking.review?.stars ?? null);
  const [comment, setComment] = useState(booking.review?.comment ?? '');
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const courtName = courtNameIn(currentLanguage(i18n), booking.court);
  const when = formatCalendarDate(booking.date, i18n.resolvedLanguage ?? 'bg');

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (stars === null) {
      setErrors({ stars: t('review_stars_required') });
      return;
    }
    const checked = reviewBodySchema.safeParse({ stars, comment });
    if (!checked.success) {
      const issue = checked.error.issues[0];
      setErrors({ [String(issue?.path[0])]: fieldErrorText(t, issue?.message) });
      return;
    }
    setSending(true);
    setProblem(null);
    try {
      await writeReview(booking.id, { stars, comment });
      await props.onSaved();
    } catch (failure) {
      const fields = fieldReasons(failure);
      if (fields) {
        setErrors(
          Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, fieldErrorText(t, v)])),
        );
      } else {
        setProblem(apiErrorText(t, failure));
      }
    } finally {
      setSending(false);
    }
  }

  return (
    <FormDialog
      title={t('review_rate_title', { courtName })}
      description={t('review_rate_description', { when })}
      submitLabel={t('review_send')}
      sending={sending}
      problem={problem}
      onSubmit={(event) => void submit(event)}
      onOpenChange={props.onOpenChange}
    >
      <fieldset
        aria-labelledby={starsLabelId}
        aria-describedby={errors.stars ? starsErrorId : undefined}
        className="space-y-2"
      >
        <legend id={starsLabelId} className="text-sm font-medium">
          {t('review_stars_field')}
        </legend>
        <div className="flex flex-wrap gap-1">
          {STARS.map((value) => (
            <label
              key={value}
              className="relative flex min-h-11 min-w-11 cursor-pointer items-center justify-center rounded-md border border-border has-[:checked]:border-primary has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring"
            >
              <input
                type="radio"
                name="stars"
                value={value}
                checked={stars === value}
                onChange={() => {
                  setStars(value);
                  setErrors((current) => ({ ...current, stars: undefined }));
                }}
                aria-label={t('review_star_option', { count: value })}
                className="absolute inset-0 cursor-pointer opacity-0"
              />
              <Star
                aria-hidden="true"
                className={`size-6 ${stars !== null && value <= stars ? 'fill-current text-amber-600' : 'text-muted-foreground'}`}
              />
            </label>
          ))}
        </div>
        {errors.stars && (
          <p id={starsErrorId} className="text-sm text-destructive">
            {errors.stars}
          </p>
        )}
      </fieldset>
      <FormField label={t('review_comment_field')} error={errors.comment}>
        <Textarea
          rows={4}
          maxLength={REVIEW_COMMENT_MAX_LENGTH}
          value={comment}
          onChange={(event) => {
            setComment(event.target.value);
            setErrors((current) => ({ ...current, comment: undefined }));
          }}
        />
      </FormField>
    </FormDialog>
  );
}
