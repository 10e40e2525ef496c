-- The players list hides profiles whose account is not confirmed yet: an anti-join against this
-- small set instead of a join with every user (bench/RESULTS.md).
create index users_unconfirmed on users (id) where email_confirmed_at is null;
