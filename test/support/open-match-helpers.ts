import { expect } from 'vitest';
import type { Session } from '#contract/auth';
import { type Notification, notificationsPageSchema } from '#contract/notifications';
import { type OpenMatch, type OpenMatchBody, openMatchSchema } from '#contract/open-matches';
import { call } from './api-fixtures';
import { signedUpUser } from './auth-helpers';
import { createTestApp, type TestApp } from './test-app';
import type { TestClock } from './test-clock';
import { startTestSmtp } from './test-smtp';

/**
 * A test app whose mails reach a test SMTP server and whose outbox sends only when a test drains
 * it, with four players who read their mails in two languages: Ана and Дан in Bulgarian, Bob and
 * Eva in English.
 */
export async function mailingTestAppWithPlayers(clock: TestClock) {
  const smtp = await startTestSmtp();
  const t = await createTestApp({
    clock,
    smtp,
    seed: false,
    accessTokenTtlSeconds: 900 * 86_400,
    outbox: { autoStart: false },
  });
  const players = {
    ana: await signedUpUser(t, 'ana@example.com', 'Ана', 'bg'),
    bob: await signedUpUser(t, 'bob@example.com', 'Bob', 'en'),
    dan: await signedUpUser(t, 'dan@example.com', 'Дан', 'bg'),
    eva: await signedUpUser(t, 'eva@example.com', 'Eva', 'en'),
  };
  return {
    smtp,
    t,
    players,
    /** Before each test: what is due sent, every mail and notification so far forgotten. */
    async forgetEarlierNews() {
      await t.app.outbox.drain();
      smtp.received.length = 0;
      await t.database.db.query('update notifications set read_at = now()');
    },
    async close() {
      await t.close();
      await smtp.close();
    },
  };
}

/**
 * The steps open match tests share, on the test app `app()` answers (made in a beforeAll):
 * games on days of their own, posting them, reading one's new notifications, the reminders.
 */
export function openMatchTestKit(app: () => TestApp) {
  let nextDay = 1;
  return {
    /** A game on a day of its own, so that no two of a file's games overlap for their players. */
    freshGame(extra: Partial<OpenMatchBody> = {}): OpenMatchBody {
      nextDay += 1;
      return {
        format: 'doubles',
        date: `2026-05-${String(nextDay).padStart(2, '0')}`,
        startTime: '18:00',
        durationHours: 1.5,
        district: 'lozenets',
        ...extra,
      };
    },

    async posted(body: OpenMatchBody, session: Session): Promise<OpenMatch> {
      const response = await call(app(), 'POST', '/api/open-matches', session, body);
      expect(response.statusCode, response.body).toBe(201);
      return openMatchSchema.parse(response.json());
    },

    /** The notifications `session` has not read yet, oldest first; reading marks them read. */
    async unread(session: Session): Promise<Notification[]> {
      const response = await call(app(), 'GET', '/api/notifications', session);
      expect(response.statusCode, response.body).toBe(200);
      const items = notificationsPageSchema
        .parse(response.json())
        .items.filter((item) => !item.readAt)
        .reverse();
      await call(app(), 'POST', '/api/notifications/read', session, { all: true });
      return items;
    },

    /** The game's reminder jobs in the outbox, by due time. */
    reminderJobs(gameId: string) {
      return app().database.db.query<{ due_at: Date; state: string; outcome: string | null }>(
        `select due_at, state, outcome from outbox
         where kind = 'open_match_reminder' and payload->>'gameId' = $1 order by due_at`,
        [gameId],
      );
    },
  };
}
