-- A name search of a common part of names walks the list's order until 24 players match. With
-- the folded name in the index, the walk tests each name in the index itself (an index-only
-- scan) and reads from the table only the 24 it keeps, not the hundreds it passes.
drop index profiles_listed_order;
create index profiles_listed_order on profiles (games_played desc, id desc) include (search_name)
  where listed and hidden_at is null;
