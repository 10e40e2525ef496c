-- A court's surface and where it is played are two facts: an indoor clay court is clay, indoors.
-- "Indoor" leaves the surfaces and becomes a setting: outdoor, indoor, or outdoor under a winter
-- cover (a balloon or a frame) from one month to another, the span wrapping over the new year.
alter table courts
  add column setting text not null default 'outdoor'
    check (setting in ('outdoor', 'indoor', 'winter_cover')),
  add column winter_cover text check (winter_cover in ('balloon', 'frame')),
  add column cover_from_month smallint check (cover_from_month between 1 and 12),
  add column cover_to_month smallint check (cover_to_month between 1 and 12),
  add column floodlights boolean not null default false,
  add column heated boolean not null default false,
  add constraint courts_winter_cover_complete check (
    (setting = 'winter_cover') = (winter_cover is not null)
    and (winter_cover is null) = (cover_from_month is null)
    and (winter_cover is null) = (cover_to_month is null)
  );

-- What "indoor" courts are laid with was never said; Sofia's halls are hard courts, so they
-- become hard courts indoors, and their owners can say otherwise in the form.
update courts set setting = 'indoor', surface = 'hard' where surface = 'indoor';

-- Amenities players can rely on: one coaching, racket rental for the vague equipment rental, and
-- nothing for "premium courts" or "basic facilities", which promised nothing in particular.
update courts set amenities = array(
  select amenity
  from unnest(amenities) with ordinality as listed(original, position),
    lateral (select case original
      when 'professional_coaching' then 'coaching'
      when 'equipment_rental' then 'racket_rental'
      else original end as amenity) renamed
  where amenity not in ('premium_courts', 'basic_facilities')
  group by amenity
  order by min(position)
)
where amenities && array['professional_coaching', 'equipment_rental', 'premium_courts',
  'basic_facilities'];

-- The catalogue's trigger waits for the commit; the table cannot change shape while it waits.
set constraints all immediate;
alter table courts drop constraint courts_surface_check;
alter table courts add constraint courts_surface_check
  check (surface in ('clay', 'hard', 'grass', 'synthetic', 'carpet'));
