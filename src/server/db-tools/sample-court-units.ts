import type { Queryable } from '#server/db/db';
import { SAMPLE_COURTS } from './sample-data';

/**
 * Anna's club in Mladost takes instant bookings, and two of its four courts have names of their
 * own, one of them in a hall: a newcomer can book at once there and see a court that differs.
 * Only where the owner has not changed these yet.
 */
const INSTANT_COURT = SAMPLE_COURTS[1];
const NAMED_UNITS = [
  { position: 1, name: 'Централен', setting: null },
  { position: 4, name: 'Зала', setting: 'indoor' },
];

export async function insertSampleCourtUnits(tx: Queryable) {
  if (!INSTANT_COURT) return;
  await tx.query('update courts set instant_booking = true where id = $1', [INSTANT_COURT.id]);
  for (const unit of NAMED_UNITS) {
    await tx.query(
      `update court_units set name = $3, setting = $4
       where court_id = $1 and position = $2 and name is null`,
      [INSTANT_COURT.id, unit.position, unit.name, unit.setting],
    );
  }
}
