import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAMPLE_PLAYERS } from '#server/db-tools/sample-data';
import { createTestDatabase, type TestDatabase } from '#test/support/test-database';

const MIGRATION = new URL('./migrations/0035_conversation_participants.sql', import.meta.url);

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(() => t.drop());

describe('the conversation participants', () => {
  it("move each pair's read seq and unread mark to a row of their own, messages untouched", async () => {
    const [maria, georgi, third] = SAMPLE_PLAYERS.map((player) => player.id);
    // The database as it was before: each pair's state in its own columns.
    await t.db.exec(`
      drop table conversation_participants;
      alter table conversations drop constraint conversations_group_has_no_pair;
      alter table conversations drop column kind;
      alter table conversations
        add column participant1_read_seq integer not null default 0,
        add column participant2_read_seq integer not null default 0,
        add column participant1_unread_mailed boolean not null default false,
        add column participant2_unread_mailed boolean not null default false;
      drop index conversations_participant1;
      drop index conversations_participant2;
      create index conversations_participant1 on conversations (participant1_id, last_message_at desc);
      create index conversations_participant2 on conversations (participant2_id, last_message_at desc);`);
    const [both] = await t.db.query<{ id: string }>(
      `insert into conversations (participant1_id, participant2_id, last_seq, last_message_at,
         participant1_read_seq, participant2_read_seq,
         participant1_unread_mailed, participant2_unread_mailed)
       values ($1, $2, 3, now(), 3, 1, false, true) returning id`,
      [maria, georgi],
    );
    // One whose second participant deleted their account: it stays for the first.
    const [left] = await t.db.query<{ id: string }>(
      `insert into conversations (participant1_id, participant2_id, last_seq, last_message_at,
         participant1_read_seq, participant1_unread_mailed)
       values ($1, null, 2, now(), 1, true) returning id`,
      [third],
    );
    await t.db.query(
      `insert into messages (conversation_id, seq, sender_id, content, client_id)
       values ($1, 1, $3, 'Здравей!', gen_random_uuid()), ($1, 2, $4, 'Hi', null),
              ($1, 3, $3, 'Утре?', null), ($2, 1, $5, 'one', null), ($2, 2, null, 'two', null)`,
      [both?.id, left?.id, maria, georgi, third],
    );
    const messagesBefore = await t.db.query('select * from messages order by conversation_id, seq');

    await t.db.exec(await readFile(MIGRATION, 'utf8'));

    const participants = await t.db.query(
      `select conversation_id, profile_id, read_seq, unread_mailed
       from conversation_participants where conversation_id = any($1::uuid[])
       order by read_seq desc, profile_id`,
      [[both?.id, left?.id]],
    );
    expect(participants).toEqual([
      { conversation_id: both?.id, profile_id: maria, read_seq: 3, unread_mailed: false },
      { conversation_id: both?.id, profile_id: georgi, read_seq: 1, unread_mailed: true },
      { conversation_id: left?.id, profile_id: third, read_seq: 1, unread_mailed: true },
    ]);
    const conversations = await t.db.query(
      `select id, kind, participant1_id, participant2_id, last_seq from conversations
       where id = any($1::uuid[]) order by last_seq desc`,
      [[both?.id, left?.id]],
    );
    expect(conversations).toEqual([
      { id: both?.id, kind: 'pair', participant1_id: maria, participant2_id: georgi, last_seq: 3 },
      { id: left?.id, kind: 'pair', participant1_id: third, participant2_id: null, last_seq: 2 },
    ]);
    expect(await t.db.query('select * from messages order by conversation_id, seq')).toEqual(
      messagesBefore,
    );
    // The pair stays one: the same two cannot get a second conversation.
    await expect(
      t.db.query('insert into conversations (participant1_id, participant2_id) values ($1, $2)', [
        georgi,
        maria,
      ]),
    ).rejects.toThrow();
  });
});
