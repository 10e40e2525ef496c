-- Open matches: a game at a set day, time and place, with spots that others join. The organiser
-- holds the first spot; a singles game has two spots, a doubles game four.
create table open_matches (
  id uuid primary key default gen_random_uuid(),
  organizer_id uuid not null references profiles (id) on delete cascade,
  format text not null check (format in ('singles', 'doubles')),
  spots integer not null check (spots in (2, 4)),
  -- The players holding a spot, organiser included: kept under the game's row lock, so that the
  -- board can leave full games out by an index and a join can see the last spot at once.
  players_count integer not null default 1,
  date date not null,
  start_minute integer not null check (start_minute between 0 and 1410 and start_minute % 30 = 0),
  duration_minutes integer not null check (duration_minutes between 60 and 180 and duration_minutes % 30 = 0),
  starts_at timestamptz not null,
  ends_at timestamptz not null,
  district text not null,
  court_id uuid references courts (id) on delete set null,
  booking_id uuid references bookings (id) on delete set null,
  -- Who is welcome: the declared levels, or a range of rating points (never both).
  levels text[],
  rating_min integer check (rating_min between 0 and 4000),
  rating_max integer check (rating_max between 0 and 4000),
  note text check (length(note) <= 500),
  share_price boolean not null default false,
  -- The players' chat: a group conversation whose participants are the players holding a spot.
  conversation_id uuid references conversations (id) on delete set null,
  cancelled_at timestamptz,
  created_at timestamptz not null default now(),
  check (players_count between 1 and spots),
  check (start_minute + duration_minutes <= 1440),
  check ((levels is null) <> (rating_min is null)),
  check ((rating_min is null) = (rating_max is null) and rating_min <= rating_max),
  check (levels is null or (cardinality(levels) between 1 and 4
    and levels <@ array['beginner', 'intermediate', 'advanced', 'professional']))
);

-- The board: open games with a spot left, by start time.
create index open_matches_board on open_matches (starts_at, id)
  where cancelled_at is null and players_count < spots;
create index open_matches_organizer on open_matches (organizer_id, starts_at);
create index open_matches_booking on open_matches (booking_id) where booking_id is not null;

-- Who is in a game, asked to be, or was: one row a player and game. `joined` holds a spot.
create table open_match_players (
  open_match_id uuid not null references open_matches (id) on delete cascade,
  player_id uuid not null references profiles (id) on delete cascade,
  status text not null check (status in ('joined', 'asked', 'declined', 'left', 'removed')),
  -- Left less than six hours before the start: a late cancellation in the show-up record.
  left_late boolean not null default false,
  asked_at timestamptz,
  joined_at timestamptz,
  left_at timestamptz,
  primary key (open_match_id, player_id)
);
create index open_match_players_player on open_match_players (player_id, status);
