import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIST_TOTAL_EXACT_UP_TO, PAGE_SIZE } from '#contract/constants';
import type { PlayersQuery } from '#contract/players';
import { isGenericPlanned } from '#server/db/generic-plans';
import {
  type captureQueries,
  capturingQueryable,
  explain,
  listStatements,
  type PlanNode,
  planNodes,
  scansOf,
} from '#test/support/query-plan';
import { createTestDatabase, type TestDatabase } from '#test/support/test-database';
import { listConversations, listMessages } from '../conversations/conversations-repository';
import { playersPageJson } from './players-repository';

/**
 * The list queries use their indexes (lists must stay fast at 100,000 players and 2,000,000
 * messages). Plans, not timings: a few thousand rows after ANALYZE are enough for the planner to
 * prefer the indexes the same way it does at full size (bench/lists.ts shows the full size).
 */
const PLAYERS = 5000;
const MESSAGES = 3000;

let t: TestDatabase;
const md5Uuid = (text: string) =>
  createHash('md5')
    .update(text)
    .digest('hex')
    .replace(/^(.{8})(.{4})(.{4})(.{4})/, '$1-$2-$3-$4-');
let conversationId: string;
/** Takes part in the conversation of many messages (md5('p1') is its first participant). */
const PLAYER_WITH_CONVERSATIONS = 'ec6ef230-f182-8039-ee79-4566b9c58adc';

beforeAll(async () => {
  t = await createTestDatabase({ seed: false });
  const db = t.db;
  await db.query(
    `insert into profiles (id, name, skill_level, district, availability, bio, wins, losses)
     select md5('p' || i)::uuid, n.name,
       (array['beginner', 'intermediate', 'advanced', 'professional'])[1 + i % 4],
       (array['center', 'vitosha', 'mladost', 'lozenets', 'boyana'])[1 + i % 5],
       -- 'afternoons' is rare (1 %): a filter by it finds its players through the index.
       case when i % 100 = 0 then array['afternoons']
            else (array[array['mornings', 'weekends'], array['evenings', 'evenings']])[1 + i % 2:1 + i % 2][1:2] end,
       repeat('Играя тенис и търся партньор. ', 1 + i % 5), i % 97, i % 53
     from generate_series(1, $1::int) i
     cross join lateral (select (array['Мария', 'Georgi', 'Елена', 'Ivan', 'Петър', 'Anna'])[1 + i % 6]
       || ' ' || (array['Петрова', 'Dimitrov', 'Николова', 'Todorov', 'Стоянова', 'Kolev', 'Иванов'])[1 + i % 7]
       || ' ' || i as name) n`,
    [PLAYERS],
  );
  await db.query(
    `insert into users (id, email, password_hash, email_confirmed_at)
     select id, 'u' || row_number() over () || '@example.com', 'x',
       case when row_number() over () % 50 <> 0 then now() end
     from profiles`,
  );
  const [conversation] = await db.query<{ id: string }>(
    `insert into conversations (participant1_id, participant2_id, last_seq)
     values (md5('p1')::uuid, md5('p2')::uuid, $1) returning id`,
    [MESSAGES],
  );
  conversationId = conversation?.id as string;
  await db.query(
    `insert into conversations (participant1_id, participant2_id, last_seq)
     select md5('p' || i)::uuid, md5('p' || (i + 1))::uuid, 10 from generate_series(3, 400, 2) i`,
  );
  await db.query(
    `insert into conversation_participants (conversation_id, profile_id)
     select id, unnest(array[participant1_id, participant2_id]) from conversations`,
  );
  await db.query(
    `insert into messages (conversation_id, seq, sender_id, content)
     select c.id, s, c.participant1_id, 'message number ' || s
     from conversations c cross join generate_series(1, c.last_seq) s`,
  );
  // VACUUM, not only ANALYZE: rows inserted in bulk wait in the GIN index's pending list, which
  // the planner prices in, and with it the trigram index loses to scanning every listed row.
  await db.exec('vacuum analyze');
}, 60_000);

afterAll(() => t.drop());

async function scans(run: Parameters<typeof captureQueries>[0], which: 'page' | 'count') {
  const queries = await listStatements(run);
  const query = queries.find((q) => q.sql.includes('count(*)') === (which === 'count'));
  if (!query) throw new Error(`no ${which} query`);
  return scansOf((await explain(t.db, query)).plan);
}

/** The rows of profiles a plan read: those it kept and those its filters removed. */
function profileRowsRead(plan: PlanNode): number {
  return planNodes(plan)
    .filter((node) => node['Relation Name'] === 'profiles')
    .reduce((sum, node) => {
      const kept = Number(node['Actual Rows'] ?? 0);
      const removed = Number(node['Rows Removed by Filter'] ?? 0);
      return sum + (kept + removed) * Number(node['Actual Loops'] ?? 1);
    }, 0);
}

describe('query plans of the lists', () => {
  it('finds players by name through the trigram index', async () => {
    const byName = (db: Parameters<typeof playersPageJson>[0]) =>
      playersPageJson(db, { q: '1234' } as PlayersQuery);
    // The total counts every match: the trigram index finds them.
    const counted = await scans(byName, 'count');
    expect(counted).toContain('Bitmap Index Scan profiles_search_name_trgm');
    expect(counted).not.toContain('Seq Scan on profiles');
    // A page needs only the first 25 matches: walking the order index (what PostgreSQL does at
    // 100,000 rows for a common name part) or the trigram index, never the whole table.
    const page = await scans(byName, 'page');
    expect(
      page.some((s) => /profiles_search_name_trgm|profiles_listed_order on profiles/.test(s)),
    ).toBe(true);
    expect(page).not.toContain('Seq Scan on profiles');
  });

  it('tests a common name part in the order index, reading only the rows of its page', async () => {
    // Three surnames of seven end in 'ova': the page walks the list's order, testing the folded
    // names kept in the index (migration 0025), and fetches the 25 rows it keeps.
    const [, pageAlone] = await listStatements((db) =>
      playersPageJson(db, { q: 'ова' } as PlayersQuery),
    );
    if (!pageAlone) throw new Error('no page query');
    const page = await explain(t.db, pageAlone, { analyze: true });
    expect(profileRowsRead(page.plan)).toBeLessThanOrEqual(PAGE_SIZE * 5);
    const used = scansOf(page.plan);
    expect(used).toContain('Index Only Scan profiles_listed_order on profiles');
    expect(used).toContain('Index Scan profiles_pkey on profiles');
    expect(used).not.toContain('Seq Scan on profiles');
  });

  it('finds a full name through the edges of its words, in either alphabet', async () => {
    // Migration 0028: a word ending in 'maria' and one beginning with 'petrova'; both sides in
    // one Latin form ('petrova' finds 'Петрова', 'Тодоров' finds 'Todorov').
    for (const q of ['мария петрова 4', 'maria petrova 4', 'Ivan Тодоров 3', 'petrova 12']) {
      const counted = await scans((db) => playersPageJson(db, { q } as PlayersQuery), 'count');
      expect(counted).toContain('Bitmap Index Scan profiles_name_edges');
      expect(counted).not.toContain('Seq Scan on profiles');
    }
  });

  it('reads a keyset page of players in index order', async () => {
    const cursor = [40, 'ffffffff-ffff-ffff-ffff-ffffffffffff'] as const;
    for (const query of [{}, { cursor }] as PlayersQuery[]) {
      const used = await scans((db) => playersPageJson(db, query), 'page');
      expect(used).toContain('Index Scan profiles_listed_order on profiles');
      expect(used).not.toContain('Seq Scan on profiles');
    }
  });

  it('keeps one plan for a page whose only values are a cursor and a viewer', async () => {
    // Decision 030: such statements run on a generic plan, made without their values; it must
    // still walk the list's order, and the count still stop near its cap.
    const cursor = [40, 'ffffffff-ffff-ffff-ffff-ffffffffffff'] as const;
    const viewer = md5Uuid('p7');
    const cases: [PlayersQuery, string | null][] = [
      [{ cursor } as PlayersQuery, null],
      [{} as PlayersQuery, viewer],
      [{ level: 'advanced', cursor } as PlayersQuery, viewer],
    ];
    for (const [query, viewerId] of cases) {
      const [counted, pageAlone] = await listStatements((db) =>
        playersPageJson(db, query, viewerId),
      );
      if (!counted || !pageAlone) throw new Error('no statements');
      expect(isGenericPlanned(counted.sql) && isGenericPlanned(pageAlone.sql)).toBe(true);
      const page = await explain(t.db, pageAlone, { analyze: true });
      expect(scansOf(page.plan).some((s) => /profiles_(listed_order|level) on/.test(s))).toBe(true);
      expect(profileRowsRead(page.plan)).toBeLessThanOrEqual(PAGE_SIZE * 5);
      const count = await explain(t.db, counted, { analyze: true });
      expect(profileRowsRead(count.plan)).toBeLessThanOrEqual(LIST_TOTAL_EXACT_UP_TO * 1.5);
    }
    // A rating range changes the best plan: planned with its values.
    const ranged = await listStatements((db) =>
      playersPageJson(db, { ratingMin: 1500 } as PlayersQuery, viewer),
    );
    expect(ranged.some((statement) => isGenericPlanned(statement.sql))).toBe(false);
    // So does a name, for its matches and total; past the cap, its page walks the list's order
    // whatever the name, on a kept plan.
    const [matches, commonName] = await listStatements((db) =>
      playersPageJson(db, { q: 'ова' } as PlayersQuery, viewer),
    );
    expect(matches && isGenericPlanned(matches.sql)).toBe(false);
    expect(commonName && isGenericPlanned(commonName.sql)).toBe(true);
    // A full name is looked up by its words' edges whatever it is (migration 0028).
    const [fullName] = await listStatements((db) =>
      playersPageJson(db, { q: 'Мария Петрова 42' } as PlayersQuery, viewer),
    );
    if (!fullName) throw new Error('no statement');
    expect(isGenericPlanned(fullName.sql)).toBe(true);
    expect(scansOf((await explain(t.db, fullName)).plan)).toContain(
      'Bitmap Index Scan profiles_name_edges',
    );
  });

  it('walks a level or a district in list order, reading about a page of players', async () => {
    // Migration 0024: (level | district, games_played desc, id desc). A quarter of the players
    // are at each level and a fifth live in each district: one filter reads its page and no
    // more; both read the district's players until a page of them is at the level (one in four).
    const cases: [PlayersQuery, number][] = [
      [{ level: 'advanced' } as PlayersQuery, PAGE_SIZE + 2],
      [{ district: 'boyana' } as PlayersQuery, PAGE_SIZE + 2],
      [{ level: 'beginner', district: 'mladost' } as PlayersQuery, PAGE_SIZE * 5],
    ];
    for (const [filter, mostRead] of cases) {
      const [pageAlone] = (await listStatements((db) => playersPageJson(db, filter))).filter(
        (q) => !q.sql.includes('count(*)'),
      );
      if (!pageAlone) throw new Error('no page query');
      const explained = await explain(t.db, pageAlone, { analyze: true });
      const used = scansOf(explained.plan);
      expect(used.some((s) => /profiles_(level|district) on profiles/.test(s))).toBe(true);
      expect(profileRowsRead(explained.plan)).toBeLessThanOrEqual(mostRead);
    }
  });

  it('finds players by availability through its index', async () => {
    // Few players match: both the page and the total read them through the GIN index.
    const rare = (db: Parameters<typeof playersPageJson>[0]) =>
      playersPageJson(db, { availability: ['afternoons'] } as PlayersQuery);
    for (const which of ['page', 'count'] as const) {
      const used = await scans(rare, which);
      expect(used).toContain('Bitmap Index Scan profiles_availability');
      expect(used).not.toContain('Seq Scan on profiles');
    }
  });

  it('stops counting a total past its cap, however many match', async () => {
    // Most players match these: the total reads about LIST_TOTAL_EXACT_UP_TO of them (in
    // whatever order is cheapest, a sequential scan included), not all 5,000.
    const broad = [
      {},
      { availability: ['mornings', 'evenings'] },
      { cursor: [40, 'ffffffff-ffff-ffff-ffff-ffffffffffff'] },
    ];
    for (const query of broad) {
      const [count] = (
        await listStatements((db) => playersPageJson(db, query as PlayersQuery))
      ).filter((q) => q.sql.includes('count(*)'));
      if (!count) throw new Error('no count query');
      const explained = await explain(t.db, count, { analyze: true });
      expect(profileRowsRead(explained.plan)).toBeLessThanOrEqual(LIST_TOTAL_EXACT_UP_TO * 1.5);
    }
  });

  it('counts the total without reading every user', async () => {
    // Unconfirmed and suspended accounts are hidden by an anti-join against the partial index
    // of those few; a join with every user cost 285 ms of 300 at 100,000 players.
    for (const query of [{}, { level: 'advanced' }] as PlayersQuery[]) {
      const used = await scans((db) => playersPageJson(db, query), 'count');
      expect(used).toContain('Index Only Scan users_not_shown on users');
      expect(used).not.toContain('Seq Scan on users');
    }
  });

  it('leaves out the players of a viewer’s blocks without reading the whole list', async () => {
    const viewer = '00000000-0000-4000-8000-00000000b10c';
    await t.db.query(`insert into profiles (id, name) values ($1, 'Viewer')`, [viewer]);
    await t.db.query(
      `insert into blocks (blocker_id, blocked_id)
       select $1, id from profiles where id <> $1 order by id limit 30`,
      [viewer],
    );
    await t.db.exec('analyze blocks');
    for (const query of [{}, { q: 'петрова 12' }] as PlayersQuery[]) {
      const used = await scans((db) => playersPageJson(db, query, viewer), 'page');
      expect(
        used.some((s) => /profiles_search_name_trgm|profiles_listed_order on profiles/.test(s)),
      ).toBe(true);
      expect(used).not.toContain('Seq Scan on profiles');
    }
  });

  it("walks the rating index both ways from the viewer for 'closest to my level'", async () => {
    const viewer = md5Uuid('p2');
    const cursor = [120, 'ffffffff-ffff-ffff-ffff-ffffffffffff'] as const;
    for (const query of [{ sort: 'closest' }, { sort: 'closest', cursor }] as PlayersQuery[]) {
      // The viewer's rating is read for real; the page query is only captured.
      const db = capturingQueryable();
      const capture = db.query.bind(db);
      db.query = (sql, params) =>
        sql.includes('select rating_points from profiles')
          ? t.db.query(sql, params)
          : capture(sql, params);
      await playersPageJson(db, query, viewer);
      const page = db.captured.find((q) => q.sql.includes('union all'));
      if (!page) throw new Error('no page query');
      const used = scansOf((await explain(t.db, page)).plan);
      expect(used.filter((s) => s.includes('profiles_rating_points on profiles'))).toHaveLength(2);
      expect(used).not.toContain('Seq Scan on profiles');
    }
  });

  it('reads a narrow rating range through the rating index', async () => {
    // The sample's ratings are 1200, 1500, 1800 and 2100 points, 1,250 players each: none
    // between 1850 and 1950, and the index finds that without reading the list.
    const query = { ratingMin: 1850, ratingMax: 1950, q: undefined } as PlayersQuery;
    const used = await scans((db) => playersPageJson(db, query), 'count');
    expect(used.some((s) => s.includes('profiles_rating_points'))).toBe(true);
    expect(used).not.toContain('Seq Scan on profiles');
  });

  it("reads a page of a conversation's messages through (conversation_id, seq)", async () => {
    for (const beforeSeq of [undefined, 1500]) {
      const used = await scans(
        (db) => listMessages(db, conversationId, { beforeSeq, limit: 50 }),
        'page',
      );
      expect(used.some((s) => s.includes('messages_conversation_id_seq_key on messages'))).toBe(
        true,
      );
      expect(used).not.toContain('Seq Scan on messages');
    }
  });

  it("lists a player's conversations from their participant rows, each by its key", async () => {
    const used = await scans((db) => listConversations(db, PLAYER_WITH_CONVERSATIONS), 'page');
    expect(
      used.some((s) =>
        s.includes('conversation_participants_profile on conversation_participants'),
      ),
    ).toBe(true);
    expect(used).not.toContain('Seq Scan on conversation_participants');
    expect(used).not.toContain('Seq Scan on conversations');
    expect(used).not.toContain('Seq Scan on messages');
  });
});
