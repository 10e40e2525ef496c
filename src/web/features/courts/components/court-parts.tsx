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

/**
 * The price per hour in euro ('18 €/час', '€18/hour') and the peak price beside it, if any
 * ('· 24 €/час в пиковите часове'); `large` (the court's page) also says when the peak applies.
 */
export function CourtPrice({
  court,
  large,
}: {
  court: Pick<Court, 'pricePerHour' | 'peakPrice'>;
  large?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'bg';
  const peak = court.peakPrice;
  return (
    <div>
      <p className={`font-bold text-primary ${large ? 'text-3xl' : 'text-2xl'}`}>
        {t('price_per_hour', { price: formatEuro(court.pricePerHour, language) })}
        {peak && !large && (
          <span className="text-sm font-medium text-muted-foreground">
            {' · '}
            {t('price_per_hour_peak', { price: formatEuro(peak.pricePerHour, language) })}
          </span>
        )}
      </p>
      {peak && large && (
        <p className="text-sm text-muted-foreground">
          {t(
            peak.weekdaysFrom === null
              ? 'court_peak_weekends'
              : peak.weekends
                ? 'court_peak_weekdays_weekends'
                : 'court_peak_weekdays',
            {
              price: t('price_per_hour', { price: formatEuro(peak.pricePerHour, language) }),
              time: peak.weekdaysFrom,
            },
          )}
        </p>
      )}
    </div>
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
