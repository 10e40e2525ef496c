import { describe, expect, it } from 'vitest';
import { activeFilterCount, parseView, viewToParams } from './use-home-view';

describe('the home view in the URL', () => {
  it('round-trips every filter', () => {
    const query =
      'tab=courts&q=%D1%82%D0%B5%D0%BD%D0%B8%D1%81&district=vitosha&priceMin=20&priceMax=40&minRating=4.5&maxDistance=12&surface=clay%2Chard&amenities=parking&availability=weekends';
    const view = parseView(new URLSearchParams(query));
    expect(view).toMatchObject({ tab: 'courts', q: 'тенис', district: 'vitosha' });
    expect(view.filters).toEqual({
      priceMin: 20,
      priceMax: 40,
      minRating: 4.5,
      maxDistance: 12,
      surface: ['clay', 'hard'],
      amenities: ['parking'],
      availability: ['weekends'],
    });
    expect(viewToParams(view).toString()).toBe(query);
    expect(activeFilterCount('courts', view.filters)).toBe(8);
    expect(activeFilterCount('players', view.filters)).toBe(1);
  });

  it('drops unknown values and out-of-range numbers', () => {
    const view = parseView(new URLSearchParams('tab=x&level=god&priceMax=500&surface=ice,clay'));
    expect(view.tab).toBe('players');
    expect(view.level).toBeUndefined();
    expect(view.filters.priceMax).toBeUndefined();
    expect(view.filters.surface).toEqual(['clay']);
    expect(viewToParams(view).toString()).toBe('surface=clay');
  });
});
