-- The e-mail categories a user turned off (contract/notifications.ts MAIL_CATEGORIES).
alter table users add column mail_off text[] not null default '{}'
  check (mail_off <@ array['booking_requests', 'booking_updates', 'messages', 'play_requests', 'match_results']);

-- What happened that a user should know or answer; the bell lists them, newest first.
create table notifications (
  id uuid primary key default gen_random_uuid(),
  -- The list's order (newest first) and its cursor: the order they were written in.
  seq bigint generated always as identity,
  recipient_id uuid not null references profiles (id) on delete cascade,
  kind text not null check (kind in ('booking_requested', 'booking_accepted', 'booking_declined',
    'booking_cancelled', 'play_request', 'match_recorded', 'match_confirmed', 'match_disputed',
    'partner_request_reply')),
  actor_id uuid references profiles (id) on delete set null,
  subject_id uuid not null,
  -- The facts as they were (court, time, price, notes; a score), so the list and the mail agree.
  data jsonb not null default '{}',
  created_at timestamptz not null,
  read_at timestamptz
);
create index notifications_recipient on notifications (recipient_id, seq desc);
create index notifications_unread on notifications (recipient_id) where read_at is null;
-- 'Connect & Play': at most one per pair in a day.
create index notifications_play_requests on notifications (actor_id, recipient_id, created_at desc)
  where kind = 'play_request';
-- A partner request's author hears of each player who answers it once.
create unique index notifications_partner_replies on notifications (subject_id, actor_id)
  where kind = 'partner_request_reply';

-- Per participant: a mail about unread messages is due or was sent since they last read it.
alter table conversations
  add column participant1_unread_mailed boolean not null default false,
  add column participant2_unread_mailed boolean not null default false;

-- The transactional outbox: written in the transaction of the event, sent by a worker in any
-- process (FOR UPDATE SKIP LOCKED), retried with back-off (docs/decisions/005).
create table outbox (
  id bigint generated always as identity primary key,
  kind text not null,
  payload jsonb not null,
  due_at timestamptz not null,
  attempts integer not null default 0,
  -- A worker's claim: no other worker takes the job until locked_until passes.
  claim uuid,
  locked_until timestamptz,
  state text not null default 'pending' check (state in ('pending', 'done', 'failed')),
  outcome text,
  created_at timestamptz not null,
  finished_at timestamptz
);
create index outbox_due on outbox (due_at, id) where state = 'pending';
