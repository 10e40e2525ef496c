import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'wouter';
import {
  BGN_PER_EUR,
  BOOKING_DURATION_HOURS,
  DISTANCE_RANGE,
  PRICE_RANGE,
  RATING_RANGE,
} from '#contract/constants';
import { SOFIA_BOUNDS } from '#contract/districts';
import {
  AMENITIES,
  type Amenity,
  AVAILABILITY,
  type Availability,
  COURT_CONDITIONS,
  type CourtCondition,
  DISTRICTS,
  type District,
  SKILL_LEVELS,
  type SkillLevel,
  SURFACES,
  type Surface,
} from '#contract/enum-values';
import { RATING_FILTER_MAX, RATING_FILTER_MIN } from '#contract/rating-values';
import { isCalendarDate, minutesOf } from '#contract/sofia-time';

export const TABS = ['players', 'courts'] as const;
export type Tab = (typeof TABS)[number];

/** How the courts tab shows its courts: a list of cards, or markers on a map. */
export const COURTS_VIEWS = ['list', 'map'] as const;
export type CourtsView = (typeof COURTS_VIEWS)[number];

/** What the More Filters dialog sets; an absent bound means "no limit". */
export interface AdvancedFilters {
  priceMin?: number;
  priceMax?: number;
  minRating?: number;
  maxDistance?: number;
  /** Players' rating range (Glicko-2 points), not the courts' stars above. */
  ratingMin?: number;
  ratingMax?: number;
  surface: Surface[];
  conditions: CourtCondition[];
  amenities: Amenity[];
  availability: Availability[];
}

export interface HomeView {
  tab: Tab;
  q: string;
  level?: SkillLevel;
  district?: District;
  /** `lat,lng` the user shared (rounded to about 100 m): distances count from there. */
  near?: string;
  /** Players: 'closest to my level' for a signed-in player; absent: most games first. */
  sort?: 'closest';
  /** Courts: the list, or the same courts on a map. */
  courtsView: CourtsView;
  filters: AdvancedFilters;
  /** Courts: only those free then (a day, a start on the half hour, hours); absent: any time. */
  when?: CourtsWhen;
}

export interface CourtsWhen {
  date: string;
  time: string;
  hours: number;
}

/** A "when" of the URL (`date`, `time`, `hours`), if each part is one the list takes. */
function whenParam(params: URLSearchParams): CourtsWhen | undefined {
  const date = params.get('date') ?? '';
  const time = params.get('time') ?? '';
  const hours = Number(params.get('hours') ?? 1);
  const { min, max, step } = BOOKING_DURATION_HOURS;
  if (!isCalendarDate(date) || !/^([01]\d|2[0-3]):(00|30)$/.test(time)) return undefined;
  if (!(hours >= min && hours <= max && Number.isInteger(hours / step))) return undefined;
  return minutesOf(time) + hours * 60 <= 24 * 60 ? { date, time, hours } : undefined;
}

/** A shared position, if it is one in Sofia: `42.686,23.319`. */
function nearParam(text: string | null): string | undefined {
  const [lat = Number.NaN, lng = Number.NaN] = (text ?? '').split(',').map(Number);
  const { lat: y, lng: x } = SOFIA_BOUNDS;
  return lat >= y.min && lat <= y.max && lng >= x.min && lng <= x.max ? `${lat},${lng}` : undefined;
}

export const NO_FILTERS: AdvancedFilters = {
  surface: [],
  conditions: [],
  amenities: [],
  availability: [],
};

type Range = { min: number; max: number };
const PLAYER_RATING: Range = { min: RATING_FILTER_MIN, max: RATING_FILTER_MAX };

function numberParam(params: URLSearchParams, key: string, range: Range) {
  const raw = params.get(key);
  if (raw === null || raw.trim() === '') return undefined;
  const value = Number(raw);
  return Number.isFinite(value) && value >= range.min && value <= range.max ? value : undefined;
}

/** The price filter's top end before the euro, in leva. */
const LEV_PRICE_MAX = 100;

/**
 * A price bound in euro. Links made before the euro held leva, 0–100: a bound above the euro
 * filter's top can only be one of those, and is converted at the fixed rate to the nearest
 * step, so that an old link filters at the same price. A bound within 0–50 reads as euro.
 */
function priceParam(params: URLSearchParams, key: string) {
  const raw = params.get(key);
  if (raw === null || raw.trim() === '') return undefined;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < PRICE_RANGE.min || value > LEV_PRICE_MAX) return undefined;
  if (value <= PRICE_RANGE.max) return value;
  const euro = Math.round(value / BGN_PER_EUR / PRICE_RANGE.step) * PRICE_RANGE.step;
  return Math.min(euro, PRICE_RANGE.max);
}

function oneOf<T extends string>(value: string | null, allowed: readonly T[]): T | undefined {
  return allowed.find((item) => item === value);
}

function listParam<T extends string>(params: URLSearchParams, key: string, allowed: readonly T[]) {
  const parts = (params.get(key) ?? '').split(',');
  return allowed.filter((item) => parts.includes(item));
}

/**
 * The conditions asked for. "Indoor" was a surface before the surface and the setting were told
 * apart: a link holding `surface=indoor` asks for a roof, as `covered_now` does.
 */
function conditionsParam(params: URLSearchParams): CourtCondition[] {
  const asked = listParam(params, 'conditions', COURT_CONDITIONS);
  const oldIndoor = (params.get('surface') ?? '').split(',').includes('indoor');
  return oldIndoor && !asked.includes('covered_now')
    ? COURT_CONDITIONS.filter((c) => c === 'covered_now' || asked.includes(c))
    : asked;
}

/** Reads the view from the query string, silently dropping anything unknown or out of range. */
export function parseView(params: URLSearchParams): HomeView {
  const district = oneOf(params.get('district'), DISTRICTS);
  const near = nearParam(params.get('near'));
  const tab = oneOf(params.get('tab'), TABS) ?? 'players';
  return {
    tab,
    q: (params.get('q') ?? '').slice(0, 100),
    level: oneOf(params.get('level'), SKILL_LEVELS),
    district,
    near,
    sort: oneOf(params.get('sort'), ['closest'] as const),
    courtsView: (tab === 'courts' && oneOf(params.get('view'), COURTS_VIEWS)) || 'list',
    filters: {
      priceMin: priceParam(params, 'priceMin'),
      priceMax: priceParam(params, 'priceMax'),
      minRating: numberParam(params, 'minRating', RATING_RANGE),
      // A distance counts from somewhere: the district's centre or the user's position.
      maxDistance:
        district || near ? numberParam(params, 'maxDistance', DISTANCE_RANGE) : undefined,
      surface: listParam(params, 'surface', SURFACES),
      conditions: conditionsParam(params),
      amenities: listParam(params, 'amenities', AMENITIES),
      availability: listParam(params, 'availability', AVAILABILITY),
      ratingMin: numberParam(params, 'ratingMin', PLAYER_RATING),
      ratingMax: numberParam(params, 'ratingMax', PLAYER_RATING),
    },
    when: whenParam(params),
  };
}

/** The inverse of `parseView`, leaving out defaults so that links stay short. */
export function viewToParams(view: HomeView): URLSearchParams {
  const params = new URLSearchParams();
  const set = (key: string, value: string | number | undefined) => {
    if (value !== undefined && value !== '') params.set(key, String(value));
  };
  if (view.tab !== 'players') set('tab', view.tab);
  set('q', view.q.trim());
  set('level', view.level);
  set('district', view.district);
  set('near', view.near);
  set('sort', view.sort);
  // The map belongs to the courts tab: a link to the players leaves it out.
  if (view.tab === 'courts' && view.courtsView !== 'list') set('view', view.courtsView);
  const { filters } = view;
  set('priceMin', filters.priceMin);
  set('priceMax', filters.priceMax);
  set('minRating', filters.minRating);
  set('maxDistance', filters.maxDistance);
  set('surface', filters.surface.join(','));
  set('conditions', filters.conditions.join(','));
  set('amenities', filters.amenities.join(','));
  set('availability', filters.availability.join(','));
  set('ratingMin', filters.ratingMin);
  set('ratingMax', filters.ratingMax);
  if (view.when) {
    set('date', view.when.date);
    set('time', view.when.time);
    if (view.when.hours !== 1) set('hours', view.when.hours);
  }
  return params;
}

/** How many dialog filters are in force on a tab (shown on the More Filters button). */
export function activeFilterCount(tab: Tab, filters: AdvancedFilters): number {
  if (tab === 'players') {
    const bounds = [filters.ratingMin, filters.ratingMax];
    return filters.availability.length + bounds.filter((bound) => bound !== undefined).length;
  }
  const bounds = [filters.priceMin, filters.priceMax, filters.minRating, filters.maxDistance];
  return (
    bounds.filter((bound) => bound !== undefined).length +
    filters.surface.length +
    filters.conditions.length +
    filters.amenities.length +
    filters.availability.length
  );
}

/** The home page's view lives in the URL: links and reloads show the same results. */
export function useHomeView() {
  const [params, setParams] = useSearchParams();
  const view = useMemo(() => parseView(params), [params]);
  const setView = useCallback(
    (next: HomeView, options: { replace?: boolean } = {}) =>
      setParams(viewToParams(next), { replace: options.replace }),
    [setParams],
  );
  return [view, setView] as const;
}
