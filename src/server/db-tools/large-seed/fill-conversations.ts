import type { Queryable } from '#server/db/db';
import { conversationId, playerId } from './ids';
import { rnd } from './sql-random';

/**
 * Conversations between players 2k-1 and 2k for k = 1…pairs, each with `perConversation`
 * messages in turn, a minute apart. Returns nothing; conversation ids are md5-derived.
 */
export async function fillConversations(
  db: Queryable,
  options: {
    pairs: number;
    perConversation: number;
    batch?: number;
    onProgress?: (done: number) => void;
  },
): Promise<void> {
  const batch = options.batch ?? 1000;
  for (let from = 1; from <= options.pairs; from += batch) {
    const to = Math.min(options.pairs, from + batch - 1);
    await db.query(
      `insert into conversations (id, participant1_id, participant2_id, last_seq, last_message_at)
       select ${conversationId('k')}, ${playerId('(2 * k - 1)::text')}, ${playerId('(2 * k)::text')},
         $3::int, case when $3::int > 0 then now() end
       from generate_series($1::int, $2::int) k`,
      [from, to, options.perConversation],
    );
    // Each pair's two participants, one set-based insert: the first has read everything, the
    // second is a few messages behind.
    await db.query(
      `insert into conversation_participants (conversation_id, profile_id, read_seq)
       select ${conversationId('k')}, ${playerId('(2 * k - 1)::text')}, $3::int
       from generate_series($1::int, $2::int) k
       union all
       select ${conversationId('k')}, ${playerId('(2 * k)::text')},
         greatest($3::int - ${rnd('k', 41, 5)}, 0)
       from generate_series($1::int, $2::int) k`,
      [from, to, options.perConversation],
    );
    if (options.perConversation > 0) {
      await db.query(
        `insert into messages (conversation_id, seq, sender_id, content, created_at)
         select ${conversationId('k')}, s,
           case when s % 2 = 1 then ${playerId('(2 * k - 1)::text')} else ${playerId('(2 * k)::text')} end,
           (array['Здравей! Ще играем ли утре?', 'Hi, are you free on Saturday morning?',
                  'Кортът в Лозенец е свободен от 18:00.', 'Great game yesterday, rematch?',
                  'Може ли да сме на клей този път?'])[1 + (s + k) % 5] || ' #' || s,
           now() - make_interval(mins => $3::int - s)
         from generate_series($1::int, $2::int) k cross join generate_series(1, $3::int) s`,
        [from, to, options.perConversation],
      );
    }
    options.onProgress?.(to);
  }
}
