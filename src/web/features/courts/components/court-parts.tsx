import { Star } from 'lucide-react';
import { courtNameIn } from '#contract/court-name';
import type { Court } from '#contract/courts';
import { formatEuro } from '#contract/i18n/format-money';
import { currentLanguage } from '#web/lib/current-language';
import { formatNumber } from '#web/lib/format';
import { useTranslation } from '#web/lib/i18n/use-translation';

/** The court's name in the reader's language. */
export function useCourtName(court: Pick<Court, 'name' | 'nameEn'>): string {
  const { i18n } = useTranslation();
  return courtNameIn(currentLanguage(i18n), court);
}

/** The price per hour in euro ('18 €/час', '€18/hour'). */
export function CourtPrice({ pricePerHour, large }: { pricePerHour: number; large?: boolean }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'bg';
  return (
    <p className={`font-bold text-primary ${large ? 'text-3xl' : 'text-2xl'}`}>
      {t('price_per_hour', { price: formatEuro(pricePerHour, language) })}
    </p>
  );
}

/** The star rating with one decimal and the reviews it is the mean of ('4,6 · 23 отзива'). */
export function CourtRating({ rating, count }: { rating: number; count: number }) {
  const { t, i18n } = useTranslation();
  const value = formatNumber(rating, i18n.resolvedLanguage ?? 'bg', {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  });
  const reviews = t('review_count', { count });
  const full = `${t('rating_value', { value })}, ${reviews}`;
  return (
    <p
      className="flex shrink-0 items-center gap-1 rounded-full bg-accent/40 px-2 py-0.5 text-sm font-semibold"
      title={full}
    >
      <Star aria-hidden="true" className="size-4 fill-current text-amber-600" />
      <span aria-hidden="true">
        {value} · <span className="font-normal">{reviews}</span>
      </span>
      <span className="sr-only">{full}</span>
    </p>
  );
}
