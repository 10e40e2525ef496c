import { describe, expect, it } from 'vitest';
import { courtAvailability } from './court-availability';

describe('courtAvailability', () => {
  it('derives every slot from long weekday and weekend hours', () => {
    const day = { open: '07:00', close: '22:00' };
    expect(courtAvailability({ mon: day, sat: day }).sort()).toEqual(
      ['afternoons', 'evenings', 'mornings', 'weekends'].sort(),
    );
  });

  it('gives only evenings for a court open 18:30 to 23:00 on weekdays', () => {
    expect(courtAvailability({ tue: { open: '18:30', close: '23:00' } })).toEqual(['evenings']);
  });

  it('treats missing and null days as closed', () => {
    expect(courtAvailability({ mon: null })).toEqual([]);
  });
});
