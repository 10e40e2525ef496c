-- The organiser may change an open match's time, place or note: its players hear of it.
alter table notifications drop constraint notifications_kind_check;
alter table notifications add constraint notifications_kind_check check (kind in (
  'booking_requested', 'booking_accepted', 'booking_declined', 'booking_cancelled',
  'booking_no_show', 'play_request', 'match_recorded', 'match_confirmed', 'match_disputed',
  'match_withdraw_requested', 'partner_request_reply', 'court_claim_submitted',
  'court_claim_approved', 'court_claim_rejected', 'open_match_joined', 'open_match_asked',
  'open_match_left', 'open_match_full', 'open_match_cancelled', 'open_match_court_booked',
  'open_match_court_declined', 'open_match_ask_accepted', 'open_match_ask_declined',
  'open_match_removed', 'open_match_reminder', 'open_match_changed'));
