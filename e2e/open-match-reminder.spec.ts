import { expect } from '@playwright/test';
import { addDays, sofiaDate, sofiaInstant } from '#contract/sofia-time';
import { test } from './fixtures/base';
import { SAMPLE_PASSWORD, signedInPage } from './fixtures/bookings-test';
import { mailsTo } from './fixtures/mails';
import { removeServer, startServer } from './fixtures/server-process';

/** How long after the game is posted its reminder falls due: time to start a server and post. */
const REMINDER_DUE_AFTER_S = 75;

/** The first start on a half hour at least ten minutes ahead whose hour ends by midnight. */
function nextStart(now: Date): { date: string; startTime: string; at: Date } {
  const today = sofiaDate(now);
  for (const date of [today, addDays(today, 1)]) {
    for (let minute = 0; minute + 60 <= 24 * 60; minute += 30) {
      const startTime = `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
      const at = sofiaInstant(date, startTime);
      if (at.getTime() - now.getTime() >= 10 * 60_000) return { date, startTime, at };
    }
  }
  throw new Error('no start within two days');
}

test('the reminder mail reaches both players before the start, and a cancellation tells them', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  // A server whose reminder lead ends a little after this test posts the game: the reminder is
  // the outbox's own job, due at its time, sent as it is for a game two hours away.
  const start = nextStart(new Date());
  const leadSeconds = Math.floor((start.at.getTime() - Date.now()) / 1000) - REMINDER_DUE_AFTER_S;
  const server = await startServer({ OPEN_MATCH_REMINDER_SECONDS: String(leadSeconds) });
  try {
    const request = (await browser.newContext()).request;
    const signIn = await request.post(`${server.url}/api/auth/sign-in`, {
      data: { email: 'maria@demo.example.com', password: SAMPLE_PASSWORD },
    });
    const { access_token } = (await signIn.json()) as { access_token: string };
    const posted = await request.post(`${server.url}/api/open-matches`, {
      headers: { authorization: `Bearer ${access_token}` },
      data: {
        format: 'singles',
        date: start.date,
        startTime: start.startTime,
        durationHours: 1,
        district: 'lozenets',
      },
    });
    expect(posted.status(), await posted.text()).toBe(201);
    const game = (await posted.json()) as { id: string };

    // Elena (a beginner, within Maria's welcome) joins from the game's page, in Bulgarian.
    const elena = await signedInPage(browser, server.url, 'elena@demo.example.com', 'bg');
    await elena.goto(`/open-matches/${game.id}`);
    await elena.getByRole('button', { name: 'Включи се' }).click();
    await expect(elena.getByText('Включихте се: мястото е ваше')).toBeVisible();

    // The reminder's mail, to each player holding a spot, in their language.
    const reminder = new RegExp(
      `^(Напомняне: играта ви в|Reminder: your game at) ${start.startTime} `,
    );
    for (const email of ['maria@demo.example.com', 'elena@demo.example.com']) {
      await expect
        .poll(
          async () =>
            (await mailsTo(server.dataDir, email)).filter((m) => reminder.test(m.subject)).length,
          { timeout: (REMINDER_DUE_AFTER_S + 60) * 1000, intervals: [1000] },
        )
        .toBe(1);
    }
    const [elenasReminder] = (await mailsTo(server.dataDir, 'elena@demo.example.com')).filter((m) =>
      reminder.test(m.subject),
    );
    expect(elenasReminder?.text).toContain(`/open-matches/${game.id}`);

    // Maria calls it off from the game's page, in English: Elena's page says so at once, and
    // she is mailed.
    const maria = await signedInPage(browser, server.url, 'maria@demo.example.com', 'en');
    await maria.goto(`/open-matches/${game.id}`);
    await maria.getByRole('button', { name: 'Cancel the game' }).click();
    await expect(maria.getByText('Cancelled', { exact: true })).toBeVisible();
    await expect(elena.getByText('Отменена', { exact: true })).toBeVisible();
    const cancelled = /^(Играта е отменена|Game cancelled): /;
    await expect
      .poll(
        async () =>
          (await mailsTo(server.dataDir, 'elena@demo.example.com')).filter((m) =>
            cancelled.test(m.subject),
          ).length,
        { timeout: 30_000 },
      )
      .toBe(1);
    await maria.context().close();
    await elena.context().close();
  } finally {
    await removeServer(server);
  }
});
