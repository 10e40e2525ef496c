-- Results one player records against another; they count once the opponent confirms them.
create table matches (
  id uuid primary key default gen_random_uuid(),
  reporter_id uuid not null references profiles (id) on delete cascade,
  opponent_id uuid not null references profiles (id) on delete cascade,
  played_on date not null,
  -- From the reporter's side: '6-4' means the reporter won that set 6-4.
  sets text[] not null check (cardinality(sets) between 2 and 5),
  winner_id uuid not null,
  status text not null default 'pending' check (status in ('pending', 'confirmed', 'disputed')),
  created_at timestamptz not null,
  updated_at timestamptz not null,
  check (reporter_id <> opponent_id),
  check (winner_id = reporter_id or winner_id = opponent_id)
);
create index matches_reporter on matches (reporter_id, created_at desc, id desc);
create index matches_opponent on matches (opponent_id, created_at desc, id desc);
