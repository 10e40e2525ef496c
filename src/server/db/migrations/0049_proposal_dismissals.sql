-- 'Not this one' on a proposed partner: the pair stays hidden from the player's proposals until
-- the week (Monday to Sunday in Sofia) ends. Earlier weeks' rows are deleted as new ones come.
create table proposal_dismissals (
  user_id uuid not null references profiles (id) on delete cascade,
  other_id uuid not null references profiles (id) on delete cascade,
  week_start date not null,
  primary key (user_id, week_start, other_id),
  check (user_id <> other_id)
);
create index proposal_dismissals_other on proposal_dismissals (other_id);
