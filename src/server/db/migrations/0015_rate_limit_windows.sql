-- Each rate-limit event remembers how long its rule needs it: limits now span a minute to a day
-- (chat messages, court claims), and one fixed horizon would keep a day of chat events.
alter table rate_limit_events add column keep_until timestamptz;
update rate_limit_events set keep_until = at + interval '2 hours';
alter table rate_limit_events alter column keep_until set not null;
drop index rate_limit_events_at;
create index rate_limit_events_keep_until on rate_limit_events (keep_until);
