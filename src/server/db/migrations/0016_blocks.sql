-- A player blocks another: while the row stands, neither can reach the other (messages,
-- bookings of the other's courts, answers to partner requests, match results, play requests)
-- and each is left out of the other's player list and partner board.
create table blocks (
  blocker_id uuid not null references profiles (id) on delete cascade,
  blocked_id uuid not null references profiles (id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (blocker_id, blocked_id),
  check (blocker_id <> blocked_id)
);
-- The other direction: "who blocked me", for the lists and the checks.
create index blocks_blocked on blocks (blocked_id, blocker_id);
