-- 'Tell me about games that fit': whether a game posted later that fits the player's window,
-- level and place is told to them (their mail and push settings decide the rest).
alter table player_schedules add column games_that_fit boolean not null default true;
