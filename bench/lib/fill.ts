import { courtAvailability } from '../../src/contract/court-availability';
import type { OpeningHours } from '../../src/contract/courts';
import { DISTRICT_CENTRES } from '../../src/contract/districts';
import { AMENITIES, AVAILABILITY, DISTRICTS, SURFACES } from '../../src/contract/enums';
import type { Queryable } from '../../src/server/db/db';

/**
 * Plausible, varied, deterministic data written with set-based SQL (generate_series), never a
 * loop of single inserts. Ids are md5-derived so two runs produce the same rows.
 */

const FIRST_BG =
  'Мария Георги Елена Иван Десислава Николай Петър Александра Димитър Виктория Стефан Анна Христо Радослав Цветелина Борис Йордан Кристина Тодор Галина'.split(
    ' ',
  );
const LAST_BG =
  'Петрова Димитров Николова Тодоров Стоянова Георгиев Иванов Костова Попов Христова Ангелов Маринова Колев Василева Йорданов Петков Илиева Стефанов Добрева Кирилов'.split(
    ' ',
  );
const FIRST_EN =
  'Maria Georgi Elena Ivan Peter Alexandra Dimitar Victoria Stefan Anna Hristo Boris Kristina Todor Martin Simona Nikola Yana Kaloyan Teodora'.split(
    ' ',
  );
const LAST_EN =
  'Petrova Dimitrov Nikolova Todorov Stoyanova Georgiev Ivanov Kostova Popov Hristova Angelov Marinova Kolev Vasileva Yordanov Petkov Ilieva Stefanov Dobreva Kirilov'.split(
    ' ',
  );
const PLACES = [
  ['Витоша', 'Vitosha'],
  ['Лозенец', 'Lozenets'],
  ['Младост', 'Mladost'],
  ['Изгрев', 'Izgrev'],
  ['Борово', 'Borovo'],
  ['Драгалевци', 'Dragalevtsi'],
  ['Бояна', 'Boyana'],
  ['Овча купел', 'Ovcha Kupel'],
  ['Студентски град', 'Studentski Grad'],
  ['Красно село', 'Krasno Selo'],
  ['Южен парк', 'South Park'],
  ['Борисова градина', 'Borisova Garden'],
];
const KINDS = [
  ['Тенис клуб', 'Tennis Club'],
  ['Тенис център', 'Tennis Centre'],
  ['Кортове', 'Courts'],
  ['Тенис комплекс', 'Tennis Complex'],
];

const week = (open: string, close: string, weekend?: [string, string]): OpeningHours => ({
  mon: { open, close },
  tue: { open, close },
  wed: { open, close },
  thu: { open, close },
  fri: { open, close },
  ...(weekend
    ? { sat: { open: weekend[0], close: weekend[1] }, sun: { open: weekend[0], close: weekend[1] } }
    : {}),
});
const HOURS: OpeningHours[] = [
  week('07:00', '22:00', ['08:00', '20:00']),
  week('08:00', '21:00'),
  week('14:00', '23:00', ['10:00', '18:00']),
  week('06:30', '11:30', ['09:00', '13:00']),
];

/** A stable pseudo-random integer in [0, n) for row `i` and a salt, computed in SQL. */
const rnd = (i: string, salt: number, n: number) => `abs(hashint4(${i} * 7919 + ${salt}) % ${n})`;

/** `count` rows of a set picked from `values` by a bitmask expression. */
const subset = (valuesParam: string, mask: string) =>
  `array(select v from unnest(${valuesParam}::text[]) with ordinality t(v, n) where (${mask} >> (n::int - 1)) & 1 = 1)`;

export const courtId = (k: string) => `md5('bench-court-' || ${k})::uuid`;
export const playerId = (k: string) => `md5('bench-player-' || ${k})::uuid`;

export async function fillCourts(db: Queryable, count: number): Promise<void> {
  const hours = HOURS.map((h) => ({ hours: h, availability: courtAvailability(h) }));
  await db.query(
    `insert into courts (id, name, name_en, address, postcode, district, surface,
       price_per_hour, rating, total_courts, opening_hours, availability, amenities, lat, lng)
     select ${courtId('i')},
       k.bg || ' ' || pl.bg || ' ' || i, k.en || ' ' || pl.en || ' ' || i,
       'ул. ' || pl.bg || ' ' || (1 + ${rnd('i', 1, 200)}), (1000 + ${rnd('i', 2, 800)})::text,
       d.district, ($2::text[])[1 + ${rnd('i', 3, SURFACES.length)}],
       10 + ${rnd('i', 4, 71)},
       case when ${rnd('i', 5, 10)} = 0 then null else 2.5 + ${rnd('i', 6, 26)} / 10.0 end,
       1 + ${rnd('i', 7, 12)},
       ($3::jsonb -> ${rnd('i', 8, HOURS.length)} -> 'hours'),
       array(select jsonb_array_elements_text($3::jsonb -> ${rnd('i', 8, HOURS.length)} -> 'availability')),
       ${subset('$4', rnd('i', 9, 2 ** AMENITIES.length))},
       d.lat + (${rnd('i', 10, 401)} - 200) / 10000.0, d.lng + (${rnd('i', 11, 401)} - 200) / 10000.0
     from generate_series(1, $1::int) i
     cross join lateral (select ($5::jsonb -> (i % ${DISTRICTS.length})) as j) dj
     cross join lateral (select dj.j ->> 'district' as district, (dj.j ->> 'lat')::float8 as lat,
                                (dj.j ->> 'lng')::float8 as lng) d
     cross join lateral (select $6::jsonb -> (${rnd('i', 12, KINDS.length)}) ->> 0 as bg,
                                $6::jsonb -> (${rnd('i', 12, KINDS.length)}) ->> 1 as en) k
     cross join lateral (select $7::jsonb -> (${rnd('i', 13, PLACES.length)}) ->> 0 as bg,
                                $7::jsonb -> (${rnd('i', 13, PLACES.length)}) ->> 1 as en) pl`,
    [
      count,
      [...SURFACES],
      JSON.stringify(hours),
      [...AMENITIES],
      JSON.stringify(DISTRICTS.map((district) => ({ district, ...DISTRICT_CENTRES[district] }))),
      JSON.stringify(KINDS),
      JSON.stringify(PLACES),
    ],
  );
}

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
         (array['сингъл', 'двойки', 'тренировки', 'turnir'])[1 + ${rnd('i', 33, 4)}] || '.' end,
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
     select ${playerId('i')}, 'player' || i || '@bench.example.com', $3,
       case when i % 3 = 0 then 'en' else 'bg' end,
       case when $4::bool or ${rnd('i', 37, 100)} >= 3 then now() end
     from generate_series($1::int, $2::int) i`,
    [from, to, options.passwordHash, options.allConfirmed ?? false],
  );
}

/** Fills in batches so progress shows and no single statement holds millions of rows. */
export async function fillPlayersInBatches(
  db: Queryable,
  options: { count: number; courts: number; passwordHash: string; batch?: number },
): Promise<void> {
  const batch = options.batch ?? 25_000;
  for (let from = 1; from <= options.count; from += batch) {
    await fillPlayers(db, { ...options, from, count: Math.min(batch, options.count - from + 1) });
  }
}

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
      `insert into conversations (id, participant1_id, participant2_id, last_seq, last_message_at,
         participant1_read_seq, participant2_read_seq)
       select ${conversationId('k')}, ${playerId('(2 * k - 1)::text')}, ${playerId('(2 * k)::text')},
         $3::int, case when $3::int > 0 then now() end, $3::int, greatest($3::int - ${rnd('k', 41, 5)}, 0)
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

export const conversationId = (k: string) => `md5('bench-conversation-' || ${k})::uuid`;
