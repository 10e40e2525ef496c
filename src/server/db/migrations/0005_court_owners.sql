-- Courts listed by users belong to a profile; the sample courts keep owner_id null.
alter table courts
  add constraint courts_owner_fk foreign key (owner_id) references profiles (id) on delete cascade;
create index courts_owner_recent on courts (owner_id, created_at desc) where owner_id is not null;
