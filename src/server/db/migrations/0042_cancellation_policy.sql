-- Each court says until how many hours before a booking's start it may be cancelled for free
-- (0–48, the contract's FREE_CANCEL_HOURS); 24 was everyone's rule before, so courts keep it.
alter table courts add column free_cancel_hours smallint not null default 24
  check (free_cancel_hours between 0 and 48);

-- A booking keeps the moment its free cancellation ends as it was when the player asked: an
-- owner who changes the window later changes it for new requests only.
alter table bookings add column free_cancel_until timestamptz;
update bookings set free_cancel_until = starts_at - interval '24 hours';
alter table bookings alter column free_cancel_until set not null;

-- An accepted booking cancelled after that moment: it counts against the player's show-up
-- record, and its owner is told it came late.
alter table bookings add column cancelled_late boolean not null default false;

-- Every way a booking is written (the app, the sample data, the large seed) takes the court's
-- window as it stands at that moment, unless the insert names the moment itself.
create function bookings_free_cancel_until() returns trigger language plpgsql as $$
begin
  if new.free_cancel_until is null then
    select new.starts_at - make_interval(hours => c.free_cancel_hours)
      into new.free_cancel_until from courts c where c.id = new.court_id;
  end if;
  return new;
end
$$;

create trigger bookings_free_cancel_until
  before insert on bookings
  for each row execute function bookings_free_cancel_until();

-- The show-up record counts a player's late cancellations.
create index bookings_cancelled_late on bookings (requester_id) where cancelled_late;
