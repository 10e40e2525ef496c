-- The user's own account (docs/decisions/015): a new e-mail address waits for its link, and a
-- deleted account leaves behind what others keep: its messages, and confirmed match results.

-- The address change a user asked for, until its link is opened or a newer request replaces it.
create table email_changes (
  user_id uuid primary key references users (id) on delete cascade,
  new_email text not null check (new_email = lower(new_email) and length(new_email) between 3 and 254),
  requested_at timestamptz not null
);

-- A change link is made for one address: opening it sets that address, no other.
alter table email_tokens add column new_email text;
alter table email_tokens drop constraint email_tokens_purpose_check;
alter table email_tokens add constraint email_tokens_purpose_check
  check (purpose in ('confirm_email', 'reset_password', 'change_email'));
alter table email_tokens add constraint email_tokens_new_email_check
  check ((purpose = 'change_email') = (new_email is not null));

-- A message stays for the other participant; its sender, once deleted, is null.
alter table messages alter column sender_id drop not null;
alter table messages drop constraint messages_sender_id_fkey;
alter table messages add constraint messages_sender_id_fkey
  foreign key (sender_id) references profiles (id) on delete set null;

-- A conversation stays for the participant left (the one with nobody left goes with the second
-- account). least() and greatest() skip nulls, so the one-per-pair index covers whole pairs only.
alter table conversations alter column participant1_id drop not null;
alter table conversations alter column participant2_id drop not null;
alter table conversations drop constraint conversations_participant1_id_fkey;
alter table conversations drop constraint conversations_participant2_id_fkey;
alter table conversations add constraint conversations_participant1_id_fkey
  foreign key (participant1_id) references profiles (id) on delete set null;
alter table conversations add constraint conversations_participant2_id_fkey
  foreign key (participant2_id) references profiles (id) on delete set null;
drop index conversations_pair;
create unique index conversations_pair on conversations (
  least(participant1_id, participant2_id),
  greatest(participant1_id, participant2_id)
) where participant1_id is not null and participant2_id is not null;

-- A confirmed result stays in the opponent's record; the deleted player's side is null (its
-- winner_id keeps the old id, which names no one: the opponent's win or loss stays readable).
alter table matches alter column reporter_id drop not null;
alter table matches alter column opponent_id drop not null;
alter table matches drop constraint matches_reporter_id_fkey;
alter table matches drop constraint matches_opponent_id_fkey;
alter table matches add constraint matches_reporter_id_fkey
  foreign key (reporter_id) references profiles (id) on delete set null;
alter table matches add constraint matches_opponent_id_fkey
  foreign key (opponent_id) references profiles (id) on delete set null;
