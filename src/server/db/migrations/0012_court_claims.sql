-- How to reach a court directly (shown for a court nobody answers requests for here).
alter table courts
  add column phone text check (length(phone) between 1 and 30),
  add column website text check (length(website) between 1 and 200);

-- A court outlives its owner's account: it becomes a court nobody runs here yet.
alter table courts drop constraint courts_owner_fk;
alter table courts
  add constraint courts_owner_fk foreign key (owner_id) references profiles (id) on delete set null;

-- 'I run this court': a claim waits for an administrator (ADMIN_EMAILS) to approve or reject it.
create table court_claims (
  id uuid primary key default gen_random_uuid(),
  court_id uuid not null references courts (id) on delete cascade,
  claimant_id uuid not null references profiles (id) on delete cascade,
  message text check (length(message) between 1 and 500),
  status text not null default 'pending' check (status in ('pending', 'approved', 'rejected')),
  decided_by uuid references profiles (id) on delete set null,
  decided_at timestamptz,
  created_at timestamptz not null
);
create unique index court_claims_one_pending on court_claims (court_id, claimant_id)
  where status = 'pending';
create index court_claims_by_status on court_claims (status, created_at desc, id desc);
create index court_claims_by_claimant on court_claims (claimant_id, created_at desc);

alter table notifications drop constraint notifications_kind_check;
alter table notifications add constraint notifications_kind_check check (kind in (
  'booking_requested', 'booking_accepted', 'booking_declined', 'booking_cancelled',
  'play_request', 'match_recorded', 'match_confirmed', 'match_disputed', 'partner_request_reply',
  'court_claim_approved', 'court_claim_rejected'));

alter table users drop constraint users_mail_off_check;
alter table users add constraint users_mail_off_check check (mail_off <@ array[
  'booking_requests', 'booking_updates', 'messages', 'play_requests', 'match_results',
  'court_claims']);
