-- The courts list is filtered in each process, from its own copy of the listed courts
-- (decision 032). This one row's version tells a process that its copy is out of date: every
-- transaction that changes courts raises it once, as it commits. The row is written only then
-- (a deferred trigger), so it is locked for the commit alone and never between two of a
-- transaction's statements; and a copy read together with the version is never older than the
-- version says. No row until courts first change (version 0): a database the app moves into
-- (`db:move`) must be empty but for its migrations.
create table courts_catalogue (
  one boolean primary key default true check (one),
  version bigint not null
);

create function courts_catalogue_changed() returns trigger language plpgsql as $$
begin
  -- Once a transaction: a deferred row trigger fires for each of its rows.
  if current_setting('tennis.courts_catalogue_raised', true) is distinct from 'yes' then
    perform set_config('tennis.courts_catalogue_raised', 'yes', true);
    insert into courts_catalogue (version) values (1)
      on conflict (one) do update set version = courts_catalogue.version + 1;
  end if;
  return null;
end
$$;

create constraint trigger courts_catalogue_changed
  after insert or update or delete on courts
  deferrable initially deferred
  for each row execute function courts_catalogue_changed();

create trigger courts_catalogue_truncated
  after truncate on courts
  for each statement execute function courts_catalogue_changed();

-- The list no longer asks PostgreSQL to filter courts: the indexes it filtered by only cost
-- writes now. courts_order stays: the copy is read in list order.
drop index courts_district;
drop index courts_price;
drop index courts_amenities;
drop index courts_availability;
drop index courts_search_name_trgm;
