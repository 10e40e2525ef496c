import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Booking } from '#contract/bookings';
import { formatCalendarDate } from '#contract/calendar-date';
import { addDays, sofiaDate } from '#contract/sofia-time';
import { renderWithApp } from '#test/support/web/render-with-app';
import { SeasonRequest } from './season-request';

const api = vi.hoisted(() => ({
  acceptSeries: vi.fn(async () => ({ series: {}, accepted: [{}, {}], conflicts: [] })),
  declineSeries: vi.fn(async () => ({})),
  cancelSeriesRest: vi.fn(async () => ({})),
}));
vi.mock('../api/booking-series-api', () => api);
const notify = vi.hoisted(() => vi.fn(async () => {}));
vi.mock('#web/lib/toast', () => ({ notify }));

const SERIES = '30000000-0000-4000-8000-000000000001';
const FIRST = addDays(sofiaDate(new Date()), 3);

/** Week `k` of a pending season of three, Tuesday-like: a week apart from FIRST at 19:00. */
function date(k: number, fits: boolean): Booking {
  const day = addDays(FIRST, 7 * (k - 1));
  const startsAt = new Date(`${day}T16:00:00Z`);
  return {
    id: `20000000-0000-4000-8000-00000000000${k}`,
    court: {
      id: '10000000-0000-0000-0000-000000000004',
      name: 'Боянски тенис кортове',
      nameEn: 'Boyana Tennis Courts',
      address: 'ул. „Кумата“ 1',
      postcode: '1616',
      district: 'boyana',
      ownerId: '00000000-0000-0000-0000-000000000102',
      pricePerHour: 16,
      currency: 'EUR',
    },
    requester: { id: '00000000-0000-0000-0000-000000000002', name: 'Елена Николова' },
    date: day,
    startTime: '19:00',
    endTime: '20:00',
    durationHours: 1,
    totalPrice: 16,
    startsAt: startsAt.toISOString(),
    endsAt: new Date(startsAt.getTime() + 3_600_000).toISOString(),
    note: null,
    status: 'pending',
    ownerNote: null,
    createdAt: new Date().toISOString(),
    updatedAt: new Date().toISOString(),
    freeCancelUntil: new Date(startsAt.getTime() - 86_400_000).toISOString(),
    cancelledLate: false,
    fitsIfAccepted: fits,
    unit: null,
    review: null,
    noShow: null,
    noShowRemoved: false,
    series: { id: SERIES, week: k, weeks: 3 },
  };
}

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('SeasonRequest', () => {
  it('shows a season once with its dates and conflicts, and accepts it whole after asking', async () => {
    const onChanged = vi.fn(async () => {});
    renderWithApp(
      <SeasonRequest
        bookings={[date(3, true), date(1, true), date(2, false)]}
        renderDate={(booking) => <p>{booking.date}</p>}
        onChanged={onChanged}
      />,
    );
    const season = screen.getByRole('region', {
      name: 'Season of Елена Николова: every week, 19:00–20:00',
    });
    expect(season.textContent).toContain('Dates: 3 · waiting for an answer: 3');
    expect(season.textContent).toContain(
      `No court free if accepted: ${formatCalendarDate(addDays(FIRST, 7), 'en')}`,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Accept the season' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Accept the season of Елена Николова?',
    });
    fireEvent.click(
      screen.getAllByRole('button', { name: 'Accept the season' }).at(-1) as HTMLElement,
    );
    await waitFor(() => expect(api.acceptSeries).toHaveBeenCalledWith(SERIES));
    expect(dialog).toBeTruthy();
    expect(notify).toHaveBeenCalledWith(
      'Season accepted: 2 dates',
      expect.objectContaining({ kind: 'success' }),
    );
    expect(onChanged).toHaveBeenCalled();
  });
});
