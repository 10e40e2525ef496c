import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CalendarBooking, CourtCalendar } from '#contract/court-calendar';
import { renderWithApp } from '#test/support/web/render-with-app';
import { calendarRange, calendarViewOf, daySlots } from '../../calendar-view';
import { CalendarDay } from './calendar-day';

afterEach(cleanup);

const DATE = '2026-10-25';
const central = { id: '20000000-0000-4000-8000-000000000001', position: 1, name: 'Централен' };
const hall = { id: '20000000-0000-4000-8000-000000000002', position: 2, name: null };

function booking(fields: Partial<CalendarBooking>): CalendarBooking {
  return {
    id: '30000000-0000-4000-8000-000000000001',
    status: 'accepted',
    requester: { id: '00000000-0000-0000-0000-000000000002', name: 'Georgi Dimitrov' },
    date: DATE,
    startTime: '10:00',
    endTime: '11:00',
    startsAt: '2099-10-25T08:00:00.000Z',
    endsAt: '2099-10-25T09:00:00.000Z',
    note: null,
    unit: central,
    fitsIfAccepted: null,
    proposedUnit: null,
    ...fields,
  };
}

const CALENDAR: CourtCalendar = {
  court: { id: '10000000-0000-0000-0000-000000000002', name: 'Тенис клуб Младост', nameEn: null },
  units: [central, hall],
  dates: [{ date: DATE, open: '09:00', close: '12:00' }],
  bookings: [
    booking({}),
    booking({
      id: '30000000-0000-4000-8000-000000000002',
      status: 'pending',
      requester: { id: '00000000-0000-0000-0000-000000000003', name: 'Елена Николова' },
      startTime: '10:30',
      endTime: '11:30',
      unit: null,
      fitsIfAccepted: true,
      proposedUnit: hall,
    }),
  ],
  closures: [
    {
      id: '40000000-0000-4000-8000-000000000001',
      date: DATE,
      startTime: '09:00',
      endTime: '10:00',
      unit: hall,
      reason: 'Ремонт',
    },
  ],
};

describe('the calendar’s day', () => {
  it('is a grid of half hours by court, each thing in its court’s column from its start', () => {
    const actions = { message: vi.fn(), decide: vi.fn(), move: vi.fn() };
    renderWithApp(<CalendarDay calendar={CALENDAR} date={DATE} actions={actions} now={0} />);
    const grid = screen.getByRole('table');
    const headers = within(grid)
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(headers).toEqual(['Time', 'Централен', 'Court 2', 'Requests']);
    const rows = within(grid).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      '09:00',
      '09:30',
      '10:00',
      '10:30',
      '11:00',
      '11:30',
    ]);
    const cells = (row: number) => within(rows[row] as HTMLElement).getAllByRole('cell');
    expect(cells(0)[1]?.textContent).toContain('Closed: Ремонт');
    expect(cells(2)[0]?.textContent).toContain('Georgi Dimitrov');
    expect(cells(3)[0]?.textContent).toBe('');
    expect(cells(3)[2]?.textContent).toContain('Free court: Court 2');

    fireEvent.click(within(cells(3)[2] as HTMLElement).getByRole('button', { name: 'Accept' }));
    expect(actions.decide).toHaveBeenCalledWith(CALENDAR.bookings[1], 'accept');
    fireEvent.change(
      within(cells(2)[0] as HTMLElement).getByRole('combobox', {
        name: 'Move Georgi Dimitrov’s booking to another court',
      }),
      { target: { value: hall.id } },
    );
    expect(actions.move).toHaveBeenCalledWith(CALENDAR.bookings[0], hall.id);
  });

  it('says when the day has no bookings', () => {
    const empty = { ...CALENDAR, bookings: [] };
    const actions = { message: vi.fn(), decide: vi.fn(), move: vi.fn() };
    renderWithApp(<CalendarDay calendar={empty} date={DATE} actions={actions} now={0} />);
    expect(screen.getByText('No bookings on this day')).toBeTruthy();
  });
});

describe('the calendar’s view', () => {
  it('comes from the URL, today’s day by default; a week runs Monday to Sunday', () => {
    const today = '2026-10-21';
    expect(calendarViewOf(new URLSearchParams(''), today)).toEqual({ date: today, view: 'day' });
    const week = calendarViewOf(new URLSearchParams(`date=${DATE}&view=week`), today);
    expect(calendarRange(week)).toEqual({ from: '2026-10-19', days: 7 });
    expect(calendarViewOf(new URLSearchParams('date=2026-02-30'), today).date).toBe(today);
  });

  it('widens a day’s hours to hold a booking outside them, and has none on an empty closed day', () => {
    expect(daySlots({ open: null, close: null }, [])).toEqual([]);
    const late = {
      kind: 'booking' as const,
      booking: booking({ startTime: '12:00', endTime: '13:00' }),
    };
    expect(daySlots({ open: '11:00', close: '12:00' }, [late])).toEqual([660, 690, 720, 750]);
  });
});
