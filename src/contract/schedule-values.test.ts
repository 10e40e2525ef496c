import { describe, expect, it } from 'vitest';
import { availabilityOfWindows } from './schedule-values';

describe('availabilityOfWindows', () => {
  it('names the weekday parts a window reaches into, and weekends for Saturday and Sunday', () => {
    expect(
      availabilityOfWindows([
        { weekday: 'tue', from: '19:00', until: '21:00' },
        { weekday: 'sat', from: '09:00', until: '12:00' },
      ]),
    ).toEqual(['evenings', 'weekends']);
    expect(availabilityOfWindows([{ weekday: 'wed', from: '11:00', until: '13:00' }])).toEqual([
      'mornings',
      'afternoons',
    ]);
    expect(availabilityOfWindows([{ weekday: 'fri', from: '22:00', until: '24:00' }])).toEqual([
      'evenings',
    ]);
  });

  it('is empty without windows, and a window ending at noon is not an afternoon', () => {
    expect(availabilityOfWindows([])).toEqual([]);
    expect(availabilityOfWindows([{ weekday: 'mon', from: '07:00', until: '12:00' }])).toEqual([
      'mornings',
    ]);
  });
});
