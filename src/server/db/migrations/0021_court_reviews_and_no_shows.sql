-- Courts rated by the players who booked them, and the owners' no-show marks
-- (docs/decisions/021).

-- One review per accepted booking, by its requester, once the booking's time has passed.
create table court_reviews (
  id uuid primary key default gen_random_uuid(),
  booking_id uuid not null unique references bookings (id) on delete cascade,
  court_id uuid not null references courts (id) on delete cascade,
  author_id uuid not null references profiles (id) on delete cascade,
  stars integer not null check (stars between 1 and 5),
  comment text check (length(comment) between 1 and 500),
  -- The court owner's answer, once.
  answer text check (length(answer) between 1 and 500),
  answered_at timestamptz,
  created_at timestamptz not null,
  updated_at timestamptz not null,
  check ((answer is null) = (answered_at is null))
);
-- A court's page lists its reviews newest first.
create index court_reviews_court on court_reviews (court_id, created_at desc, id desc);
create index court_reviews_author on court_reviews (author_id);

-- The court's rating is the mean of its reviews (null with none), kept beside the court so the
-- list's rating filter and sort stay on its index (courts_order).
alter table courts add column review_count integer not null default 0 check (review_count >= 0);
update courts set rating = null;

create function court_reviews_refresh_rating(court uuid) returns void language sql as $$
  update courts c
  set rating = r.mean, review_count = r.n
  from (
    select round(avg(stars)::numeric, 1) as mean, count(*)::int as n
    from court_reviews where court_id = court
  ) r
  where c.id = court
$$;

create function court_reviews_changed() returns trigger language plpgsql as $$
begin
  if tg_op <> 'INSERT' then perform court_reviews_refresh_rating(old.court_id); end if;
  if tg_op <> 'DELETE' then perform court_reviews_refresh_rating(new.court_id); end if;
  return null;
end
$$;

create trigger court_reviews_rating
  after insert or delete or update of stars, court_id on court_reviews
  for each row execute function court_reviews_changed();

-- An owner's mark that the requester of an accepted booking did not come; the player may reply
-- once, and an administrator may remove the mark (it then counts for nothing).
create table no_shows (
  booking_id uuid primary key references bookings (id) on delete cascade,
  player_id uuid not null references profiles (id) on delete cascade,
  marked_at timestamptz not null,
  reply text check (length(reply) between 1 and 300),
  replied_at timestamptz,
  removed_at timestamptz,
  removed_by uuid references profiles (id) on delete set null,
  check ((reply is null) = (replied_at is null))
);
create index no_shows_player on no_shows (player_id) where removed_at is null;

-- A player's show-up record counts their accepted bookings that have ended.
create index bookings_requester_accepted on bookings (requester_id, ends_at) where status = 'accepted';
