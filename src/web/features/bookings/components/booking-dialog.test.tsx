import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatCalendarDate } from '#contract/calendar-date';
import type { Court } from '#contract/courts';
import { type BookedSpan, dayAvailability } from '#contract/free-slots';
import { addDays, sofiaDate, weekdayOf } from '#contract/sofia-time';
import { renderWithApp } from '#test/support/web/render-with-app';
import { ApiRequestError } from '#web/lib/api-client';
import BookingDialog from './booking-dialog';

const notify = vi.hoisted(() => vi.fn(async () => {}));
vi.mock('#web/lib/toast', () => ({ notify }));
const requestBooking = vi.hoisted(() => vi.fn());
vi.mock('../api/request-booking', () => ({ requestBooking }));
const bookings = vi.hoisted(() => ({ spans: [] as BookedSpan[] }));
vi.mock('../api/availability-api', () => ({
  availabilityQueryOptions: (courtId: string, date: string) => ({
    queryKey: ['availability', courtId, date],
    queryFn: async () => ({
      courtId,
      totalCourts: 2,
      pricePerHour: 17.5,
      currency: 'EUR',
      days: [dayAvailability({}, 2, date, bookings.spans, new Date())],
    }),
  }),
}));

const COURT = {
  id: '10000000-0000-0000-0000-000000000001',
  name: 'Тенис комплекс Витоша',
  nameEn: 'Vitosha Tennis Complex',
  openingHours: {},
  pricePerHour: 17.5,
  freeCancelHours: 12,
  peakPrice: null,
} as unknown as Court;
const DATE = addDays(sofiaDate(new Date()), 2);

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  bookings.spans = [];
});

function renderDialog(onOpenChange = vi.fn(), court = COURT) {
  renderWithApp(
    <BookingDialog
      court={court}
      courtName="Vitosha Tennis Complex"
      open
      onOpenChange={onOpenChange}
    />,
  );
  return onOpenChange;
}

describe('BookingDialog', () => {
  it('offers only start times with a court free for the whole time, shows the price, sends', async () => {
    bookings.spans = [
      { date: DATE, startMinute: 20 * 60, durationMinutes: 60, status: 'accepted' },
      { date: DATE, startMinute: 20 * 60, durationMinutes: 60, status: 'accepted' },
      { date: DATE, startMinute: 17 * 60, durationMinutes: 60, status: 'pending' },
    ];
    requestBooking.mockResolvedValue({});
    const onOpenChange = renderDialog();
    fireEvent.change(screen.getByLabelText('Date'), { target: { value: DATE } });
    fireEvent.change(screen.getByLabelText('Duration'), { target: { value: '2' } });
    expect(await screen.findByRole('radio', { name: '20:00, taken' })).toHaveProperty(
      'disabled',
      true,
    );
    expect(
      screen.getByRole('radio', { name: '19:00, not free for the whole time' }),
    ).toHaveProperty('disabled', true);
    expect(screen.getByRole('radio', { name: '17:00, requested' })).toHaveProperty(
      'disabled',
      false,
    );
    expect(screen.getByText('Total for 2 hours: €35')).toBeTruthy();
    expect(screen.getByText('Free cancellation until 12 hours before the start')).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: '18:00' }));
    // The court's 12 hours before 18:00, and what cancelling later means.
    expect(
      screen.getByText(`Free cancellation until ${formatCalendarDate(DATE, 'en')}, 06:00`),
    ).toBeTruthy();
    expect(
      screen.getByText(/you can still cancel an accepted booking, but as a late/),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Send request' }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(requestBooking).toHaveBeenCalledWith({
      courtId: COURT.id,
      date: DATE,
      startTime: '18:00',
      durationHours: 2,
      note: null,
    });
    expect(notify).toHaveBeenCalledWith(
      'Booking Request Sent!',
      expect.objectContaining({ kind: 'success' }),
    );
    // It says what happens next, and where the request is meanwhile.
    const [, options] = notify.mock.calls[0] as unknown as [string, { description: ReactNode }];
    cleanup();
    renderWithApp(<p>{options.description}</p>);
    expect(screen.getByRole('paragraph').textContent).toBe(
      "The owner of Vitosha Tennis Complex will accept or decline it, and you'll be notified either way. See it in My bookings",
    );
    expect(screen.getByRole('link', { name: 'See it in My bookings' }).getAttribute('href')).toBe(
      '/my/bookings',
    );
  });

  it('asks for a start time, and shows what the server refuses in the dialog', async () => {
    renderDialog();
    fireEvent.change(screen.getByLabelText('Date'), { target: { value: DATE } });
    await screen.findByRole('radio', { name: '10:00' });
    fireEvent.click(screen.getByRole('button', { name: 'Send request' }));
    await screen.findByText('Required field');
    expect(requestBooking).not.toHaveBeenCalled();

    requestBooking.mockRejectedValue(new ApiRequestError(409, 'booking_overlap', 'no'));
    fireEvent.click(screen.getByRole('radio', { name: '10:00' }));
    fireEvent.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'You already have a request for this court at an overlapping time. Cancel it or choose another time.',
    );
    expect(notify).not.toHaveBeenCalled();
  });

  it('says why a date cannot be booked', async () => {
    renderDialog();
    fireEvent.change(screen.getByLabelText('Date'), {
      target: { value: addDays(sofiaDate(new Date()), -1) },
    });
    expect(await screen.findByText('This date or time has already passed')).toBeTruthy();
  });

  it('prices each half hour at its price once a start is chosen, and says how much is at the peak', async () => {
    let tuesday = addDays(sofiaDate(new Date()), 1);
    while (weekdayOf(tuesday) !== 'tue') tuesday = addDays(tuesday, 1);
    renderDialog(vi.fn(), {
      ...COURT,
      peakPrice: { pricePerHour: 22, weekdaysFrom: '18:00', weekends: true },
    });
    fireEvent.change(screen.getByLabelText('Date'), { target: { value: tuesday } });
    fireEvent.change(screen.getByLabelText('Duration'), { target: { value: '2' } });
    expect(
      screen.getByText('Choose a start time to see the price: some hours cost more at this court.'),
    ).toBeTruthy();
    fireEvent.click(await screen.findByRole('radio', { name: '17:00' }));
    expect(
      screen.getByText('Total for 2 hours: €39.50, of which 1 hour at the peak price of €22/hour'),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: '10:00' }));
    expect(screen.getByText('Total for 2 hours: €35')).toBeTruthy();
  });

  it('repeats weekly: counts the dates, totals them, sends the weeks and says a season was asked', async () => {
    requestBooking.mockResolvedValue({
      id: '20000000-0000-4000-8000-000000000001',
      status: 'pending',
      season: {
        id: '30000000-0000-4000-8000-000000000001',
        weeks: 4,
        dates: [0, 1, 2, 3].map((i) => ({
          week: i + 1,
          date: addDays(DATE, 7 * i),
          bookingId: i === 2 ? null : `20000000-0000-4000-8000-00000000000${i + 1}`,
          status: i === 2 ? null : 'pending',
          skipped: i === 2 ? 'closed' : null,
        })),
      },
    });
    const onOpenChange = renderDialog(vi.fn(), { ...COURT, instantBooking: true } as Court);
    fireEvent.change(screen.getByLabelText('Date'), { target: { value: DATE } });
    fireEvent.click(await screen.findByRole('radio', { name: '18:00' }));
    expect(screen.getByRole('radio', { name: 'Once' })).toHaveProperty('checked', true);
    fireEvent.click(screen.getByRole('radio', { name: 'Every week' }));
    const weeks = screen.getByLabelText('For how many weeks (2–26)');
    fireEvent.change(weeks, { target: { value: '27' } });
    expect(screen.getByText('The value is too large')).toBeTruthy();
    fireEvent.change(weeks, { target: { value: '4' } });
    const last = formatCalendarDate(addDays(DATE, 21), 'en');
    expect(screen.getByText(`4 dates, every week on the same day, until ${last}`)).toBeTruthy();
    expect(screen.getByText('Total for 4 dates: €70 (€17.50 a date)')).toBeTruthy();
    // At an instant court a season is still a request the owner answers.
    expect(screen.getByText(/A season is a request/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Send season request' }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(requestBooking).toHaveBeenCalledWith({
      courtId: COURT.id,
      date: DATE,
      startTime: '18:00',
      durationHours: 1,
      note: null,
      weeks: 4,
    });
    expect(notify).toHaveBeenCalledWith(
      'Season request sent!',
      expect.objectContaining({ kind: 'success' }),
    );
    const [, options] = notify.mock.calls[0] as unknown as [string, { description: ReactNode }];
    cleanup();
    renderWithApp(<p>{options.description}</p>);
    expect(screen.getByRole('paragraph').textContent).toContain(
      'Vitosha Tennis Complex: 3 dates asked.',
    );
    expect(screen.getByRole('paragraph').textContent).toContain(
      formatCalendarDate(addDays(DATE, 14), 'en'),
    );
  });
});
