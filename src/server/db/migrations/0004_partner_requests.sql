-- Partner search requests: open until the author closes them or expires_at passes.
create table partner_requests (
  id uuid primary key default gen_random_uuid(),
  author_id uuid not null references profiles (id) on delete cascade,
  skill_level text not null check (skill_level in ('beginner', 'intermediate', 'advanced', 'professional')),
  district text not null check (district in ('center', 'vitosha', 'mladost', 'lozenets', 'boyana', 'ovcha_kupel', 'studentski_grad')),
  preferred_time text not null check (length(preferred_time) between 1 and 100),
  message text check (length(message) between 1 and 500),
  created_at timestamptz not null,
  expires_at timestamptz not null,
  closed_at timestamptz
);
-- The public board: open requests, newest first, optionally by district and level.
create index partner_requests_open on partner_requests (created_at desc, id desc)
  where closed_at is null;
create index partner_requests_open_district on partner_requests (district, created_at desc, id desc)
  where closed_at is null;
create index partner_requests_open_level on partner_requests (skill_level, created_at desc, id desc)
  where closed_at is null;
create index partner_requests_author on partner_requests (author_id, created_at desc, id desc);
