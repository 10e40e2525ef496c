-- A player's card shows the names of their preferred courts. Looked up for every card of every
-- page, they were over half of a name search's database time (bench/RESULTS.md): they are now
-- kept with the profile, as the card shows them (the courts a moderator has not hidden, in the
-- player's order, `{id, name, nameEn}`), and kept true by the triggers below.
create function tennis_preferred_courts(ids uuid[]) returns jsonb
language sql stable as $$
  select coalesce(jsonb_agg(jsonb_build_object('id', c.id, 'name', c.name, 'nameEn', c.name_en)
                            order by array_position(ids, c.id)), '[]'::jsonb)
  from courts c where c.id = any(ids) and c.hidden_at is null
$$;

alter table profiles add column preferred_courts jsonb not null default '[]';
update profiles set preferred_courts = tennis_preferred_courts(preferred_court_ids)
  where preferred_court_ids <> '{}';

-- A player who changes their courts (or is written with them).
create function profiles_preferred_courts_changed() returns trigger language plpgsql as $$
begin
  new.preferred_courts := tennis_preferred_courts(new.preferred_court_ids);
  return new;
end
$$;

create trigger profiles_preferred_courts
  before insert or update of preferred_court_ids on profiles
  for each row execute function profiles_preferred_courts_changed();

-- A court renamed, hidden, shown again or deleted: the players who prefer it.
create function courts_preferred_by_changed() returns trigger language plpgsql as $$
begin
  update profiles set preferred_courts = tennis_preferred_courts(preferred_court_ids)
  where preferred_court_ids @> array[old.id];
  return null;
end
$$;

create trigger courts_preferred_by_changed
  after update of name, name_en, hidden_at on courts
  for each row
  when (old.name is distinct from new.name or old.name_en is distinct from new.name_en
        or (old.hidden_at is null) <> (new.hidden_at is null))
  execute function courts_preferred_by_changed();

create trigger courts_preferred_by_deleted
  after delete on courts
  for each row execute function courts_preferred_by_changed();

-- Courts written after the profiles that prefer them (a copy in foreign-key order, the sample
-- data): one pass over the profiles for each statement.
create function courts_preferred_by_inserted() returns trigger language plpgsql as $$
begin
  update profiles set preferred_courts = tennis_preferred_courts(preferred_court_ids)
  where preferred_court_ids && (select array_agg(id) from inserted_courts);
  return null;
end
$$;

create trigger courts_preferred_by_inserted
  after insert on courts referencing new table as inserted_courts
  for each statement execute function courts_preferred_by_inserted();
