import { describe, expect, it } from 'vitest';
import { testCourt } from '#test/support/web/test-court';
import { courtFormValues, formFieldOf, toCourtInput, validateCourt } from './court-form-values';

const filled = () => ({
  ...courtFormValues(),
  name: 'Корт Тест',
  district: 'lozenets',
  address: 'ул. Тест 1',
  postcode: '1164',
  surface: 'clay',
  pricePerHour: '32,50',
});

describe('the court listing form', () => {
  it('becomes the API body: decimal commas, closed days as null, no coordinates unless typed', () => {
    const values = filled();
    values.hours.sun.open = false;
    const input = toCourtInput(values);
    expect(input.pricePerHour).toBe(32.5);
    expect(input.totalCourts).toBe(1);
    expect(input.openingHours?.sun).toBeNull();
    expect(input.openingHours?.mon).toEqual({ open: '07:00', close: '22:00' });
    expect('lat' in input).toBe(false);
    expect(validateCourt(values)).toEqual({});
  });

  it("names each problem by the form's field with the contract's reason", () => {
    const values = { ...filled(), name: '', postcode: '123', district: '' };
    values.hours.mon = { open: true, from: '20:00', to: '08:00' };
    expect(validateCourt(values)).toEqual({
      name: 'required',
      postcode: 'postcode_format',
      district: 'required',
      'hours.mon.to': 'close_after_open',
    });
    expect(validateCourt({ ...filled(), lat: '42.7' })).toEqual({ lng: 'both_coordinates' });
    expect(validateCourt({ ...filled(), lat: '41', lng: '23.3' })).toEqual({
      lat: 'outside_sofia',
    });
    expect(formFieldOf('openingHours.tue.open')).toBe('hours.tue.from');
  });

  it('sends the winter cover with its setting only, and names its fields', () => {
    const outdoor = toCourtInput({ ...filled(), floodlights: true });
    expect(outdoor).toMatchObject({ setting: 'outdoor', winterCover: null, floodlights: true });
    const covered = toCourtInput({ ...filled(), setting: 'winter_cover', coverKind: 'frame' });
    expect(covered.winterCover).toEqual({ kind: 'frame', fromMonth: 11, toMonth: 3 });
    expect(validateCourt({ ...filled(), setting: 'winter_cover', coverKind: '' })).toEqual({
      coverKind: 'required',
    });
    expect(formFieldOf('winterCover.toMonth')).toBe('coverTo');
    expect(formFieldOf('winterCover')).toBe('coverKind');
  });

  it('holds the free cancellation as typed, 24 for a new court, and names what is wrong', () => {
    expect(toCourtInput(filled()).freeCancelHours).toBe(24);
    expect(toCourtInput({ ...filled(), freeCancelHours: '0' }).freeCancelHours).toBe(0);
    for (const [typed, reason] of [
      ['-1', 'too_small'],
      ['49', 'too_big'],
      ['1,5', 'whole_number'],
      ['', 'required'],
    ] as const) {
      expect(validateCourt({ ...filled(), freeCancelHours: typed })).toEqual({
        freeCancelHours: reason,
      });
    }
  });

  it('sends a peak price only when ticked, and names its problems by its fields', () => {
    expect(toCourtInput(filled()).peakPrice).toBeNull();
    const peak = { ...filled(), hasPeak: true, peakPrice: '40,5' };
    expect(toCourtInput(peak).peakPrice).toEqual({
      pricePerHour: 40.5,
      weekdaysFrom: '17:00',
      weekends: true,
    });
    expect(validateCourt(peak)).toEqual({});
    expect(toCourtInput({ ...peak, peakWeekdays: false }).peakPrice?.weekdaysFrom).toBeNull();
    expect(validateCourt({ ...peak, peakPrice: '', peakFrom: '17:10' })).toEqual({
      peakPrice: 'required',
      peakFrom: 'peak_half_hour',
    });
    expect(validateCourt({ ...peak, peakPrice: '600' })).toEqual({ peakPrice: 'too_big' });
    expect(validateCourt({ ...peak, peakWeekdays: false, peakWeekends: false })).toEqual({
      peakFrom: 'peak_when_required',
    });
    // A court's own peak price comes back into the form as it was.
    const values = courtFormValues({
      ...testCourt(),
      units: [],
      peakPrice: { pricePerHour: 24, weekdaysFrom: null, weekends: true },
    });
    expect(values).toMatchObject({
      hasPeak: true,
      peakPrice: '24',
      peakWeekdays: false,
      peakWeekends: true,
    });
  });
});
