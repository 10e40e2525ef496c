create extension if not exists pg_trgm;

create table app_meta (
  key text primary key,
  value text not null
);

create table courts (
  id uuid primary key default gen_random_uuid(),
  owner_id uuid,
  name text not null check (length(name) between 1 and 120),
  name_en text check (length(name_en) between 1 and 120),
  search_name text not null,
  address text not null,
  postcode text not null,
  district text not null check (district in ('center', 'vitosha', 'mladost', 'lozenets', 'boyana', 'ovcha_kupel', 'studentski_grad', 'krasno_selo')),
  surface text not null check (surface in ('clay', 'hard', 'grass', 'synthetic', 'indoor')),
  price_per_hour numeric(7, 2) not null check (price_per_hour >= 0),
  rating numeric(2, 1) check (rating between 0 and 5),
  total_courts integer not null check (total_courts between 1 and 100),
  opening_hours jsonb not null default '{}',
  availability text[] not null default '{}',
  amenities text[] not null default '{}',
  lat double precision not null,
  lng double precision not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index courts_search_name_trgm on courts using gin (search_name gin_trgm_ops);
create index courts_order on courts ((coalesce(rating, -1)) desc, id desc);
create index courts_district on courts (district);
create index courts_price on courts (price_per_hour);
create index courts_amenities on courts using gin (amenities);
create index courts_availability on courts using gin (availability);
create index courts_owner on courts (owner_id);

create table profiles (
  id uuid primary key,
  name text not null check (length(name) between 1 and 100),
  search_name text not null,
  skill_level text not null default 'beginner' check (skill_level in ('beginner', 'intermediate', 'advanced', 'professional')),
  district text check (district in ('center', 'vitosha', 'mladost', 'lozenets', 'boyana', 'ovcha_kupel', 'studentski_grad', 'krasno_selo')),
  availability text[] not null default '{}',
  preferred_court_ids uuid[] not null default '{}',
  listed boolean not null default true,
  bio text check (length(bio) <= 500),
  phone text,
  wins integer not null default 0 check (wins >= 0),
  losses integer not null default 0 check (losses >= 0),
  games_played integer generated always as (wins + losses) stored,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index profiles_search_name_trgm on profiles using gin (search_name gin_trgm_ops);
create index profiles_listed_order on profiles (games_played desc, id desc) where listed;
create index profiles_district on profiles (district) where listed;
create index profiles_level on profiles (skill_level) where listed;
create index profiles_availability on profiles using gin (availability);
