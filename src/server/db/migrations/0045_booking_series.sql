-- A season: a player asks for the same court, weekday and time every week for 2–26 weeks. Each
-- date is an ordinary booking row that names its series, so units, the exclusion constraint,
-- cancelling, reviews and no-shows keep working date by date; the series holds what the dates
-- share and lets the owner answer them, and the player cancel the rest, at once.
create table booking_series (
  id uuid primary key default gen_random_uuid(),
  court_id uuid not null references courts (id) on delete cascade,
  requester_id uuid not null references profiles (id) on delete cascade,
  -- The first week's date (Sofia's wall clock): week k is first_date + 7 × (k − 1).
  first_date date not null,
  start_minute integer not null check (start_minute between 0 and 1439),
  duration_minutes integer not null check (duration_minutes between 60 and 180),
  weeks smallint not null check (weeks between 2 and 26),
  -- The weeks left out when the player asked, date → why ('closed', 'booking_overlap').
  skipped jsonb not null default '{}',
  created_at timestamptz not null
);
create index booking_series_requester on booking_series (requester_id);
create index booking_series_court on booking_series (court_id);

alter table bookings add column series_id uuid references booking_series (id) on delete set null;
create index bookings_series on bookings (series_id, local_date) where series_id is not null;

-- The owner cancelling the season's remaining dates tells the player, once for all of them.
alter table notifications drop constraint notifications_kind_check;
alter table notifications add constraint notifications_kind_check check (kind in (
  'booking_requested', 'booking_accepted', 'booking_declined', 'booking_cancelled',
  'booking_no_show', 'booking_made', 'booking_closed', 'booking_series_cancelled',
  'play_request', 'match_recorded', 'match_confirmed', 'match_disputed',
  'match_withdraw_requested', 'partner_request_reply', 'court_claim_submitted',
  'court_claim_approved', 'court_claim_rejected', 'open_match_joined', 'open_match_asked',
  'open_match_left', 'open_match_full', 'open_match_cancelled', 'open_match_court_booked',
  'open_match_court_declined', 'open_match_ask_accepted', 'open_match_ask_declined',
  'open_match_removed', 'open_match_reminder', 'open_match_changed'));
