-- The organiser may invite players into an open match when posting it. An invitee's row is
-- `invited` until they accept (`joined`) or decline (`left`), or the organiser withdraws it
-- (`removed`); meanwhile their spot is held for them: `players_count` counts the spots held,
-- joined or invited, so the board's condition (and its indexes) leave out a game whose last spot
-- waits for its invitee, and a join by someone else cannot take it.
alter table open_match_players drop constraint open_match_players_status_check;
alter table open_match_players add constraint open_match_players_status_check
  check (status in ('joined', 'invited', 'asked', 'declined', 'left', 'removed'));
alter table open_match_players add column invited_at timestamptz;

-- The invitee hears of it; the organiser hears of a declined invitation.
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
  'open_match_invite_declined'));
