-- A court's pending and accepted bookings of some days: its free slots.
create index bookings_court_day on bookings (court_id, local_date)
  where status in ('pending', 'accepted');
