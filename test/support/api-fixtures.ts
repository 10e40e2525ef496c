import type { Session } from '#contract/auth';
import type { CourtInput } from '#contract/court-listings';
import { bearer } from './auth-helpers';
import type { TestApp } from './test-app';

export const SAMPLE_COURT_ID = '10000000-0000-0000-0000-000000000001';
export const UNKNOWN_ID = '10000000-0000-4000-8000-0000000000ff';

/** A court as the 'List Your Court' form sends it. */
export const NEW_COURT: CourtInput = {
  name: 'Корт Зорница',
  nameEn: 'Zornitsa Court',
  address: 'ул. „Зорница“ 12',
  postcode: '1421',
  district: 'lozenets',
  surface: 'clay',
  pricePerHour: 28.5,
  totalCourts: 2,
  openingHours: { mon: { open: '08:00', close: '20:00' }, sat: { open: '09:00', close: '13:00' } },
  amenities: ['parking', 'showers', 'parking'],
};

/** One API call as `session` (or a visitor when null). */
export function call(
  t: TestApp,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  session: Session | null,
  payload?: unknown,
) {
  return t.app.inject({
    method,
    url,
    headers: session ? bearer(session) : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}
