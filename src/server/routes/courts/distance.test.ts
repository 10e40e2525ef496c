import { describe, expect, it } from 'vitest';
import { DISTRICT_CENTRES, SOFIA_CENTRE } from '#contract/districts';
import { distanceKm, shownKm } from './distance';

describe('distanceKm', () => {
  it('is zero at the point itself and the same both ways', () => {
    expect(distanceKm(SOFIA_CENTRE, SOFIA_CENTRE)).toBe(0);
    const { boyana, mladost } = DISTRICT_CENTRES;
    expect(distanceKm(boyana, mladost)).toBeCloseTo(distanceKm(mladost, boyana), 12);
  });

  it('measures across Sofia as a map does', () => {
    // Boyana's centre to Mladost's: about 9.3 km.
    expect(distanceKm(DISTRICT_CENTRES.boyana, DISTRICT_CENTRES.mladost)).toBeCloseTo(9.3, 1);
  });
});

describe('shownKm', () => {
  it('rounds to 100 m, a half up, in decimal as PostgreSQL did', () => {
    expect(shownKm(2.45)).toBe(2.5);
    expect(shownKm(2.449999)).toBe(2.4);
    expect(shownKm(0.05)).toBe(0.1);
    expect(shownKm(0.049999)).toBe(0);
    expect(shownKm(1e-7)).toBe(0);
    expect(shownKm(9.96)).toBe(10);
    // 12.35 is stored a hair under 12.35; PostgreSQL rounded its 15 digits, 12.35, up.
    expect(shownKm(12.35)).toBe(12.4);
    expect(shownKm(0)).toBe(0);
  });
});
