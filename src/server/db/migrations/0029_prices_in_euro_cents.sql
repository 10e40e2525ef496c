-- Bulgaria has used the euro since 1 January 2026, at a fixed 1.95583 лв a euro, and the lev is
-- no longer legal tender. Prices become euro amounts of record, in whole cents: each court's
-- hourly price converted once at the fixed rate and rounded to 10 cents (35 лв: 17.90 €).
alter table courts add column price_per_hour_cents integer;
update courts set price_per_hour_cents = (round(price_per_hour / 1.95583, 1) * 100)::integer;
-- The catalogue's trigger waits for the commit; the table cannot change shape while it waits.
set constraints all immediate;
alter table courts alter column price_per_hour_cents set not null;
alter table courts add constraint courts_price_per_hour_cents_check
  check (price_per_hour_cents >= 0);
alter table courts drop column price_per_hour;

-- A booking's notification keeps its facts as they were, the price among them: the same amount,
-- said in euro at the fixed rate, to the cent.
update notifications
set data = jsonb_set(data, '{price}', to_jsonb(round((data ->> 'price')::numeric / 1.95583, 2)))
  || '{"currency": "EUR"}'
where data ? 'price';
