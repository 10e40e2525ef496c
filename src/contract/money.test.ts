import { describe, expect, it } from 'vitest';
import { bookingPrice } from './money';

// 2026-12-01 is a Tuesday, 2026-12-05 a Saturday, 2026-12-06 a Sunday.
const TUESDAY = '2026-12-01';
const SATURDAY = '2026-12-05';
const SUNDAY = '2026-12-06';
const court = {
  pricePerHour: 20,
  peakPrice: { pricePerHour: 26, weekdaysFrom: '17:00', weekends: true },
};

describe('bookingPrice', () => {
  it('charges the normal price on a weekday before the peak starts', () => {
    expect(bookingPrice(court, TUESDAY, '10:00', 2)).toEqual({ total: 40, peakHours: 0 });
    expect(bookingPrice(court, TUESDAY, '15:30', 1.5)).toEqual({ total: 30, peakHours: 0 });
  });

  it('charges the peak price from the weekday start on', () => {
    expect(bookingPrice(court, TUESDAY, '17:00', 1)).toEqual({ total: 26, peakHours: 1 });
    expect(bookingPrice(court, TUESDAY, '21:30', 1.5)).toEqual({ total: 39, peakHours: 1.5 });
  });

  it('prices each half hour of a booking that straddles the peak start', () => {
    // 16:00–16:30 and 16:30–17:00 normal, 17:00–17:30 peak.
    expect(bookingPrice(court, TUESDAY, '16:00', 1.5)).toEqual({ total: 33, peakHours: 0.5 });
    expect(bookingPrice(court, TUESDAY, '16:30', 3)).toEqual({ total: 75, peakHours: 2.5 });
  });

  it('charges the peak price all day at weekends when the owner says so', () => {
    expect(bookingPrice(court, SATURDAY, '08:00', 1.5)).toEqual({ total: 39, peakHours: 1.5 });
    expect(bookingPrice(court, SUNDAY, '16:00', 2)).toEqual({ total: 52, peakHours: 2 });
    const weekdaysOnly = { ...court, peakPrice: { ...court.peakPrice, weekends: false } };
    expect(bookingPrice(weekdaysOnly, SATURDAY, '18:00', 1)).toEqual({ total: 20, peakHours: 0 });
  });

  it('has no weekday peak without a weekday start', () => {
    const weekendsOnly = { ...court, peakPrice: { ...court.peakPrice, weekdaysFrom: null } };
    expect(bookingPrice(weekendsOnly, TUESDAY, '19:00', 2)).toEqual({ total: 40, peakHours: 0 });
    expect(bookingPrice(weekendsOnly, SUNDAY, '19:00', 1)).toEqual({ total: 26, peakHours: 1 });
  });

  it('is the hourly price × hours without a peak price', () => {
    const plain = { pricePerHour: 18.5, peakPrice: null };
    expect(bookingPrice(plain, SATURDAY, '18:00', 1.5)).toEqual({ total: 27.75, peakHours: 0 });
    expect(bookingPrice(plain, TUESDAY, '07:00', 3)).toEqual({ total: 55.5, peakHours: 0 });
  });

  it('rounds to the cent once, at the end', () => {
    const odd = {
      pricePerHour: 20.25,
      peakPrice: { pricePerHour: 25.15, weekdaysFrom: '18:30', weekends: false },
    };
    expect(bookingPrice(odd, TUESDAY, '09:00', 1.5).total).toBe(30.38);
    // 2 × 10.125 + 12.575 = 32.825 → 32.83
    expect(bookingPrice(odd, TUESDAY, '17:30', 1.5).total).toBe(32.83);
  });
});
