-- A court may cost more at busy times: a peak price on weekdays from a half hour until midnight
-- and/or all day at weekends. Without a peak price neither of the other two is set.
alter table courts
  add column peak_price_per_hour_cents integer check (peak_price_per_hour_cents >= 0),
  add column peak_weekdays_from_minute smallint
    check (peak_weekdays_from_minute between 0 and 1410 and peak_weekdays_from_minute % 30 = 0),
  add column peak_weekends boolean not null default false,
  add constraint courts_peak_price_when check (case when peak_price_per_hour_cents is null
    then peak_weekdays_from_minute is null and not peak_weekends
    else peak_weekdays_from_minute is not null or peak_weekends end);

-- What the player was asked to pay when they sent the request, so that a later change of the
-- court's prices leaves it as it was. Bookings made before peak prices cost the court's price
-- now × their length, as the pages showed them.
alter table bookings add column price_cents integer check (price_cents >= 0);
update bookings b set price_cents = round(c.price_per_hour_cents * b.duration_minutes / 60.0)
  from courts c where c.id = b.court_id;
alter table bookings alter column price_cents set not null;
