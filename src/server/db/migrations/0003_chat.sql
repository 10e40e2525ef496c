create table conversations (
  id uuid primary key default gen_random_uuid(),
  participant1_id uuid not null references profiles (id) on delete cascade,
  participant2_id uuid not null references profiles (id) on delete cascade,
  last_seq integer not null default 0,
  participant1_read_seq integer not null default 0,
  participant2_read_seq integer not null default 0,
  last_message_at timestamptz,
  created_at timestamptz not null default now(),
  check (participant1_id <> participant2_id)
);
-- One conversation per pair, whichever of the two started it.
create unique index conversations_pair on conversations (
  least(participant1_id, participant2_id),
  greatest(participant1_id, participant2_id)
);
create index conversations_participant1 on conversations (participant1_id, last_message_at desc);
create index conversations_participant2 on conversations (participant2_id, last_message_at desc);

create table messages (
  id uuid primary key default gen_random_uuid(),
  conversation_id uuid not null references conversations (id) on delete cascade,
  seq integer not null,
  sender_id uuid not null references profiles (id) on delete cascade,
  content text not null check (length(content) between 1 and 2000),
  created_at timestamptz not null default now(),
  unique (conversation_id, seq)
);
create index messages_sender_recent on messages (sender_id, created_at desc);
