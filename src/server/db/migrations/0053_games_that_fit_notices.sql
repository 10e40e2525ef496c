-- A game posted that fits a player's week is told to them (`open_match_fits`), at most three a
-- day; the rest of the day's come grouped in one notification (`open_match_fits_more`).
alter table notifications drop constraint notifications_kind_check;
alter table notifications add constraint notifications_kind_check check (kind in (
  'booking_requested', 'booking_accepted', 'booking_declined', 'booking_cancelled',
  'booking_no_show', 'booking_made', 'booking_closed', 'booking_series_cancelled',
  'play_request', 'match_recorded', 'match_confirmed', 'match_disputed',
  'match_withdraw_requested', 'partner_request_reply', 'court_claim_submitted',
  'court_claim_approved', 'court_claim_rejected', 'open_match_joined', 'open_match_asked',
  'open_match_left', 'open_match_full', 'open_match_cancelled', 'open_match_court_booked',
  'open_match_court_declined', 'open_match_ask_accepted', 'open_match_ask_declined',
  'open_match_removed', 'open_match_reminder', 'open_match_changed', 'open_match_invited',
  'open_match_invite_declined', 'open_match_fits', 'open_match_fits_more'));

-- Each player hears of a game that fits once, and of the day's grouped rest in one notification.
create unique index notifications_game_fits_once on notifications (subject_id, recipient_id)
  where kind = 'open_match_fits';
create unique index notifications_games_fit_daily on notifications (recipient_id, (data ->> 'date'))
  where kind = 'open_match_fits_more';
-- How many a player was told today, counted from their own rows.
create index notifications_games_fit_recent on notifications (recipient_id, created_at)
  where kind = 'open_match_fits';

-- Their mails and pushes have a switch of their own; the Monday mail is sent only to those who
-- turn it on, so every account starts with it off.
alter table users drop constraint users_mail_off_check;
alter table users add constraint users_mail_off_check check (mail_off <@ array[
  'booking_requests', 'booking_updates', 'messages', 'play_requests', 'match_results',
  'court_claims', 'open_matches', 'games_that_fit', 'weekly_partners']);
alter table users alter column mail_off set default '{weekly_partners}';
update users set mail_off = mail_off || '{weekly_partners}'
  where not ('weekly_partners' = any(mail_off));

alter table users drop constraint users_push_off_check;
alter table users add constraint users_push_off_check check (push_off <@ array[
  'booking_requests', 'booking_answers', 'messages', 'match_results', 'open_matches',
  'games_that_fit']);
