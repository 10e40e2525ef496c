-- Glicko-2 ratings from confirmed results (docs/decisions/020). A player with no rated result
-- has null rating columns and is shown at the start their declared level gives.
alter table profiles add column rating double precision;
alter table profiles add column rating_deviation double precision;
alter table profiles add column rating_volatility double precision;
-- The start the first rated result used, kept so a recompute starts from the same place even
-- after the player changes their declared level.
alter table profiles add column rating_start double precision;
alter table profiles add column rated_results integer not null default 0 check (rated_results >= 0);
-- The rating the lists filter and sort by, a whole number: the rating, or the declared level's
-- start (src/contract/ratings.ts LEVEL_START_RATING, which a test keeps equal to this).
alter table profiles add column rating_points integer generated always as (round(coalesce(rating,
  case skill_level
    when 'beginner' then 1200
    when 'intermediate' then 1500
    when 'advanced' then 1800
    else 2100
  end))::integer) stored;
create index profiles_rating_points on profiles (rating_points, id)
  where listed and hidden_at is null;

-- The order results were rated in (a recompute replays it), and each side's rating before the
-- result as [rating, deviation, volatility]: the replay's stand-in for a side whose account is
-- gone.
create sequence match_rating_order;
alter table matches add column rated_seq bigint;
alter table matches add column reporter_rating_before double precision[];
alter table matches add column opponent_rating_before double precision[];

-- A confirmed result both players take back: withdrawn, counted for nobody.
alter table matches add column reporter_withdrew_at timestamptz;
alter table matches add column opponent_withdrew_at timestamptz;
alter table matches drop constraint matches_status_check;
alter table matches add constraint matches_status_check
  check (status in ('pending', 'confirmed', 'disputed', 'withdrawn'));
