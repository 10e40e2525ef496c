import { describe, expect, it } from 'vitest';
import { activeFilterCount, parseView, viewToParams } from './use-home-view';

describe('the home view in the URL', () => {
  it('round-trips every filter', () => {
    const query =
      'tab=courts&q=%D1%82%D0%B5%D0%BD%D0%B8%D1%81&district=vitosha&priceMin=10&priceMax=22.5&minRating=4.5&maxDistance=12&surface=clay%2Chard&conditions=covered_now%2Cfloodlights&amenities=parking&availability=weekends';
    const view = parseView(new URLSearchParams(query));
    expect(view).toMatchObject({ tab: 'courts', q: 'тенис', district: 'vitosha' });
    expect(view.filters).toEqual({
      priceMin: 10,
      priceMax: 22.5,
      minRating: 4.5,
      maxDistance: 12,
      surface: ['clay', 'hard'],
      conditions: ['covered_now', 'floodlights'],
      amenities: ['parking'],
      availability: ['weekends'],
    });
    expect(viewToParams(view).toString()).toBe(query);
    expect(activeFilterCount('courts', view.filters)).toBe(10);
    expect(activeFilterCount('players', view.filters)).toBe(1);
  });

  it('holds the courts’ "when", the hour left out, and drops one the list could not take', () => {
    const query = 'tab=courts&date=2026-03-29&time=18%3A30&hours=1.5';
    const view = parseView(new URLSearchParams(query));
    expect(view.when).toEqual({ date: '2026-03-29', time: '18:30', hours: 1.5 });
    expect(viewToParams(view).toString()).toBe(query);
    const hour = parseView(new URLSearchParams('tab=courts&date=2026-03-29&time=18:30'));
    expect(viewToParams(hour).toString()).toBe('tab=courts&date=2026-03-29&time=18%3A30');
    for (const bad of [
      'date=2026-02-30&time=18:00',
      'date=2026-03-29&time=18:15',
      'date=2026-03-29',
      'date=2026-03-29&time=23:00&hours=2',
      'date=2026-03-29&time=10:00&hours=1.2',
    ]) {
      expect(parseView(new URLSearchParams(bad)).when).toBeUndefined();
    }
  });

  it('shows the courts as a list unless the link asks for the map', () => {
    expect(parseView(new URLSearchParams('tab=courts')).courtsView).toBe('list');
    const map = parseView(new URLSearchParams('tab=courts&view=map&surface=clay'));
    expect(map.courtsView).toBe('map');
    expect(viewToParams(map).toString()).toBe('tab=courts&view=map&surface=clay');
    expect(parseView(new URLSearchParams('tab=courts&view=globe')).courtsView).toBe('list');
    // The players have no map: the value means nothing there and is not carried on.
    const players = parseView(new URLSearchParams('view=map'));
    expect(players.courtsView).toBe('list');
    expect(viewToParams({ ...map, tab: 'players' }).toString()).toBe('surface=clay');
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

describe('an older link with "indoor" as a surface', () => {
  it('asks for a roof instead, beside the surfaces and conditions it names', () => {
    const view = parseView(new URLSearchParams('tab=courts&surface=indoor,clay&conditions=heated'));
    expect(view.filters.surface).toEqual(['clay']);
    expect(view.filters.conditions).toEqual(['covered_now', 'heated']);
    expect(viewToParams(view).toString()).toBe(
      'tab=courts&surface=clay&conditions=covered_now%2Cheated',
    );
  });
});

describe('the price filter in the URL', () => {
  it('reads euro up to 50, and an older link’s leva above that, converted to the nearest step', () => {
    const euro = parseView(new URLSearchParams('tab=courts&priceMin=5&priceMax=50'));
    expect(euro.filters).toMatchObject({ priceMin: 5, priceMax: 50 });
    // 60 лв is 30.68 €, 80 лв 40.90 €; 100 лв, the old top, is the new top.
    const leva = parseView(new URLSearchParams('tab=courts&priceMin=60&priceMax=80'));
    expect(leva.filters).toMatchObject({ priceMin: 30, priceMax: 40 });
    expect(parseView(new URLSearchParams('priceMax=100')).filters.priceMax).toBe(50);
    expect(viewToParams(leva).toString()).toBe('tab=courts&priceMin=30&priceMax=40');
  });

  it('drops what was never a price', () => {
    for (const bad of ['-1', '101', 'abc', 'Infinity']) {
      expect(parseView(new URLSearchParams(`priceMax=${bad}`)).filters.priceMax).toBeUndefined();
    }
  });
});

describe("the players' rating range and sort in the URL", () => {
  it('round-trips them and counts the bounds as filters', () => {
    const query = 'sort=closest&ratingMin=1200&ratingMax=1800';
    const view = parseView(new URLSearchParams(query));
    expect([view.sort, view.filters.ratingMin, view.filters.ratingMax]).toEqual([
      'closest',
      1200,
      1800,
    ]);
    expect(viewToParams(view).toString()).toBe(query);
    expect(activeFilterCount('players', view.filters)).toBe(2);
    const bad = parseView(new URLSearchParams('sort=best&ratingMin=-5&ratingMax=99999'));
    expect(viewToParams(bad).toString()).toBe('');
  });
});

describe('distance in the URL', () => {
  it('counts only from a district or a shared position in Sofia', () => {
    expect(parseView(new URLSearchParams('maxDistance=5')).filters.maxDistance).toBeUndefined();
    const near = parseView(new URLSearchParams('near=42.686,23.319&maxDistance=5'));
    expect([near.near, near.filters.maxDistance]).toEqual(['42.686,23.319', 5]);
    expect(viewToParams(near).toString()).toBe('near=42.686%2C23.319&maxDistance=5');
    for (const bad of ['48.1,11.5', 'x,y', '42.6', '']) {
      expect(parseView(new URLSearchParams(`near=${bad}`)).near, bad).toBeUndefined();
    }
  });
});
