import { AVAILABILITY, DISTRICTS } from '../../../contract/enums';
import type { Queryable } from '../db';
import { courtId, playerId } from './ids';
import { FIRST_BG, FIRST_EN, LAST_BG, LAST_EN } from './sofia-names';
import { rnd, subset } from './sql-random';

/**
 * `count` players, each a confirmed account (97 %; the rest unconfirmed, so hidden) with a
 * profile: half with Cyrillic names, half Latin; levels, districts, availability, preferred
 * courts (of `courts` courts), stats and bios all varied. Rows `from`…`from + count - 1`.
 */
export async function fillPlayers(
  db: Queryable,
  options: {
    count: number;
    from?: number;
    courts: number;
    passwordHash: string;
    allConfirmed?: boolean;
  },
): Promise<void> {
  const from = options.from ?? 1;
  const to = from + options.count - 1;
  const first = `case when i % 2 = 0 then ($3::text[]) else ($5::text[]) end`;
  const last = `case when i % 2 = 0 then ($4::text[]) else ($6::text[]) end`;
  const fi = `1 + ${rnd('i', 21, 20)}`;
  const li = `1 + ${rnd('i', 22, 20)}`;
  const games = `case when ${rnd('i', 23, 5)} = 0 then 0 else ${rnd('i', 24, 300)} end`;
  await db.query(
    `insert into profiles (id, name, skill_level, district, availability,
       preferred_court_ids, listed, bio, phone, wins, losses, created_at)
     select ${playerId('i')},
       (${first})[${fi}] || ' ' || (${last})[${li}],
       case when ${rnd('i', 25, 100)} < 35 then 'beginner' when ${rnd('i', 25, 100)} < 70 then 'intermediate'
            when ${rnd('i', 25, 100)} < 92 then 'advanced' else 'professional' end,
       case when ${rnd('i', 26, 10)} = 0 then null else ($7::text[])[1 + ${rnd('i', 27, DISTRICTS.length)}] end,
       ${subset('$8', `(1 + ${rnd('i', 28, 15)})`)},
       array(select ${courtId('(1 + abs(hashint4(i * 31 + c) % $9::int))::text')}
             from generate_series(1, ${rnd('i', 29, 4)}) c),
       ${rnd('i', 30, 20)} <> 0,
       case when ${rnd('i', 31, 10)} < 6 then 'Играя тенис от ' || (2000 + ${rnd('i', 32, 25)}) || ' г. Търся партньор за ' ||
         (array['сингъл', 'двойки', 'тренировки', 'турнир'])[1 + ${rnd('i', 33, 4)}] || '.' end,
       '+359 88 ' || lpad(${rnd('i', 34, 1000000)}::text, 6, '0'),
       ${games} * (30 + ${rnd('i', 35, 50)}) / 100, ${games} - ${games} * (30 + ${rnd('i', 35, 50)}) / 100,
       now() - make_interval(days => ${rnd('i', 36, 1000)})
     from generate_series($1::int, $2::int) i`,
    [
      from,
      to,
      FIRST_BG,
      LAST_BG,
      FIRST_EN,
      LAST_EN,
      [...DISTRICTS],
      [...AVAILABILITY],
      Math.max(1, options.courts),
    ],
  );
  await db.query(
    `insert into users (id, email, password_hash, language, email_confirmed_at)
     select ${playerId('i')}, 'player' || i || '@large-seed.example.com', $3,
       case when i % 3 = 0 then 'en' else 'bg' end,
       case when $4::bool or ${rnd('i', 37, 100)} >= 3 then now() end
     from generate_series($1::int, $2::int) i`,
    [from, to, options.passwordHash, options.allConfirmed ?? false],
  );
}

/** Fills in batches so progress shows and no single statement holds millions of rows. */
export async function fillPlayersInBatches(
  db: Queryable,
  options: {
    count: number;
    courts: number;
    passwordHash: string;
    batch?: number;
    onProgress?: (done: number) => void;
  },
): Promise<void> {
  const batch = options.batch ?? 25_000;
  for (let from = 1; from <= options.count; from += batch) {
    const count = Math.min(batch, options.count - from + 1);
    await fillPlayers(db, { ...options, from, count });
    options.onProgress?.(from + count - 1);
  }
}
