-- Court reviews can be reported; a review an administrator hides leaves the court's page and no
-- longer counts in its rating (its author still sees it on their booking).
alter table court_reviews add column hidden_at timestamptz;

create or replace function court_reviews_refresh_rating(court uuid) returns void language sql as $$
  update courts c
  set rating = r.mean, review_count = r.n
  from (
    select round(avg(stars)::numeric, 1) as mean, count(*)::int as n
    from court_reviews where court_id = court and hidden_at is null
  ) r
  where c.id = court
$$;

drop trigger court_reviews_rating on court_reviews;
create trigger court_reviews_rating
  after insert or delete or update of stars, court_id, hidden_at on court_reviews
  for each row execute function court_reviews_changed();

alter table reports drop constraint reports_kind_check;
alter table reports add constraint reports_kind_check
  check (kind in ('profile', 'message', 'partner_request', 'court', 'review'));
