import { describe, expect, it } from 'vitest';
import { cancellingIsLate, freeCancelDeadline, freeCancelWallClock } from './bookings';
import { courtInputSchema } from './court-listings';

const startsAt = new Date('2026-12-05T16:00:00Z'); // 18:00 in Sofia (winter, UTC+2)

describe("a court's free cancellation", () => {
  it("ends the window's hours before the start, or at the start for 0 hours", () => {
    expect(freeCancelDeadline(startsAt, 24).toISOString()).toBe('2026-12-04T16:00:00.000Z');
    expect(freeCancelDeadline(startsAt, 12).toISOString()).toBe('2026-12-05T04:00:00.000Z');
    expect(freeCancelDeadline(startsAt, 0)).toEqual(startsAt);
  });

  it("is told on Sofia's clock, across a change of summer time", () => {
    expect(freeCancelWallClock(freeCancelDeadline(startsAt, 48), startsAt)).toEqual({
      date: '2026-12-03',
      time: '18:00',
    });
    // 48 hours before 29 March 2027 10:00 (summer time, UTC+3) is 27 March 09:00 (UTC+2).
    const spring = new Date('2027-03-29T07:00:00Z');
    expect(freeCancelWallClock(freeCancelDeadline(spring, 48), spring)).toEqual({
      date: '2027-03-27',
      time: '09:00',
    });
    expect(freeCancelWallClock(startsAt, startsAt)).toBeNull();
  });

  it('makes a cancellation late only for an accepted booking, after its very moment', () => {
    const until = '2026-12-04T16:00:00.000Z';
    const at = (iso: string) => new Date(iso);
    const accepted = { status: 'accepted' as const, freeCancelUntil: until };
    expect(cancellingIsLate(accepted, at('2026-12-04T15:59:59Z'))).toBe(false);
    expect(cancellingIsLate(accepted, at(until))).toBe(false);
    expect(cancellingIsLate(accepted, at('2026-12-04T16:00:01Z'))).toBe(true);
    expect(cancellingIsLate({ ...accepted, status: 'pending' }, at('2026-12-05T15:00:00Z'))).toBe(
      false,
    );
  });

  it('is 0–48 whole hours on the court, 24 when not given', () => {
    const court = {
      name: 'Корт',
      address: 'ул. 1',
      postcode: '1000',
      district: 'center',
      surface: 'clay',
      pricePerHour: 10,
      totalCourts: 1,
    } as const;
    const reason = (freeCancelHours: unknown) => {
      const result = courtInputSchema.safeParse({ ...court, freeCancelHours });
      return result.success ? result.data.freeCancelHours : result.error.issues[0]?.message;
    };
    expect(courtInputSchema.parse(court).freeCancelHours).toBe(24);
    expect([reason(0), reason(12), reason(48)]).toEqual([0, 12, 48]);
    expect([reason(-1), reason(49), reason(1.5)]).toEqual(['too_small', 'too_big', 'whole_number']);
  });
});
