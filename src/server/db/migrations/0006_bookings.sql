create table bookings (
  id uuid primary key default gen_random_uuid(),
  court_id uuid not null references courts (id) on delete cascade,
  requester_id uuid not null references profiles (id) on delete cascade,
  -- Sofia's wall clock as the requester chose it, and the same span as instants.
  local_date date not null,
  start_minute integer not null check (start_minute between 0 and 1439),
  duration_minutes integer not null check (duration_minutes between 60 and 180),
  starts_at timestamptz not null,
  ends_at timestamptz not null check (ends_at > starts_at),
  note text check (length(note) between 1 and 500),
  status text not null default 'pending' check (status in ('pending', 'accepted', 'declined', 'cancelled')),
  owner_note text check (length(owner_note) between 1 and 500),
  created_at timestamptz not null,
  updated_at timestamptz not null
);
create index bookings_requester on bookings (requester_id, created_at desc, id desc);
create index bookings_court on bookings (court_id, created_at desc, id desc);
create index bookings_court_status on bookings (court_id, status, created_at desc, id desc);
-- Overlap counting when an owner accepts, and the check before a court is removed.
create index bookings_accepted on bookings (court_id, starts_at, ends_at) where status = 'accepted';
create index bookings_active on bookings (court_id, ends_at) where status in ('pending', 'accepted');
