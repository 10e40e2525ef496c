-- The availability filter's index covers only the profiles the list shows, as the list's other
-- indexes do since 0017: the planner can use it for the list's filter and its capped total
-- (decision 017), and it holds no unlisted or hidden profiles.
drop index profiles_availability;
create index profiles_availability on profiles using gin (availability)
  where listed and hidden_at is null;
