import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SqlParams } from '#server/lib/sql-params';
import { createTestDatabase, type TestDatabase } from '#test/support/test-database';
import { searchNameMatches } from './search-text';

/** Migration 0028: the words' edges find exactly the names that hold a text of several words. */
let t: TestDatabase;

const FIRST = ['Мария', 'Ана-Мария', 'Иван', 'Ivan', 'Георги', 'Жана', 'Ю', 'Ли', 'Anna Maria'];
const LAST = ['Петрова', 'Petrov', 'Димитров', 'Щерева', 'Ян', 'Ли', 'Мария-Петрова', 'O'];
const NAMES = FIRST.flatMap((first, i) =>
  LAST.map((last, j) => `${first}${(i + j) % 7 === 0 ? '  ' : ' '}${last}`),
);

beforeAll(async () => {
  t = await createTestDatabase({ seed: false });
  await t.db.query(
    `insert into profiles (id, name)
     select gen_random_uuid(), name from unnest($1::text[]) name`,
    [NAMES],
  );
}, 60_000);

afterAll(() => t.drop());

const idsWhere = async (where: string, params: unknown[]) =>
  (
    await t.db.query<{ id: string }>(
      `select p.id from profiles p where ${where} order by p.id`,
      params,
    )
  ).map((row) => row.id);

const matching = (text: string) => {
  const params = new SqlParams();
  return idsWhere(searchNameMatches('p.search_name', text, params), params.values);
};

const holding = (text: string) => idsWhere('strpos(p.search_name, tennis_fold($1)) > 0', [text]);

/** A piece of a name, or words of the names joined by one or two spaces. */
const texts = fc.oneof(
  fc
    .tuple(fc.constantFrom(...NAMES), fc.nat(), fc.nat())
    .map(([name, a, b]) => name.slice(Math.min(a, b) % name.length, Math.max(a, b) + 1)),
  fc
    .array(fc.constantFrom(...FIRST, ...LAST, 'ария', 'етр', 'ova', 'x', ''), {
      minLength: 2,
      maxLength: 4,
    })
    .chain((words) => fc.constantFrom(' ', '  ').map((space) => words.join(space))),
);

describe('a search of several words', () => {
  it('finds the names that hold the text, by the words’ edges', async () => {
    await fc.assert(
      fc.asyncProperty(texts, async (text) => {
        expect(await matching(text)).toEqual(await holding(text));
      }),
      { numRuns: 300 },
    );
  });

  it('finds a full name written in the other alphabet', async () => {
    const found = await matching('maria petrova');
    expect(found.length).toBeGreaterThan(1);
    expect(found).toEqual(await holding('Мария Петрова'));
  });
});
