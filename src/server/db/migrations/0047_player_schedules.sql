-- A player's weekly schedule: where and what they play, and their windows. Nobody else reads
-- it; partners proposed to them and games posted later are matched against it.
create table player_schedules (
  user_id uuid primary key references profiles (id) on delete cascade,
  districts text[] not null default '{}',
  court_ids uuid[] not null default '{}',
  formats text[] not null default '{singles,doubles}'
    check (cardinality(formats) between 1 and 2 and formats <@ '{singles,doubles}'),
  levels text[] not null
    check (cardinality(levels) between 1 and 4
      and levels <@ '{beginner,intermediate,advanced,professional}'),
  paused_until date,
  suggest_me boolean not null default true,
  updated_at timestamptz not null default now()
);

-- The windows, in Sofia's minutes of a weekday (ISO: 1 Monday … 7 Sunday), on half hours, not
-- past midnight. A row per window so that "who is free then" is an index's question.
create table schedule_windows (
  user_id uuid not null references player_schedules (user_id) on delete cascade,
  weekday smallint not null check (weekday between 1 and 7),
  start_minute smallint not null check (start_minute between 0 and 1410 and start_minute % 30 = 0),
  end_minute smallint not null check (end_minute between 30 and 1440 and end_minute % 30 = 0),
  check (start_minute < end_minute),
  primary key (user_id, weekday, start_minute)
);
create index schedule_windows_by_moment on schedule_windows (weekday, start_minute, end_minute);
