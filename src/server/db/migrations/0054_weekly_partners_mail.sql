-- The Monday mail: one round a week (its week's Monday in the payload) whichever process queues
-- it, and one mail a player a week however often the round runs.
create unique index outbox_weekly_round on outbox ((payload ->> 'week'))
  where kind = 'weekly_partners_round';
create unique index outbox_weekly_mail on outbox ((payload ->> 'userId'), (payload ->> 'week'))
  where kind = 'weekly_partners_mail';
