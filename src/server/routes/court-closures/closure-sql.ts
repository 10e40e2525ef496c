/**
 * SQL: whether the closure row `c` (court_closures, or anything with its columns) covers any
 * moment of the span `start`–`end` (timestamptz expressions). A span to test lies within one day
 * of Sofia's wall clock, as bookings do: its date, weekday and minutes are read there, so a
 * closure's 09:00 stays 09:00 across a change of the clocks.
 */
export function closureCoversSql(c: string, start: string, end: string): string {
  const local = `(${start} at time zone 'Europe/Sofia')`;
  const day = `${local}::date`;
  const secondsInto = (instant: string) => `extract(epoch from ${instant} - ${day}::timestamp)`;
  return `(${c}.weekday = extract(isodow from ${local})
    and ${day} >= ${c}.from_date and (${c}.until_date is null or ${day} <= ${c}.until_date)
    and ${c}.start_minute * 60 < ${secondsInto(`(${end} at time zone 'Europe/Sofia')`)}
    and ${c}.end_minute * 60 > ${secondsInto(local)})`;
}

/** SQL: whether unit `unit` of court `court` is closed at any moment of the span. */
export function unitClosedSql(court: string, unit: string, start: string, end: string): string {
  return `exists (
    select 1 from court_closures cc
    where cc.court_id = ${court} and (cc.unit_id is null or cc.unit_id = ${unit})
      and ${closureCoversSql('cc', start, end)})`;
}
