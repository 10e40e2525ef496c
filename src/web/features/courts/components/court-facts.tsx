import { Building2, CalendarX, MapPin, Navigation } from 'lucide-react';
import type { CourtDetail } from '#contract/courts';
import { WEEKDAYS } from '#contract/enum-values';
import { TitledSection } from '#web/components/titled-section';
import { Badge } from '#web/components/ui/badge';
import { freeCancelHoursText } from '#web/features/bookings';
import { courtUnitName } from '#web/lib/court-unit-name';
import { formatDateTime, formatNumber } from '#web/lib/format';
import { useTranslation } from '#web/lib/i18n/use-translation';
import { CourtConditionBadges, InstantBadge } from './court-conditions';
import { CourtPrice, useCourtName } from './court-parts';
import { CourtGallery } from './court-photos';
import { CourtPlace } from './court-place';
import { DirectionsLink } from './directions-link';

/** Monday 5 January 2026 and the days after it: a date for each weekday's name. */
const MONDAY = Date.UTC(2026, 0, 5);

function weekdayName(index: number, language: string) {
  return formatDateTime(new Date(MONDAY + index * 86_400_000), language, {
    weekday: 'long',
    timeZone: 'UTC',
  });
}

/** Everything a player wants to know about a court before booking it. */
export function CourtFacts({ court }: { court: CourtDetail }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'bg';
  const knownHours = Object.keys(court.openingHours).length > 0;
  const name = useCourtName(court);
  return (
    <div className="space-y-6">
      <CourtGallery photos={court.photos} courtName={name} />
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone="primary">{t(`surface_${court.surface}`)}</Badge>
        <CourtConditionBadges court={court} detailed />
        <Badge tone="outline">{t('court_count', { count: court.totalCourts })}</Badge>
        {court.instantBooking && <InstantBadge />}
      </div>
      <CourtPrice court={court} large />
      <ul className="space-y-1.5 text-sm">
        <li className="flex items-start gap-2">
          <Building2 aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
          {court.address}, {court.postcode}
        </li>
        <li>
          <DirectionsLink to={{ lat: court.lat, lng: court.lng, name }} />
        </li>
        <li className="space-y-2">
          <CourtPlace court={court} name={name} />
        </li>
        <li className="flex items-center gap-2">
          <MapPin aria-hidden="true" className="size-4 shrink-0 text-primary" />
          {t(`district_${court.district}`)}
        </li>
        <li className="flex items-center gap-2">
          <Navigation aria-hidden="true" className="size-4 shrink-0 text-primary" />
          {t('distance_from', {
            distance: formatNumber(court.distanceKm, language, { maximumFractionDigits: 1 }),
            place: t('distance_place_centre'),
          })}
        </li>
        {court.ownerId && (
          <li className="flex items-center gap-2">
            <CalendarX aria-hidden="true" className="size-4 shrink-0 text-primary" />
            {freeCancelHoursText(t, court.freeCancelHours)}
          </li>
        )}
      </ul>
      <TitledSection title={t('opening_hours')}>
        {knownHours ? (
          <table className="text-sm">
            <tbody>
              {WEEKDAYS.map((weekday, index) => {
                const day = court.openingHours[weekday];
                return (
                  <tr key={weekday}>
                    <th scope="row" className="py-0.5 pr-6 text-left font-normal capitalize">
                      {weekdayName(index, language)}
                    </th>
                    <td className="py-0.5 tabular-nums">
                      {day ? `${day.open}–${day.close}` : t('hours_closed')}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        ) : (
          <p className="text-sm text-muted-foreground">{t('court_hours_unknown')}</p>
        )}
      </TitledSection>
      <CourtUnits court={court} />
      {court.amenities.length > 0 && (
        <TitledSection title={t('amenities_label')}>
          <ul className="flex flex-wrap gap-1.5">
            {court.amenities.map((amenity) => (
              <li key={amenity}>
                <Badge tone="muted">{t(`amenity_${amenity}`)}</Badge>
              </li>
            ))}
          </ul>
        </TitledSection>
      )}
    </div>
  );
}

/** The club's courts, where the owner named them or one differs from the club. */
function CourtUnits({ court }: { court: CourtDetail }) {
  const { t } = useTranslation();
  const told = court.units.some(
    (unit) => unit.name || unit.surface || unit.setting || unit.floodlights !== null,
  );
  if (!told) return null;
  return (
    <TitledSection title={t('court_units')}>
      <ul className="space-y-1 text-sm">
        {court.units.map((unit) => {
          const differences = [
            unit.surface && t(`surface_${unit.surface}`),
            unit.setting && t(`setting_${unit.setting}`),
            unit.floodlights !== null &&
              t(unit.floodlights ? 'court_form_unit_lit' : 'court_form_unit_unlit'),
          ].filter(Boolean);
          return (
            <li key={unit.id}>
              <span className="font-medium">{courtUnitName(unit, t)}</span>
              {differences.length > 0 && ` · ${differences.join(' · ')}`}
            </li>
          );
        })}
      </ul>
    </TitledSection>
  );
}
