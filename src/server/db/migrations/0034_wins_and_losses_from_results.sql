-- A player's wins and losses (and so games_played) are the confirmed results they played,
-- counted when a result is confirmed. The sample data wrote made-up totals beside a handful of
-- results, so a profile could show 78 matches played and 'level confirmed by 6 results': count
-- every profile's again from its confirmed results. A side whose account is gone is nobody's;
-- winner_id still names them, so the side left is a loss.
with sides as (
  select reporter_id as id, winner_id = reporter_id as won
  from matches where status = 'confirmed' and reporter_id is not null
  union all
  select opponent_id, winner_id = opponent_id
  from matches where status = 'confirmed' and opponent_id is not null
), counted as (
  select id, count(*) filter (where won)::int as wins, count(*) filter (where not won)::int as losses
  from sides group by id
)
update profiles p
set wins = coalesce(c.wins, 0), losses = coalesce(c.losses, 0)
from profiles q left join counted c on c.id = q.id
where p.id = q.id
  and (p.wins, p.losses) is distinct from (coalesce(c.wins, 0), coalesce(c.losses, 0));
