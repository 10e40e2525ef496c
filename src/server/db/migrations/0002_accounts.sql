create table users (
  id uuid primary key default gen_random_uuid(),
  email text not null check (email = lower(email) and length(email) between 3 and 254),
  password_hash text not null,
  language text not null default 'bg' check (language in ('bg', 'en')),
  email_confirmed_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index users_email on users (email);

-- A session is one family of refresh tokens: signing in starts one, each refresh adds a token.
create table sessions (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references users (id) on delete cascade,
  created_at timestamptz not null,
  revoked_at timestamptz
);
create index sessions_user on sessions (user_id) where revoked_at is null;

create table refresh_tokens (
  token_hash text primary key,
  session_id uuid not null references sessions (id) on delete cascade,
  issued_at timestamptz not null,
  expires_at timestamptz not null,
  used_at timestamptz,
  successor_hash text
);
create index refresh_tokens_session on refresh_tokens (session_id);
create index refresh_tokens_expires on refresh_tokens (expires_at);

-- Single-use links sent by e-mail; only their SHA-256 is kept.
create table email_tokens (
  token_hash text primary key,
  user_id uuid not null references users (id) on delete cascade,
  purpose text not null check (purpose in ('confirm_email', 'reset_password')),
  created_at timestamptz not null,
  expires_at timestamptz not null,
  used_at timestamptz
);
create index email_tokens_user on email_tokens (user_id, purpose) where used_at is null;

-- Counted events for rate limits (failed sign-ins, sign-ups, mails), shared by all processes.
create table rate_limit_events (
  id bigint generated always as identity primary key,
  bucket text not null,
  at timestamptz not null
);
create index rate_limit_events_bucket on rate_limit_events (bucket, at);
create index rate_limit_events_at on rate_limit_events (at);
