import type { GeoPoint } from '#contract/districts';

const RADIANS_PER_DEGREE = Math.PI / 180;

/** Great-circle distance in km between two points (the Earth as a sphere of 6,371 km). */
export function distanceKm(from: GeoPoint, to: GeoPoint): number {
  const half = (degrees: number) => Math.sin((degrees * RADIANS_PER_DEGREE) / 2) ** 2;
  const a =
    half(to.lat - from.lat) +
    Math.cos(from.lat * RADIANS_PER_DEGREE) *
      Math.cos(to.lat * RADIANS_PER_DEGREE) *
      half(to.lng - from.lng);
  return 12742 * Math.asin(Math.sqrt(a));
}

/**
 * A distance as a court shows it: to 100 m, a half rounded up. Rounded in decimal, so 2.45 km
 * shows as 2.5 although the nearest double to 2.45 lies just under it.
 */
export function shownKm(km: number): number {
  const decimal = Number(km.toPrecision(15));
  if (decimal < 0.05) return 0;
  const [whole = '0', fraction = ''] = String(decimal).split('.');
  const tenths =
    Number(whole) * 10 + Number(fraction[0] ?? '0') + ((fraction[1] ?? '0') >= '5' ? 1 : 0);
  return tenths / 10;
}

/** The distance from `from` to `to` as a court shows it. */
export const shownDistanceKm = (from: GeoPoint, to: GeoPoint): number =>
  shownKm(distanceKm(from, to));
