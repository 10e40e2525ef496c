-- The proposals ask of each player of a place "is there an hour inside one of your windows and
-- one of mine?" (proposals-repository.ts findCandidates). Asked of the windows' rows, it was an
-- index lookup for every player of the place, most of the statement's time at city size. Windows
-- start and end on half hours, so two windows of a weekday overlap by an hour exactly when an
-- hour starting on a half hour fits in both: each schedule keeps the hours that fit in its
-- windows, as weekday * 48 + the half hour of the start, and the question becomes an array
-- overlap read with the schedule's row. The hour is PROPOSAL_MIN_MINUTES (contract/proposals.ts),
-- which a test keeps equal to this.
alter table player_schedules add column hour_starts smallint[] not null default '{}';

create function schedule_hour_starts(uids uuid[]) returns void language sql as $$
  update player_schedules s set hour_starts = coalesce((
    select array_agg(distinct (w.weekday * 48 + t / 30)::smallint)
    from schedule_windows w, generate_series(w.start_minute::int, w.end_minute - 60, 30) t
    where w.user_id = s.user_id), '{}')
  where s.user_id = any(uids)
$$;

-- Kept by the windows themselves, in the statement that changes them: whoever writes windows
-- (saving a schedule, the seeds) cannot leave the hours behind.
create function schedule_windows_added() returns trigger language plpgsql as $$
begin
  perform schedule_hour_starts(array(select distinct user_id from added));
  return null;
end $$;
create function schedule_windows_removed() returns trigger language plpgsql as $$
begin
  perform schedule_hour_starts(array(select distinct user_id from removed));
  return null;
end $$;
create function schedule_windows_changed() returns trigger language plpgsql as $$
begin
  perform schedule_hour_starts(array(select user_id from added union select user_id from removed));
  return null;
end $$;
create trigger schedule_windows_added after insert on schedule_windows
  referencing new table as added for each statement execute function schedule_windows_added();
create trigger schedule_windows_removed after delete on schedule_windows
  referencing old table as removed for each statement execute function schedule_windows_removed();
create trigger schedule_windows_changed after update on schedule_windows
  referencing new table as added old table as removed
  for each statement execute function schedule_windows_changed();

update player_schedules s set hour_starts = coalesce((
  select array_agg(distinct (w.weekday * 48 + t / 30)::smallint)
  from schedule_windows w, generate_series(w.start_minute::int, w.end_minute - 60, 30) t
  where w.user_id = s.user_id), '{}');
