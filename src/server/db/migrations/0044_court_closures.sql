-- An owner closes one unit, or the whole court, for a time: once (a date and its hours) or every
-- week (a weekday's hours from a date, until a date or for good). A closed unit is not free, so
-- nothing is accepted or instantly booked on it.
--
-- Both kinds are one shape, so that "is this unit closed at any moment of a booking" is one
-- predicate: a closure applies on the dates from from_date to until_date (null: no end) whose ISO
-- weekday is `weekday`, from start_minute to end_minute of Sofia's wall clock. A closure once is
-- the same with from_date = until_date = its date.
create table court_closures (
  id uuid primary key default gen_random_uuid(),
  court_id uuid not null references courts (id) on delete cascade,
  -- Null closes every unit of the court.
  unit_id uuid references court_units (id) on delete cascade,
  kind text not null check (kind in ('once', 'weekly')),
  -- The owner's words; players read only "Unavailable".
  reason text not null check (length(reason) between 1 and 200),
  weekday smallint not null check (weekday between 1 and 7),
  from_date date not null,
  until_date date,
  start_minute integer not null check (start_minute between 0 and 1439),
  end_minute integer not null check (end_minute between 1 and 1440),
  created_at timestamptz not null default now(),
  check (end_minute > start_minute),
  check (until_date is null or until_date >= from_date),
  check (weekday = extract(isodow from from_date)::int or kind = 'weekly'),
  check (kind = 'weekly' or until_date = from_date)
);
create index court_closures_court on court_closures (court_id);

-- A player whose accepted booking the owner cancelled to close the court is told so, with the
-- reason.
alter table notifications drop constraint notifications_kind_check;
alter table notifications add constraint notifications_kind_check check (kind in (
  'booking_requested', 'booking_accepted', 'booking_declined', 'booking_cancelled',
  'booking_no_show', 'booking_made', 'booking_closed', 'play_request', 'match_recorded',
  'match_confirmed', 'match_disputed', 'match_withdraw_requested', 'partner_request_reply',
  'court_claim_submitted', 'court_claim_approved', 'court_claim_rejected', 'open_match_joined',
  'open_match_asked', 'open_match_left', 'open_match_full', 'open_match_cancelled',
  'open_match_court_booked', 'open_match_court_declined', 'open_match_ask_accepted',
  'open_match_ask_declined', 'open_match_removed', 'open_match_reminder', 'open_match_changed'));
