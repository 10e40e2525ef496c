import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAMPLE_COURTS } from '#server/db-tools/sample-data';
import { createTestDatabase, type TestDatabase } from '#test/support/test-database';

const MIGRATION = new URL('./migrations/0030_court_facts.sql', import.meta.url);

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(() => t.drop());

describe('the court facts', () => {
  it('moves "indoor" from the surfaces to the setting, and cleans up the amenities', async () => {
    const [hall, club, other] = SAMPLE_COURTS.map((court) => court.id);
    // The database as it was before: "indoor" a surface, the vague amenities, no setting.
    await t.db.exec(`
      alter table courts drop constraint courts_surface_check;
      alter table courts drop constraint courts_winter_cover_complete;
      alter table courts drop column setting, drop column winter_cover,
        drop column cover_from_month, drop column cover_to_month, drop column floodlights,
        drop column heated;
      alter table courts add constraint courts_surface_check
        check (surface in ('clay', 'hard', 'grass', 'synthetic', 'indoor'));`);
    await t.db.query(
      `update courts set
         surface = case id when $1 then 'indoor' else surface end,
         amenities = case id
           when $1 then array['premium_courts', 'professional_coaching', 'coaching', 'spa']
           when $2 then array['equipment_rental', 'basic_facilities', 'parking']
           else amenities end
       where id in ($1, $2, $3)`,
      [hall, club, other],
    );
    const [before] = await t.db.query<{ surface: string; amenities: string[] }>(
      'select surface, amenities from courts where id = $1',
      [other],
    );

    await t.db.exec(await readFile(MIGRATION, 'utf8'));

    const rows = await t.db.query<{
      id: string;
      surface: string;
      setting: string;
      amenities: string[];
      floodlights: boolean;
    }>(
      `select id, surface, setting, amenities, floodlights from courts
       where id in ($1, $2, $3)`,
      [hall, club, other],
    );
    const byId = new Map(rows.map((row) => [row.id, row]));
    expect(byId.get(hall as string)).toMatchObject({
      surface: 'hard',
      setting: 'indoor',
      amenities: ['coaching', 'spa'],
      floodlights: false,
    });
    expect(byId.get(club as string)).toMatchObject({
      setting: 'outdoor',
      amenities: ['racket_rental', 'parking'],
    });
    expect(byId.get(other as string)).toMatchObject({ ...before, setting: 'outdoor' });
    await expect(
      t.db.query(`update courts set surface = 'indoor' where id = $1`, [other]),
    ).rejects.toThrow();
    await expect(
      t.db.query(`update courts set setting = 'winter_cover' where id = $1`, [other]),
    ).rejects.toThrow();
  });
});
