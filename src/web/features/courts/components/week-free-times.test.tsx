import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { formatCalendarDate } from '#contract/calendar-date';
import { dayAvailability, MAX_AVAILABILITY_DAYS } from '#contract/free-slots';
import { addDays, sofiaDate } from '#contract/sofia-time';
import { renderWithApp } from '#test/support/web/render-with-app';
import { testCourt } from '#test/support/web/test-court';
import { availabilityQueryOptions } from '#web/features/bookings';
import { createQueryClient } from '#web/lib/query-client';
import { WeekFreeTimes } from './week-free-times';

const COURT = testCourt({
  // Open every day from 21:00: before then no time of today has begun (Sofia's day ends at 24).
  openingHours: Object.fromEntries(
    ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'].map((day) => [
      day,
      { open: '21:00', close: '23:00' },
    ]),
  ),
  ownerId: '00000000-0000-0000-0000-0000000001aa',
});

const today = sofiaDate(new Date());
const tomorrow = addDays(today, 1);

/** A query client that already holds the court's week, with `booked` taken. */
function clientWithWeek(booked: { date: string; startMinute: number; durationMinutes: number }[]) {
  const client = createQueryClient();
  const days = Array.from({ length: MAX_AVAILABILITY_DAYS }, (_, i) =>
    dayAvailability(
      COURT.openingHours,
      COURT.totalCourts,
      addDays(today, i),
      booked.map((b) => ({ ...b, status: 'accepted' as const })),
      new Date(),
    ),
  );
  client.setQueryData(availabilityQueryOptions(COURT.id, today, MAX_AVAILABILITY_DAYS).queryKey, {
    courtId: COURT.id,
    totalCourts: COURT.totalCourts,
    pricePerHour: COURT.pricePerHour,
    currency: COURT.currency,
    days,
  });
  return client;
}

const section = () => screen.queryByRole('region', { name: 'Free times this week' });

beforeEach(() => localStorage.clear());
afterEach(cleanup);

describe("a court's free times this week", () => {
  it('are not there for a court nobody runs here', () => {
    renderWithApp(<WeekFreeTimes court={{ ...COURT, ownerId: null }} courtName="Court" />, {
      queryClient: clientWithWeek([]),
    });
    expect(section()).toBeNull();
  });

  it('say they are loading until the week arrives', () => {
    renderWithApp(<WeekFreeTimes court={COURT} courtName="Court" />);
    expect(within(section() as HTMLElement).getByRole('status').textContent).toBe(
      'Loading the free times…',
    );
  });

  it('say so when nothing is free all week', () => {
    const everyDay = Array.from({ length: MAX_AVAILABILITY_DAYS }, (_, i) => ({
      date: addDays(today, i),
      startMinute: 21 * 60,
      durationMinutes: 120,
    }));
    renderWithApp(<WeekFreeTimes court={COURT} courtName="Court" />, {
      queryClient: clientWithWeek(everyDay),
    });
    expect(section()?.textContent).toContain('No free times this week');
    expect(within(section() as HTMLElement).queryAllByRole('button')).toEqual([]);
  });

  it('show the free starts of a day, not the taken ones, and a visitor signs in to book one', () => {
    renderWithApp(<WeekFreeTimes court={COURT} courtName="Court" />, {
      queryClient: clientWithWeek([{ date: tomorrow, startMinute: 21 * 60, durationMinutes: 60 }]),
      path: `/courts/${COURT.id}`,
    });
    const week = section() as HTMLElement;
    const tomorrowButton = within(week).getByRole('button', {
      name: formatCalendarDate(tomorrow, 'en'),
    });
    fireEvent.click(tomorrowButton);
    expect(tomorrowButton.getAttribute('aria-pressed')).toBe('true');
    const times = within(week).getByRole('group', { name: /^Free start times on / });
    // 21:00–22:00 is taken: the hour from 21:30 is not free either; 22:00 is.
    expect(
      within(times)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['22:00']);
    fireEvent.click(within(times).getByRole('button', { name: '22:00' }));
    expect(screen.getByTestId('location').textContent).toBe('/auth');
    const remembered = JSON.parse(localStorage.getItem('pending-action') ?? '{}');
    expect(remembered).toMatchObject({
      returnTo: `/courts/${COURT.id}`,
      action: { kind: 'book', id: COURT.id, date: tomorrow, time: '22:00' },
    });
  });
});
