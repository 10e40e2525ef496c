-- Open matches tell their organiser and players what happens to them, in the app, by mail and by
-- push, each under a switch of its own; and remind the players before the start, once.
alter table notifications drop constraint notifications_kind_check;
alter table notifications add constraint notifications_kind_check check (kind in (
  'booking_requested', 'booking_accepted', 'booking_declined', 'booking_cancelled',
  'booking_no_show', 'play_request', 'match_recorded', 'match_confirmed', 'match_disputed',
  'match_withdraw_requested', 'partner_request_reply', 'court_claim_submitted',
  'court_claim_approved', 'court_claim_rejected', 'open_match_joined', 'open_match_asked',
  'open_match_left', 'open_match_full', 'open_match_cancelled', 'open_match_court_booked',
  'open_match_court_declined', 'open_match_ask_accepted', 'open_match_ask_declined',
  'open_match_removed', 'open_match_reminder'));

alter table users drop constraint users_mail_off_check;
alter table users add constraint users_mail_off_check check (mail_off <@ array[
  'booking_requests', 'booking_updates', 'messages', 'play_requests', 'match_results',
  'court_claims', 'open_matches']);

alter table users drop constraint users_push_off_check;
alter table users add constraint users_push_off_check check (push_off <@ array[
  'booking_requests', 'booking_answers', 'messages', 'match_results', 'open_matches']);

-- When the players were reminded: the outbox's reminder job sends it only while this is null, so
-- a job run twice (its claim lost to a crash) reminds once.
alter table open_matches add column reminded_at timestamptz;
