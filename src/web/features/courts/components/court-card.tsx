import { Building2, Clock, MapPin, Navigation } from 'lucide-react';
import { Link } from 'wouter';
import { PREVIEW_AMENITIES } from '#contract/constants';
import type { Court } from '#contract/courts';
import type { District } from '#contract/enum-values';
import { formatEuro } from '#contract/i18n/format-money';
import { bookingPrice } from '#contract/money';
import { PreviewBadges } from '#web/components/preview-badges';
import { Badge } from '#web/components/ui/badge';
import { formatNumber } from '#web/lib/format';
import { useTranslation } from '#web/lib/i18n/use-translation';
import { CourtAction, type CourtSlot } from './court-action';
import { CourtConditionBadges, InstantBadge } from './court-conditions';
import { CourtPrice, CourtRating, useCourtName } from './court-parts';
import { CourtCover } from './court-photos';
import { openingHoursSummary } from './opening-hours';

/**
 * `origin`: where the distance counts from: a district's centre, the user ('you'), the centre.
 * `slot`: the time the list was asked for, with the court's free starts then.
 */
export function CourtCard(props: {
  court: Court;
  origin?: District | 'you';
  slot?: CourtSlot | undefined;
}) {
  const { court } = props;
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'bg';
  const name = useCourtName(court);
  const hours = openingHoursSummary(court.openingHours, {
    weekdays: t('hours_weekdays'),
    weekend: t('hours_weekend'),
    closed: t('hours_closed'),
  });
  return (
    <article className="flex h-full flex-col gap-4 rounded-xl border border-border bg-card p-5 shadow-sm transition-shadow hover:shadow-md">
      {court.photos[0] && <CourtCover photo={court.photos[0]} courtName={name} />}
      <header className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="text-lg font-semibold">
            <Link to={`/courts/${court.id}`} className="block hover:underline max-sm:py-2">
              {name}
            </Link>
          </h3>
          <p className="mt-0.5 flex items-center gap-1.5 text-sm text-muted-foreground">
            <MapPin aria-hidden="true" className="size-4 shrink-0 text-primary" />
            {t(`district_${court.district}`)}, {court.postcode}
          </p>
        </div>
        {court.rating !== null && <CourtRating rating={court.rating} count={court.reviewCount} />}
      </header>
      <div className="flex flex-wrap gap-1.5">
        <Badge tone="primary">{t(`surface_${court.surface}`)}</Badge>
        <CourtConditionBadges court={court} />
        <Badge tone="outline">{t('court_count', { count: court.totalCourts })}</Badge>
        {court.instantBooking && <InstantBadge />}
      </div>
      <div>
        <CourtPrice court={court} />
        {props.slot?.freeStarts[0] && (
          <p className="text-sm font-semibold">
            {t('when_slot_price', {
              // At the first free start: with a peak price, another start may cost otherwise.
              price: formatEuro(
                bookingPrice(court, props.slot.date, props.slot.freeStarts[0], props.slot.hours)
                  .total,
                language,
              ),
              duration: t('hours_count', { count: props.slot.hours }),
            })}
          </p>
        )}
      </div>
      <ul className="space-y-1.5 text-sm text-muted-foreground">
        <li className="flex items-start gap-2">
          <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
          <span>
            <span className="sr-only">{t('opening_hours')}: </span>
            {hours}
          </span>
        </li>
        <li className="flex items-center gap-2">
          <Navigation aria-hidden="true" className="size-4 shrink-0 text-primary" />
          {t('distance_from', {
            distance: formatNumber(court.distanceKm, language, { maximumFractionDigits: 1 }),
            place:
              props.origin === 'you'
                ? t('distance_place_you')
                : props.origin
                  ? t(`district_${props.origin}`)
                  : t('distance_place_centre'),
          })}
        </li>
        <li className="flex items-center gap-2">
          <Building2 aria-hidden="true" className="size-4 shrink-0 text-primary" />
          <span className="truncate">{court.address}</span>
        </li>
      </ul>
      <PreviewBadges
        labels={court.amenities.map((amenity) => t(`amenity_${amenity}`))}
        limit={PREVIEW_AMENITIES}
        label={t('amenities_label')}
      />
      <div className="mt-auto">
        <CourtAction court={court} courtName={name} slot={props.slot} />
      </div>
    </article>
  );
}
