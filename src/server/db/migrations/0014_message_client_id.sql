-- The id a sending browser gives a message before it reaches the server (a message written
-- offline is kept with it and sent later). Sending the same one again, after an answer that was
-- lost or from a second tab, finds the message it made instead of writing it twice.
alter table messages add column client_id uuid;
create unique index messages_client_id on messages (conversation_id, sender_id, client_id)
  where client_id is not null;
