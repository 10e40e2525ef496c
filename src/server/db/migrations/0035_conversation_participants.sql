-- Conversations of more than two (an open match's players, docs/decisions/042): who takes part,
-- and where each stands, move from the pair's columns to a row per participant. A pair keeps
-- participant1_id and participant2_id as its identity (one conversation per pair, the
-- conversations_pair index; null once that account is deleted, so the other sees "Deleted
-- user"); a group has neither.
alter table conversations add column kind text not null default 'pair'
  check (kind in ('pair', 'group'));
alter table conversations add constraint conversations_group_has_no_pair
  check (kind = 'pair' or (participant1_id is null and participant2_id is null));

create table conversation_participants (
  conversation_id uuid not null references conversations (id) on delete cascade,
  profile_id uuid not null references profiles (id) on delete cascade,
  -- The last seq this participant has read; their own messages count as read.
  read_seq integer not null default 0,
  -- A mail (or push) about unread messages is due or was sent since they last read it.
  unread_mailed boolean not null default false,
  joined_at timestamptz not null default now(),
  primary key (conversation_id, profile_id)
);
-- "My conversations": the rows of one person, then each conversation by its key.
create index conversation_participants_profile on conversation_participants (profile_id, conversation_id);

-- Every pair's two participants, with where each stood (a deleted account has no row).
insert into conversation_participants (conversation_id, profile_id, read_seq, unread_mailed, joined_at)
select id, participant1_id, participant1_read_seq, participant1_unread_mailed, created_at
from conversations where participant1_id is not null
union all
select id, participant2_id, participant2_read_seq, participant2_unread_mailed, created_at
from conversations where participant2_id is not null;

alter table conversations
  drop column participant1_read_seq,
  drop column participant2_read_seq,
  drop column participant1_unread_mailed,
  drop column participant2_unread_mailed;

-- Only what a deleted account's "set null" and the one-per-pair lookups need: without
-- last_message_at in them, a message's update of its conversation touches no index column (a
-- HOT update), and the inbox list comes from conversation_participants.
drop index conversations_participant1;
drop index conversations_participant2;
create index conversations_participant1 on conversations (participant1_id)
  where participant1_id is not null;
create index conversations_participant2 on conversations (participant2_id)
  where participant2_id is not null;
