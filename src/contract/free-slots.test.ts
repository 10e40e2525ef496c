import { describe, expect, it } from 'vitest';
import { type BookedSpan, canStartAt, dayAvailability } from './free-slots';

const HOURS = { mon: { open: '08:00', close: '11:00' } };
const MONDAY = '2026-05-11';
const BEFORE = new Date('2026-05-10T00:00:00Z');

describe('dayAvailability', () => {
  it('counts free courts and pending requests per half hour inside the day’s hours', () => {
    const bookings: BookedSpan[] = [
      { date: MONDAY, startMinute: 8 * 60, durationMinutes: 60, status: 'accepted' },
      { date: MONDAY, startMinute: 8 * 60 + 30, durationMinutes: 90, status: 'accepted' },
      { date: MONDAY, startMinute: 10 * 60, durationMinutes: 60, status: 'pending' },
      { date: '2026-05-12', startMinute: 8 * 60, durationMinutes: 60, status: 'accepted' },
    ];
    const day = dayAvailability(HOURS, 2, MONDAY, bookings, BEFORE);
    expect(day.open).toBe('08:00');
    expect(day.close).toBe('11:00');
    expect(day.slots.map((s) => [s.time, s.free, s.requested])).toEqual([
      ['08:00', 1, 0],
      ['08:30', 0, 0],
      ['09:00', 1, 0],
      ['09:30', 1, 0],
      ['10:00', 2, 1],
      ['10:30', 2, 1],
    ]);
  });

  it('is empty on a closed day, and covers the whole day without hours', () => {
    expect(dayAvailability(HOURS, 1, '2026-05-12', [], BEFORE).slots).toEqual([]);
    expect(dayAvailability({}, 1, MONDAY, [], BEFORE).slots).toHaveLength(48);
  });

  it('marks the half hours already begun in Sofia', () => {
    // 08:45 in Sofia (UTC+3).
    const day = dayAvailability(HOURS, 1, MONDAY, [], new Date('2026-05-11T05:45:00Z'));
    expect(day.slots.filter((s) => s.past).map((s) => s.time)).toEqual(['08:00', '08:30']);
  });
});

describe('canStartAt', () => {
  const day = dayAvailability(
    HOURS,
    1,
    MONDAY,
    [{ date: MONDAY, startMinute: 9 * 60 + 30, durationMinutes: 30, status: 'accepted' }],
    BEFORE,
  );

  it('needs a free court for every half hour, inside the hours', () => {
    expect(canStartAt(day, '08:00', 60)).toBe(true);
    expect(canStartAt(day, '08:30', 60)).toBe(true);
    expect(canStartAt(day, '09:00', 60)).toBe(false);
    expect(canStartAt(day, '10:00', 60)).toBe(true);
    expect(canStartAt(day, '10:00', 90)).toBe(false);
  });
});

describe('canStartAt with units', () => {
  // Court 1 is taken 08:00–09:00 and court 2 09:00–10:00: some court is free at each moment
  // from 08:30 to 09:30, but not one court for the whole hour.
  const day = dayAvailability(
    HOURS,
    2,
    MONDAY,
    [
      { date: MONDAY, startMinute: 8 * 60, durationMinutes: 60, status: 'accepted', unit: 1 },
      { date: MONDAY, startMinute: 9 * 60, durationMinutes: 60, status: 'accepted', unit: 2 },
    ],
    BEFORE,
  );

  it('needs one court free for the whole time', () => {
    expect(day.slots.map((s) => [s.time, s.freeUnits])).toEqual([
      ['08:00', [2]],
      ['08:30', [2]],
      ['09:00', [1]],
      ['09:30', [1]],
      ['10:00', [1, 2]],
      ['10:30', [1, 2]],
    ]);
    expect(canStartAt(day, '08:00', 60)).toBe(true);
    expect(canStartAt(day, '08:30', 60)).toBe(false);
    expect(canStartAt(day, '09:00', 90)).toBe(true);
  });

  it('counts a unit’s closure against that unit, and a whole-court closure against all', () => {
    const closed = dayAvailability(HOURS, 2, MONDAY, [], BEFORE, [
      { date: MONDAY, startMinute: 8 * 60, endMinute: 9 * 60, unit: 2 },
      { date: MONDAY, startMinute: 10 * 60, endMinute: 11 * 60, unit: null },
    ]);
    expect(closed.slots.map((s) => [s.time, s.freeUnits, s.closed])).toEqual([
      ['08:00', [1], false],
      ['08:30', [1], false],
      ['09:00', [1, 2], false],
      ['09:30', [1, 2], false],
      ['10:00', [], true],
      ['10:30', [], true],
    ]);
  });

  it('takes one court off for an accepted booking that holds none', () => {
    const old = dayAvailability(
      HOURS,
      2,
      MONDAY,
      [{ date: MONDAY, startMinute: 8 * 60, durationMinutes: 30, status: 'accepted', unit: null }],
      BEFORE,
    );
    expect(old.slots[0]).toMatchObject({ free: 1, freeUnits: [1] });
  });
});
