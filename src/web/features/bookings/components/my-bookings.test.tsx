import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Booking } from '#contract/bookings';
import { formatCalendarDate } from '#contract/calendar-date';
import { sofiaDate, sofiaTime } from '#contract/sofia-time';
import { renderWithApp } from '#test/support/web/render-with-app';
import { MyBookings } from './my-bookings';

const answerBooking = vi.hoisted(() => vi.fn(async () => ({})));
vi.mock('../api/bookings-api', () => ({ answerBooking, downloadBookingCalendar: vi.fn() }));
const cancelSeriesRest = vi.hoisted(() => vi.fn(async () => ({})));
vi.mock('../api/booking-series-api', () => ({ cancelSeriesRest }));
vi.mock('#web/lib/toast', () => ({ notify: vi.fn(async () => {}) }));
const listed = vi.hoisted(() => ({ items: [] as Booking[] }));
vi.mock('../hooks/use-bookings', () => ({
  useBookings: () => ({
    items: listed.items,
    isPending: false,
    isError: false,
    hasNextPage: false,
    refetch: vi.fn(async () => {}),
  }),
}));

const HOUR = 3_600_000;

/** An accepted booking starting in `hoursAhead` hours, free to cancel until `freeHours` before. */
function accepted(hoursAhead: number, freeHours: number): Booking {
  const startsAt = new Date(Math.ceil(Date.now() / HOUR) * HOUR + hoursAhead * HOUR);
  const until = new Date(startsAt.getTime() - freeHours * HOUR);
  return {
    id: '20000000-0000-4000-8000-000000000001',
    court: {
      id: '10000000-0000-0000-0000-000000000001',
      name: 'Корт',
      nameEn: 'Court',
      address: 'ул. 1',
      postcode: '1000',
      district: 'center',
      ownerId: '30000000-0000-4000-8000-000000000001',
      pricePerHour: 20,
      currency: 'EUR',
    },
    requester: { id: '30000000-0000-4000-8000-000000000002', name: 'Player' },
    date: sofiaDate(startsAt),
    startTime: sofiaTime(startsAt),
    endTime: sofiaTime(new Date(startsAt.getTime() + HOUR)),
    durationHours: 1,
    totalPrice: 20,
    startsAt: startsAt.toISOString(),
    endsAt: new Date(startsAt.getTime() + HOUR).toISOString(),
    note: null,
    status: 'accepted',
    ownerNote: null,
    createdAt: new Date(0).toISOString(),
    updatedAt: new Date(0).toISOString(),
    freeCancelUntil: until.toISOString(),
    cancelledLate: false,
    fitsIfAccepted: null,
    unit: null,
    review: null,
    noShow: null,
    noShowRemoved: false,
    series: null,
  };
}

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('MyBookings', () => {
  it('says before cancelling that it would be late, and what that does', async () => {
    const booking = accepted(5, 12);
    listed.items = [booking];
    renderWithApp(<MyBookings />);
    const until = new Date(booking.freeCancelUntil);
    expect(
      screen.getByText(
        `Free cancellation until ${formatCalendarDate(sofiaDate(until), 'en')}, ${sofiaTime(until)}`,
      ),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel booking' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain(
      `The free cancellation ended on ${formatCalendarDate(sofiaDate(until), 'en')} at ${sofiaTime(until)}. If you cancel now, it is a late cancellation`,
    );
    fireEvent.click(
      screen.getAllByRole('button', { name: 'Cancel booking' }).at(-1) as HTMLElement,
    );
    await waitFor(() => expect(answerBooking).toHaveBeenCalledWith(booking.id, 'cancel'));
  });

  it('says nothing of lateness while cancelling is free', async () => {
    listed.items = [accepted(30, 24)];
    renderWithApp(<MyBookings />);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel booking' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('The owner is told that you will not come');
    expect(dialog.textContent).not.toContain('late cancellation');
  });

  it('shows a season date as its week and cancels the rest of the season after asking', async () => {
    const seriesId = '30000000-0000-4000-8000-000000000001';
    const booking = { ...accepted(30, 24), series: { id: seriesId, week: 2, weeks: 10 } };
    listed.items = [booking];
    renderWithApp(<MyBookings />);
    expect(screen.getByText('Season · week 2 of 10')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel the rest of the season' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('every later date of the season');
    fireEvent.click(
      screen
        .getAllByRole('button', { name: 'Cancel the rest of the season' })
        .at(-1) as HTMLElement,
    );
    await waitFor(() => expect(cancelSeriesRest).toHaveBeenCalledWith(seriesId, booking.id));
  });
});
