-- Reports of a profile, a message, a partner request or a court, for the administrators
-- (ADMIN_EMAILS) to dismiss, to hide the content, or to suspend the account behind it.

-- A suspended account cannot sign in and is in no list; its sessions were ended when it was.
alter table users add column suspended_at timestamptz;
-- Content a moderator hid: gone from lists and pages; a hidden message shows as removed.
alter table profiles add column hidden_at timestamptz;
alter table messages add column hidden_at timestamptz;
alter table partner_requests add column hidden_at timestamptz;
alter table courts add column hidden_at timestamptz;

-- The players list leaves out unconfirmed and suspended accounts by an anti-join against this
-- small set (bench/RESULTS.md: never a join with every user).
drop index users_unconfirmed;
create index users_not_shown on users (id) where email_confirmed_at is null or suspended_at is not null;

-- The list's indexes cover the profiles it shows, so its total still counts from an index alone.
drop index profiles_listed_order;
drop index profiles_district;
drop index profiles_level;
create index profiles_listed_order on profiles (games_played desc, id desc)
  where listed and hidden_at is null;
create index profiles_district on profiles (district) where listed and hidden_at is null;
create index profiles_level on profiles (skill_level) where listed and hidden_at is null;

create table reports (
  id uuid primary key default gen_random_uuid(),
  reporter_id uuid not null references profiles (id) on delete cascade,
  kind text not null check (kind in ('profile', 'message', 'partner_request', 'court')),
  target_id uuid not null,
  -- The account behind the content (the player, the sender, the author, the court's owner).
  target_user_id uuid references profiles (id) on delete set null,
  -- The content as the reporter saw it, for the administrator to read even if it changes.
  target_text text not null check (length(target_text) <= 4000),
  reason text not null check (reason in ('spam', 'abuse', 'fake', 'inappropriate', 'other')),
  note text check (length(note) between 1 and 500),
  status text not null default 'open'
    check (status in ('open', 'dismissed', 'hidden', 'suspended')),
  resolved_by uuid references profiles (id) on delete set null,
  resolved_at timestamptz,
  created_at timestamptz not null
);
-- One open report per reporter and target: a repeat finds the first.
create unique index reports_one_open on reports (reporter_id, kind, target_id)
  where status = 'open';
-- The administrators' queue, oldest first; and the open reports an action closes with it.
create index reports_queue on reports (created_at, id) where status = 'open';
create index reports_open_target on reports (kind, target_id) where status = 'open';
create index reports_open_target_user on reports (target_user_id) where status = 'open';
