import type { z } from 'zod';
import { FREE_CANCEL_HOURS } from '#contract/constants';
import { type CourtInput, courtInputSchema } from '#contract/court-listings';
import type { unitFieldsSchema } from '#contract/court-units';
import type { CourtDetail, OpeningHours } from '#contract/courts';
import { type Amenity, WEEKDAYS, type Weekday } from '#contract/enum-values';

type UnitInput = z.input<typeof unitFieldsSchema>;

export interface DayHours {
  open: boolean;
  from: string;
  to: string;
}

/** The listing form as typed: texts, as the inputs hold them. */
export interface CourtFormValues {
  name: string;
  nameEn: string;
  district: string;
  address: string;
  postcode: string;
  surface: string;
  setting: string;
  /** The winter cover's kind and months (1–12, as texts), sent with the `winter_cover` setting. */
  coverKind: string;
  coverFrom: string;
  coverTo: string;
  floodlights: boolean;
  heated: boolean;
  pricePerHour: string;
  /** A peak price, sent only when ticked: its price, and weekdays from a time and/or weekends. */
  hasPeak: boolean;
  peakPrice: string;
  peakWeekdays: boolean;
  peakFrom: string;
  peakWeekends: boolean;
  totalCourts: string;
  /** Whole hours before the start, 0–48, as typed. */
  freeCancelHours: string;
  hours: Record<Weekday, DayHours>;
  amenities: Amenity[];
  lat: string;
  lng: string;
  phone: string;
  website: string;
  instantBooking: boolean;
  /** One per court, court 1 first; an empty text is "as the club" (or the default name). */
  units: UnitFormValues[];
}

export interface UnitFormValues {
  name: string;
  surface: string;
  setting: string;
  /** 'yes', 'no', or '' for as the club. */
  floodlights: string;
}

const NEW_UNIT: UnitFormValues = { name: '', surface: '', setting: '', floodlights: '' };

/** The form's units for `total` courts: the ones typed, then new ones. */
export function unitsFor(units: UnitFormValues[], total: number): UnitFormValues[] {
  const count = Number.isInteger(total) ? Math.min(Math.max(total, 1), 100) : units.length;
  return Array.from({ length: count }, (_, i) => units[i] ?? NEW_UNIT);
}

const defaultDay = (day: Weekday): DayHours => ({
  open: true,
  from: day === 'sat' || day === 'sun' ? '08:00' : '07:00',
  to: '22:00',
});

export function courtFormValues(court?: CourtDetail): CourtFormValues {
  const hours = {} as Record<Weekday, DayHours>;
  for (const day of WEEKDAYS) {
    const span = court?.openingHours[day];
    hours[day] = court
      ? span
        ? { open: true, from: span.open, to: span.close }
        : { ...defaultDay(day), open: false }
      : defaultDay(day);
  }
  return {
    name: court?.name ?? '',
    nameEn: court?.nameEn ?? '',
    district: court?.district ?? '',
    address: court?.address ?? '',
    postcode: court?.postcode ?? '',
    surface: court?.surface ?? '',
    setting: court?.setting ?? 'outdoor',
    // Sofia's covers usually stand from November to March.
    coverKind: court?.winterCover?.kind ?? 'balloon',
    coverFrom: String(court?.winterCover?.fromMonth ?? 11),
    coverTo: String(court?.winterCover?.toMonth ?? 3),
    floodlights: court?.floodlights ?? false,
    heated: court?.heated ?? false,
    pricePerHour: court ? String(court.pricePerHour) : '',
    hasPeak: Boolean(court?.peakPrice),
    peakPrice: court?.peakPrice ? String(court.peakPrice.pricePerHour) : '',
    // A new peak price starts as the usual one: weekday evenings and weekends.
    peakWeekdays: court?.peakPrice ? court.peakPrice.weekdaysFrom !== null : true,
    peakFrom: court?.peakPrice?.weekdaysFrom ?? '17:00',
    peakWeekends: court?.peakPrice?.weekends ?? true,
    totalCourts: court ? String(court.totalCourts) : '1',
    freeCancelHours: String(court?.freeCancelHours ?? FREE_CANCEL_HOURS.default),
    hours,
    amenities: court?.amenities ?? [],
    lat: court ? String(court.lat) : '',
    lng: court ? String(court.lng) : '',
    phone: court?.phone ?? '',
    website: court?.website ?? '',
    instantBooking: court?.instantBooking ?? false,
    units: court
      ? court.units.map((unit) => ({
          name: unit.name ?? '',
          surface: unit.surface ?? '',
          setting: unit.setting ?? '',
          floodlights: unit.floodlights === null ? '' : unit.floodlights ? 'yes' : 'no',
        }))
      : [NEW_UNIT],
  };
}

const number = (text: string) => (text.trim() === '' ? Number.NaN : Number(text.replace(',', '.')));

/** The body for POST/PUT /api/courts. Coordinates are sent only when both are typed. */
export function toCourtInput(values: CourtFormValues): CourtInput {
  const openingHours: OpeningHours = {};
  for (const day of WEEKDAYS) {
    const h = values.hours[day];
    openingHours[day] = h.open ? { open: h.from, close: h.to } : null;
  }
  const lat = values.lat.trim() ? number(values.lat) : undefined;
  const lng = values.lng.trim() ? number(values.lng) : undefined;
  return {
    name: values.name,
    nameEn: values.nameEn,
    address: values.address,
    postcode: values.postcode,
    district: values.district as CourtInput['district'],
    surface: values.surface as CourtInput['surface'],
    setting: values.setting as CourtInput['setting'],
    winterCover:
      values.setting === 'winter_cover'
        ? {
            kind: values.coverKind as 'balloon',
            fromMonth: number(values.coverFrom),
            toMonth: number(values.coverTo),
          }
        : null,
    floodlights: values.floodlights,
    heated: values.heated,
    pricePerHour: number(values.pricePerHour),
    peakPrice: values.hasPeak
      ? {
          pricePerHour: number(values.peakPrice),
          weekdaysFrom: values.peakWeekdays ? values.peakFrom : null,
          weekends: values.peakWeekends,
        }
      : null,
    totalCourts: number(values.totalCourts),
    freeCancelHours: number(values.freeCancelHours),
    openingHours,
    amenities: values.amenities,
    phone: values.phone,
    website: values.website,
    instantBooking: values.instantBooking,
    units: unitsFor(values.units, number(values.totalCourts)).map((unit) => ({
      name: unit.name,
      surface: (unit.surface || null) as UnitInput['surface'],
      setting: (unit.setting || null) as UnitInput['setting'],
      floodlights: unit.floodlights === '' ? null : unit.floodlights === 'yes',
    })),
    ...(lat === undefined ? {} : { lat }),
    ...(lng === undefined ? {} : { lng }),
  };
}

const COVER_FIELDS: Record<string, string> = {
  kind: 'coverKind',
  fromMonth: 'coverFrom',
  toMonth: 'coverTo',
};

const PEAK_FIELDS: Record<string, string> = {
  pricePerHour: 'peakPrice',
  weekdaysFrom: 'peakFrom',
  weekends: 'peakFrom',
};

/**
 * A form field name for an API or schema path: `openingHours.mon.close` → `hours.mon.to`,
 * `winterCover.fromMonth` → `coverFrom` (a missing cover: its kind), `peakPrice.weekdaysFrom` →
 * `peakFrom`.
 */
export function formFieldOf(path: string): string {
  const [head, day, edge] = path.split('.');
  if (head === 'winterCover') return COVER_FIELDS[day ?? 'kind'] ?? 'coverKind';
  if (head === 'units' && day !== undefined) return path;
  if (head === 'peakPrice') return PEAK_FIELDS[day ?? 'pricePerHour'] ?? 'peakPrice';
  if (head === 'openingHours' && day) {
    return `hours.${day}.${edge === 'open' ? 'from' : 'to'}`;
  }
  return head ?? path;
}

/** Checks the form with the contract's schema: field → reason code, empty when valid. */
export function validateCourt(values: CourtFormValues): Record<string, string> {
  const result = courtInputSchema.safeParse(toCourtInput(values));
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = formFieldOf(issue.path.join('.'));
    const reason = /^[a-z_]+$/.test(issue.message)
      ? issue.message
      : issue.code === 'invalid_value' || issue.code === 'invalid_type'
        ? 'required'
        : 'invalid';
    errors[field] ??= reason;
  }
  return errors;
}
