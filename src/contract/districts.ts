import type { District } from './enums';

export interface GeoPoint {
  lat: number;
  lng: number;
}

/** Approximate centres of the districts; distances are measured from these. */
export const DISTRICT_CENTRES: Record<District, GeoPoint> = {
  center: { lat: 42.6977, lng: 23.3219 },
  vitosha: { lat: 42.6559, lng: 23.2922 },
  mladost: { lat: 42.6505, lng: 23.3797 },
  lozenets: { lat: 42.6783, lng: 23.3225 },
  boyana: { lat: 42.6447, lng: 23.2661 },
  ovcha_kupel: { lat: 42.6875, lng: 23.2503 },
  studentski_grad: { lat: 42.6503, lng: 23.3436 },
  krasno_selo: { lat: 42.6825, lng: 23.2869 },
};

export const SOFIA_CENTRE = DISTRICT_CENTRES.center;

/** Roughly the Sofia city municipality; a court or a position outside it is a typo. */
export const SOFIA_BOUNDS = {
  lat: { min: 42.5, max: 42.9 },
  lng: { min: 23.0, max: 23.6 },
} as const;
