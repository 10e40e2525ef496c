-- A club's courts as units a booking holds: an accepted booking holds one unit for its time, and
-- the database itself refuses two accepted bookings of one unit that overlap.
create extension if not exists btree_gist;

create table court_units (
  id uuid primary key default gen_random_uuid(),
  court_id uuid not null references courts (id) on delete cascade,
  -- 1…total_courts: the unit's place in the club, and its default name ("Court 2").
  position integer not null check (position between 1 and 100),
  -- The owner's name for it; null keeps the default in the reader's language.
  name text check (length(name) between 1 and 40),
  -- Where a unit differs from the club: null means as the court says.
  surface text check (surface in ('clay', 'hard', 'grass', 'synthetic', 'carpet')),
  setting text check (setting in ('outdoor', 'indoor', 'winter_cover')),
  floodlights boolean,
  unique (court_id, position)
);

-- Every court has exactly total_courts units, whichever way it was written (the app, a seed, a
-- claim): units are added or removed from the end as the number changes. The app refuses to remove
-- a unit that holds bookings still to come before it changes the number.
create function court_units_follow_total() returns trigger language plpgsql as $$
begin
  insert into court_units (court_id, position)
    select new.id, g from generate_series(1, new.total_courts) g
    on conflict (court_id, position) do nothing;
  if tg_op = 'UPDATE' and new.total_courts < old.total_courts then
    delete from court_units where court_id = new.id and position > new.total_courts;
  end if;
  return null;
end $$;
create trigger court_units_follow_total
  after insert or update of total_courts on courts
  for each row execute function court_units_follow_total();

insert into court_units (court_id, position)
  select c.id, g from courts c, generate_series(1, c.total_courts) g;

alter table courts add column instant_booking boolean not null default false;

alter table bookings add column unit_id uuid references court_units (id) on delete set null;
alter table bookings add constraint bookings_unit_once exclude using gist (
  unit_id with =, tstzrange(starts_at, ends_at) with &&
) where (status = 'accepted' and unit_id is not null);
create index bookings_unit on bookings (unit_id) where unit_id is not null;

-- The accepted bookings take units in the order they were accepted (their last change), each the
-- first unit free for its whole time; one that fits none keeps no unit, for its owner to resolve,
-- and the server names those at start.
do $$
declare
  b record;
  free_unit uuid;
begin
  for b in
    select id, court_id, starts_at, ends_at from bookings
    where status = 'accepted' order by updated_at, created_at, id
  loop
    select u.id into free_unit from court_units u
      where u.court_id = b.court_id
        and not exists (
          select 1 from bookings o
          where o.unit_id = u.id and o.status = 'accepted'
            and o.starts_at < b.ends_at and o.ends_at > b.starts_at)
      order by u.position limit 1;
    if free_unit is not null then
      update bookings set unit_id = free_unit where id = b.id;
    end if;
  end loop;
end $$;

-- An instant booking tells the owner that a court was booked, not asked for.
alter table notifications drop constraint notifications_kind_check;
alter table notifications add constraint notifications_kind_check check (kind in (
  'booking_requested', 'booking_accepted', 'booking_declined', 'booking_cancelled',
  'booking_no_show', 'booking_made', 'play_request', 'match_recorded', 'match_confirmed',
  'match_disputed', 'match_withdraw_requested', 'partner_request_reply', 'court_claim_submitted',
  'court_claim_approved', 'court_claim_rejected', 'open_match_joined', 'open_match_asked',
  'open_match_left', 'open_match_full', 'open_match_cancelled', 'open_match_court_booked',
  'open_match_court_declined', 'open_match_ask_accepted', 'open_match_ask_declined',
  'open_match_removed', 'open_match_reminder', 'open_match_changed'));
