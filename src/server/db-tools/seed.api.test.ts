import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PARTNER_REQUEST_TTL_DAYS } from '#contract/constants';
import { partnerRequestsPageSchema } from '#contract/partner-requests';
import { createTestApp, type TestApp } from '#test/support/test-app';
import { SAMPLE_PARTNER_REQUESTS, SAMPLE_PLAYERS } from './sample-data';
import { seedSampleData } from './seed';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function board() {
  const response = await t.app.inject({ method: 'GET', url: '/api/partner-requests' });
  expect(response.statusCode, response.body).toBe(200);
  return partnerRequestsPageSchema.parse(response.json());
}

describe('the sample partner requests', () => {
  it('are open on the board, newest first, each for its fourteen days from its posting', async () => {
    const page = await board();
    const newestFirst = [...SAMPLE_PARTNER_REQUESTS].sort((a, b) => a.hoursAgo - b.hoursAgo);
    expect(page.items.map((r) => r.id)).toEqual(newestFirst.map((r) => r.id));
    for (const [i, request] of page.items.entries()) {
      const sample = newestFirst[i];
      const author = SAMPLE_PLAYERS.find((player) => player.id === sample?.authorId);
      expect(request).toMatchObject({
        author: { id: author?.id, name: author?.name },
        level: sample?.level,
        district: sample?.district,
        preferredTime: sample?.preferredTime,
        message: sample?.message,
        status: 'open',
      });
      const postedHoursAgo = (Date.now() - Date.parse(request.createdAt)) / 3_600_000;
      expect(postedHoursAgo).toBeGreaterThanOrEqual(sample?.hoursAgo ?? 0);
      expect(postedHoursAgo).toBeLessThan((sample?.hoursAgo ?? 0) + 1);
      expect(Date.parse(request.expiresAt) - Date.parse(request.createdAt)).toBe(
        PARTNER_REQUEST_TTL_DAYS * 86_400_000,
      );
    }
  });

  it('are added to a database seeded by the version before them, once', async () => {
    await t.database.db.query('delete from partner_requests');
    await t.database.db.query("update app_meta set value = 'sample-v6' where key = 'seed'");
    expect(await seedSampleData(t.database.db)).toBe(true);
    expect(await seedSampleData(t.database.db)).toBe(false);
    expect((await board()).items).toHaveLength(SAMPLE_PARTNER_REQUESTS.length);
  });
});
