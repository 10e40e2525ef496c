-- Name search across alphabets: names are stored and searched in one Latin form, Bulgarian's
-- official transliteration (the Streamlined System of 2009, 'ия' at a word's end is 'ia'),
-- lower-cased. 'maria' finds 'Мария', 'Иван' finds 'Ivan'. Both cases of each Cyrillic letter are
-- mapped here, so the result does not depend on the database's locale (lower() in a C locale
-- leaves Cyrillic alone).
create function tennis_fold(input text) returns text
language sql immutable parallel safe strict
as $$
  select lower(translate(
    replace(replace(replace(replace(replace(replace(replace(
    replace(replace(replace(replace(replace(replace(replace(
      regexp_replace(input, '[иИ][яЯ](?![a-zA-Zа-яА-Я])', 'ia', 'g'),
      'ж', 'zh'), 'Ж', 'Zh'), 'ц', 'ts'), 'Ц', 'Ts'), 'ч', 'ch'), 'Ч', 'Ch'),
      'ш', 'sh'), 'Ш', 'Sh'), 'щ', 'sht'), 'Щ', 'Sht'), 'ю', 'yu'), 'Ю', 'Yu'), 'я', 'ya'), 'Я', 'Ya'),
    'абвгдезийклмнопрстуфхъьѝАБВГДЕЗИЙКЛМНОПРСТУФХЪЬЍ',
    'abvgdeziyklmnoprstufhayiABVGDEZIYKLMNOPRSTUFHAYI'))
$$;

-- A court is also found by its district, in either language ('lozenets', 'Лозенец').
create function tennis_district_words(district text) returns text
language sql immutable parallel safe strict
as $$
  select case district
    when 'center' then 'center centre Център София'
    when 'vitosha' then 'Витоша'
    when 'mladost' then 'Младост'
    when 'lozenets' then 'Лозенец'
    when 'boyana' then 'Бояна'
    when 'ovcha_kupel' then 'Овча купел'
    when 'studentski_grad' then 'Студентски град'
    when 'krasno_selo' then 'Красно село'
    else ''
  end
$$;

drop index profiles_search_name_trgm;
alter table profiles drop column search_name;
alter table profiles add column search_name text generated always as (tennis_fold(name)) stored;
create index profiles_search_name_trgm on profiles using gin (search_name gin_trgm_ops);

drop index courts_search_name_trgm;
alter table courts drop column search_name;
alter table courts add column search_name text generated always as (tennis_fold(
  name || ' ' || coalesce(name_en, '') || ' ' || address || ' ' || tennis_district_words(district)
)) stored;
create index courts_search_name_trgm on courts using gin (search_name gin_trgm_ops);
