-- The push notification kinds a user turned off (contract/notifications.ts PUSH_KINDS).
alter table users add column push_off text[] not null default '{}'
  check (push_off <@ array['booking_requests', 'booking_answers', 'messages', 'match_results']);

-- One row per device a user allowed push notifications on (a browser's PushSubscription).
-- The endpoint is the device: signing in there as someone else moves it to them.
create table push_subscriptions (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references users (id) on delete cascade,
  endpoint text not null unique check (length(endpoint) between 1 and 2000),
  -- The device's P-256 public key and authentication secret, base64url: pushes are encrypted to it.
  p256dh text not null check (length(p256dh) between 1 and 100),
  auth text not null check (length(auth) between 1 and 50),
  -- When the push service lets it lapse, if it said so.
  expires_at timestamptz,
  created_at timestamptz not null,
  updated_at timestamptz not null,
  last_sent_at timestamptz
);
create index push_subscriptions_user on push_subscriptions (user_id, created_at);
