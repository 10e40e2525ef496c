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

/**
 * Court 2 of the same club is closed for a tournament next Saturday, 09:00–14:00, so its free
 * times and its owner's page show a closure. Once: a court that has closures keeps its own.
 */
export async function insertSampleClosure(tx: Queryable) {
  if (!INSTANT_COURT) return;
  // The first Saturday after today in Sofia (ISO weekday 6), a week on when today is one.
  const saturday = `(now() at time zone 'Europe/Sofia')::date
    + ((12 - extract(isodow from (now() at time zone 'Europe/Sofia'))::int) % 7 + 1)`;
  await tx.query(
    `insert into court_closures (court_id, unit_id, kind, reason, weekday, from_date, until_date,
       start_minute, end_minute)
     select u.court_id, u.id, 'once', 'Клубен турнир', 6, ${saturday}, ${saturday}, 540, 840
     from court_units u
     where u.court_id = $1 and u.position = 2
       and not exists (select 1 from court_closures c where c.court_id = $1)`,
    [INSTANT_COURT.id],
  );
}
