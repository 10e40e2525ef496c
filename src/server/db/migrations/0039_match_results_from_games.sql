-- A result can come from an open match's page: it names the game, and a doubles game's result
-- names both teams. The reporter's and the opponent's partner stand beside them; winner_id still
-- names a side (reporter_id or opponent_id), and so the team that won.
alter table matches add column open_match_id uuid
  references open_matches (id) on delete set null;
alter table matches add column doubles boolean not null default false;
alter table matches add column reporter_partner_id uuid
  references profiles (id) on delete set null;
alter table matches add column opponent_partner_id uuid
  references profiles (id) on delete set null;
-- A doubles result is recorded with both partners; an account deleted later leaves its place
-- null (as reporter_id and opponent_id do), so the flag, not the columns, says it was doubles.
alter table matches add constraint matches_partners_check check (
  (doubles or (reporter_partner_id is null and opponent_partner_id is null))
);
-- Four different people (a null, an account gone, is nobody and differs from everyone).
alter table matches add constraint matches_four_players_check check (
  reporter_partner_id <> opponent_partner_id
  and reporter_partner_id <> reporter_id and reporter_partner_id <> opponent_id
  and opponent_partner_id <> reporter_id and opponent_partner_id <> opponent_id
);
-- One result waiting for an answer or confirmed a game; a disputed or withdrawn one makes room.
create unique index matches_open_match_result on matches (open_match_id)
  where open_match_id is not null and status in ('pending', 'confirmed');
-- A game deleted with its organiser's account sets its results' link to null.
create index matches_open_match on matches (open_match_id) where open_match_id is not null;
-- A player's results include the ones they played as a partner.
create index matches_reporter_partner on matches (reporter_partner_id, created_at desc, id desc)
  where reporter_partner_id is not null;
create index matches_opponent_partner on matches (opponent_partner_id, created_at desc, id desc)
  where opponent_partner_id is not null;
