-- The board's total by day. A day filter (`date`: a day, today, tomorrow, the weekend) counts
-- that day's games with a spot left beside its page; with only the board's index (0036, by
-- start time) the count took every open game from the index and tested its date: 20,000 at the
-- large seed's size (5–6 ms on PGlite for one day). With the day first, the total reads the
-- day's games alone (about a 31st of them; 3–4 ms, 2.8 ms for a day three weeks ahead). The
-- page itself keeps walking the board's index in start order, which finds the first 24 of a
-- near day at once.
create index open_matches_board_date on open_matches (date, starts_at, id)
  where cancelled_at is null and players_count < spots;

-- The profiles a moderator hid: few, and the board leaves out their games by looking each
-- game's organiser up here, instead of reading every profile for the few hidden ones.
create index profiles_hidden on profiles (id) where hidden_at is not null;
