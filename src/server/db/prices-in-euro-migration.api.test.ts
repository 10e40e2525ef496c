import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAMPLE_COURTS, SAMPLE_PLAYERS } from '#server/db-tools/sample-data';
import { createTestDatabase, type TestDatabase } from '#test/support/test-database';

const MIGRATION = new URL('./migrations/0029_prices_in_euro_cents.sql', import.meta.url);

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(() => t.drop());

describe('the move of prices to euro', () => {
  it('converts each court once at 1.95583 лв a euro, to 10 cents, and each booking notice to the cent', async () => {
    const [first, second, third] = SAMPLE_COURTS;
    const recipient = SAMPLE_PLAYERS[0]?.id;
    // The database as it was before: prices in leva.
    await t.db.exec(`
      alter table courts drop column price_per_hour_cents;
      alter table courts add column price_per_hour numeric(7, 2) not null default 35;
      alter table courts alter column price_per_hour drop default;`);
    await t.db.query(
      `update courts set price_per_hour = case id when $1 then 50 when $2 then 25.5 when $3 then 0
         else price_per_hour end`,
      [first?.id, second?.id, third?.id],
    );
    const inserted = await t.db.query<{ id: string }>(
      `insert into notifications (recipient_id, kind, subject_id, data, created_at)
       values ($1, 'booking_requested', gen_random_uuid(), '{"price": 52.5, "note": null}', now()),
              ($1, 'play_request', gen_random_uuid(), '{}', now())
       returning id`,
      [recipient],
    );

    await t.db.exec(await readFile(MIGRATION, 'utf8'));

    const prices = await t.db.query<{ id: string; cents: number }>(
      'select id, price_per_hour_cents as cents from courts where id = any($1::uuid[])',
      [SAMPLE_COURTS.map((court) => court.id)],
    );
    const centsOf = new Map(prices.map((row) => [row.id, row.cents]));
    // 50 лв = 25.56 €, 25.50 лв = 13.04 €, 35 лв = 17.90 €.
    expect(centsOf.get(first?.id as string)).toBe(2560);
    expect(centsOf.get(second?.id as string)).toBe(1300);
    expect(centsOf.get(third?.id as string)).toBe(0);
    expect(centsOf.get(SAMPLE_COURTS[3]?.id as string)).toBe(1790);
    const notices = await t.db.query<{ kind: string; data: Record<string, unknown> }>(
      'select kind, data from notifications where id = any($1::uuid[]) order by seq',
      [inserted.map((row) => row.id)],
    );
    expect(notices.map((notice) => [notice.kind, notice.data])).toEqual([
      ['booking_requested', { price: 26.84, currency: 'EUR', note: null }],
      ['play_request', {}],
    ]);
  });
});
