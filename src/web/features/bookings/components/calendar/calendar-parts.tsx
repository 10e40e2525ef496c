import type { BookingUnit } from '#contract/court-units';
import { courtUnitName } from '#web/lib/court-unit-name';
import type { TFunction } from '#web/lib/i18n/translate';

/** The calendar's lanes, a column of the day or a row of the week: each unit, then the requests. */
export function calendarLanes(units: BookingUnit[], t: TFunction) {
  return [
    ...units.map((unit) => ({ id: unit.id as string | null, name: courtUnitName(unit, t) })),
    { id: null, name: t('calendar_requests') },
  ];
}

/** 'No bookings …' above an empty day or week. */
export function CalendarEmpty(props: { text: string }) {
  return (
    <p className="rounded-xl border border-dashed border-border bg-card p-6 text-center text-muted-foreground">
      {props.text}
    </p>
  );
}
