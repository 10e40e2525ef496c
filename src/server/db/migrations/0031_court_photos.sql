-- A court's photos, in the owner's order (the first is the cover). The files live in the photo
-- store (DATA_DIR/photos by default), named by the photo's id and width.
create table court_photos (
  id uuid primary key default gen_random_uuid(),
  court_id uuid not null references courts (id) on delete cascade,
  position integer not null,
  width integer not null check (width > 0),
  height integer not null check (height > 0),
  created_at timestamptz not null default now()
);
create index court_photos_court on court_photos (court_id, position);

-- A court's JSON carries its photos: the courts list's copy must be read again when they change.
create constraint trigger courts_catalogue_photos_changed
  after insert or update or delete on court_photos
  deferrable initially deferred
  for each row execute function courts_catalogue_changed();
