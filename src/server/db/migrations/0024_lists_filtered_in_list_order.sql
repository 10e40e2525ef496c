-- A level or a district filter walks its players in the list's order (most games first), and a
-- district filter its courts in theirs (best rated first), so a page reads about its 24 rows
-- and not every row of the city until 24 match; the level-and-district filter walks the
-- district's players. The capped totals count from the same indexes.
drop index profiles_district;
drop index profiles_level;
create index profiles_district on profiles (district, games_played desc, id desc)
  where listed and hidden_at is null;
create index profiles_level on profiles (skill_level, games_played desc, id desc)
  where listed and hidden_at is null;

drop index courts_district;
create index courts_district on courts (district, (coalesce(rating, -1)) desc, id desc);
