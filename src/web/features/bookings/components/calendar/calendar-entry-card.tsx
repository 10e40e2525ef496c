import { MessageCircle } from 'lucide-react';
import type { CalendarBooking } from '#contract/court-calendar';
import type { BookingUnit } from '#contract/court-units';
import { Button } from '#web/components/ui/button';
import { NativeSelect } from '#web/components/ui/native-select';
import { courtUnitName } from '#web/lib/court-unit-name';
import { useTranslation } from '#web/lib/i18n/use-translation';
import { cn } from '#web/lib/utils';
import type { CalendarEntry } from '../../calendar-view';

/** What a card can ask the calendar to do. */
export interface CalendarActions {
  message(booking: CalendarBooking): void;
  decide(booking: CalendarBooking, action: 'accept' | 'decline'): void;
  move(booking: CalendarBooking, unitId: string): void;
}

const TONE = {
  accepted: 'border-primary/40 bg-primary/10',
  pending: 'border-amber-500/50 bg-amber-500/10',
  closure: 'border-border bg-muted text-muted-foreground',
};

/**
 * One booking, request or closure of the calendar, with what the owner can do about it: write
 * to the player and move an accepted booking, accept or decline a request still to come.
 * `showUnit` names its unit, where no column does (the phone's list).
 */
export function CalendarEntryCard(props: {
  entry: CalendarEntry;
  units: BookingUnit[];
  actions: CalendarActions;
  showUnit?: boolean;
  now: number;
}) {
  const { t } = useTranslation();
  const { entry, units, actions } = props;
  if (entry.kind === 'closure') {
    const { closure } = entry;
    return (
      <div className={cn('rounded-md border p-2 text-sm', TONE.closure)}>
        <p className="font-medium">{t('calendar_closed', { reason: closure.reason })}</p>
        <p>
          {closure.startTime}–{closure.endTime}
          {props.showUnit &&
            ` · ${closure.unit ? courtUnitName(closure.unit, t) : t('closure_whole_court')}`}
        </p>
      </div>
    );
  }
  const { booking } = entry;
  const ahead = new Date(booking.startsAt).getTime() > props.now;
  const pending = booking.status === 'pending';
  const others = units.filter((unit) => unit.id !== booking.unit?.id);
  return (
    <div className={cn('space-y-1.5 rounded-md border p-2 text-sm', TONE[booking.status])}>
      <p className="font-semibold">{booking.requester.name}</p>
      <p>
        {booking.startTime}–{booking.endTime}
        {pending && ` · ${t('calendar_pending')}`}
        {props.showUnit && booking.unit && ` · ${courtUnitName(booking.unit, t)}`}
      </p>
      {pending && (
        <p className="text-muted-foreground">
          {booking.proposedUnit
            ? t('calendar_proposed_unit', { unit: courtUnitName(booking.proposedUnit, t) })
            : t('calendar_no_free_unit')}
        </p>
      )}
      {booking.note && <p className="text-muted-foreground">{booking.note}</p>}
      <div className="flex flex-wrap gap-1.5">
        {pending && ahead && (
          <>
            <Button size="sm" onClick={() => actions.decide(booking, 'accept')}>
              {t('booking_accept')}
            </Button>
            <Button size="sm" variant="outline" onClick={() => actions.decide(booking, 'decline')}>
              {t('booking_decline')}
            </Button>
          </>
        )}
        <Button
          size="sm"
          variant="ghost"
          aria-label={t('booking_message_requester', { name: booking.requester.name })}
          onClick={() => actions.message(booking)}
        >
          <MessageCircle aria-hidden="true" />
          {t('booking_message')}
        </Button>
      </div>
      {!pending && ahead && others.length > 0 && (
        <NativeSelect
          aria-label={t('calendar_move_label', { name: booking.requester.name })}
          value=""
          onChange={(event) => {
            if (event.target.value) actions.move(booking, event.target.value);
          }}
        >
          <option value="">{t('calendar_move')}</option>
          {others.map((unit) => (
            <option key={unit.id} value={unit.id}>
              {courtUnitName(unit, t)}
            </option>
          ))}
        </NativeSelect>
      )}
    </div>
  );
}
