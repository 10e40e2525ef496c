-- The courts list asked "when" reads, for a day, the accepted bookings that hold a unit around
-- the asked start (court-when.ts, `unitsHeldOn`). `bookings_court_day` leads with the court, so
-- a day of every court was found by reading all of that index and then each booking's row; this
-- one holds the day's accepted bookings on units in start order, with what the list reads of
-- them, so a day is one range of it and the bookings' rows are not read.
create index bookings_held_by_day on bookings (local_date, starts_at)
  include (ends_at, court_id, unit_id)
  where status = 'accepted' and unit_id is not null;
