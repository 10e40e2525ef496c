import { AVAILABILITY, DISTRICTS } from '#contract/enums';
import type { Queryable } from '#server/db/db';
import { courtId, playerId } from './ids';
import { FEMALE_FIRST_NAMES, feminineSurname, MALE_FIRST_NAMES, SURNAMES } from './sofia-names';
import { rnd, skewedIndex, subset } from './sql-random';

/**
 * `count` players, each a confirmed account (97 %; the rest unconfirmed, so hidden) with a
 * profile: half with Cyrillic names, half Latin, women and men, common names often and rare ones
 * seldom (a name's share falls with its rank, as a city's do: about one woman in twenty is
 * Мария, one player in thirty an Иванов or Иванова); levels, districts, availability, preferred
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
  // Cyrillic women, Cyrillic men, Latin women, Latin men: $3…$6 their first names, $7…$10
  // their surnames.
  const style = `((i % 2) * 2 + ${rnd('i', 38, 2)})`;
  const pick = (from: number, index: string) =>
    `(case ${style} when 0 then $${from}::text[] when 1 then $${from + 1}::text[]
       when 2 then $${from + 2}::text[] else $${from + 3}::text[] end)[${index}]`;
  const firstName = pick(
    3,
    skewedIndex('i', 21, Math.min(FEMALE_FIRST_NAMES.length, MALE_FIRST_NAMES.length), 10),
  );
  const surname = pick(7, skewedIndex('i', 22, SURNAMES.length, 15));
  const games = `case when ${rnd('i', 23, 5)} = 0 then 0 else ${rnd('i', 24, 300)} end`;
  await db.query(
    `insert into profiles (id, name, skill_level, district, availability,
       preferred_court_ids, listed, bio, phone, wins, losses, created_at)
     select ${playerId('i')},
       ${firstName} || ' ' || ${surname},
       case when ${rnd('i', 25, 100)} < 35 then 'beginner' when ${rnd('i', 25, 100)} < 70 then 'intermediate'
            when ${rnd('i', 25, 100)} < 92 then 'advanced' else 'professional' end,
       case when ${rnd('i', 26, 10)} = 0 then null else ($11::text[])[1 + ${rnd('i', 27, DISTRICTS.length)}] end,
       ${subset('$12', `(1 + ${rnd('i', 28, 15)})`)},
       array(select ${courtId('(1 + abs(hashint4(i * 31 + c) % $13::int))::text')}
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
      FEMALE_FIRST_NAMES.map(([bg]) => bg),
      MALE_FIRST_NAMES.map(([bg]) => bg),
      FEMALE_FIRST_NAMES.map(([, en]) => en),
      MALE_FIRST_NAMES.map(([, en]) => en),
      SURNAMES.map(([bg]) => feminineSurname(bg)),
      SURNAMES.map(([bg]) => bg),
      SURNAMES.map(([, en]) => feminineSurname(en)),
      SURNAMES.map(([, en]) => en),
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
