import type { OpeningHours } from './courts';
import { type Availability, WEEKDAYS } from './enums';

const NOON = '12:00';
const EVENING = '18:00';

/** Which availability filters a court's opening hours satisfy. */
export function courtAvailability(hours: OpeningHours): Availability[] {
  const result = new Set<Availability>();
  for (const day of WEEKDAYS) {
    const span = hours[day];
    if (!span) continue;
    if (span.open < NOON) result.add('mornings');
    if (span.open < EVENING && span.close > NOON) result.add('afternoons');
    if (span.close > EVENING) result.add('evenings');
    if (day === 'sat' || day === 'sun') result.add('weekends');
  }
  return [...result];
}
