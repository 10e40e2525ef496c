-- A job that makes other jobs goes before them: a game's fan-out (which writes its players'
-- notifications and queues their mails) must not wait behind thousands of mails of the game
-- before it. Workers claim by priority, then by due time.
alter table outbox add column priority smallint not null default 0;
drop index outbox_due;
create index outbox_due on outbox (priority desc, due_at, id) where state = 'pending';
