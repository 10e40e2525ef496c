import { expect } from '@playwright/test';
import { WEEKDAYS } from '#contract/enum-values';
import { sofiaDate, sofiaTime, weekdayOf } from '#contract/sofia-time';
import { test } from './fixtures/base';
import { signedInPage } from './fixtures/bookings-test';
import { mailsTo } from './fixtures/mails';
import { removeServer, startServer } from './fixtures/server-process';

/**
 * How long after the server starts its weekly mail falls due, at least (the time is on the
 * minute, so up to a minute more): time to sign in and turn it on on a loaded machine.
 */
const DUE_AFTER_MS = 90_000;

/** `WEEKLY_MAIL_AT` for the first whole minute at least `ms` from now, in Sofia ("sat 21:37"). */
function weeklyMailAtIn(ms: number): string {
  const at = new Date(Math.ceil((Date.now() + ms) / 60_000) * 60_000);
  const weekday = weekdayOf(sofiaDate(at));
  if (!WEEKDAYS.includes(weekday)) throw new Error(`no weekday for ${at.toISOString()}`);
  return `${weekday} ${sofiaTime(at)}`;
}

test('the weekly mail of partners and games arrives once, in Bulgarian, with links that open them', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  // A server whose weekly mail (Monday 08:00 in production) goes out in a minute and a half: the
  // outbox's round, due at its time, as on a Monday.
  const server = await startServer({ WEEKLY_MAIL_AT: weeklyMailAtIn(DUE_AFTER_MS) });
  try {
    const maria = await signedInPage(browser, server.url, 'maria@demo.example.com', 'bg');
    await maria.goto('/profile');
    await maria
      .getByRole('checkbox', { name: 'В понеделник в 08:00: партньорите и игрите за седмицата' })
      .check();
    await expect(maria.getByText('Настройките за известия са запазени')).toBeVisible();

    const weekly = async () =>
      (await mailsTo(server.dataDir, 'maria@demo.example.com')).filter((m) =>
        m.subject.startsWith('Вашата седмица'),
      );
    await expect
      .poll(async () => (await weekly()).length, {
        timeout: DUE_AFTER_MS + 120_000,
        intervals: [1000],
      })
      .toBe(1);
    const [mail] = await weekly();
    expect(mail?.text).toContain('Партньори за тази седмица');
    expect(mail?.text).toContain('Десислава Стоянова: и двамата сте свободни');
    expect(mail?.listUnsubscribe).toMatch(/\/api\/notifications\/unsubscribe\?token=/);
    // Nobody else of the demo players turned it on; and Maria's comes once.
    await maria.waitForTimeout(5000);
    expect(await weekly()).toHaveLength(1);

    // The mail's link opens the proposal on the partners page.
    const link = /(http\S+\/partners#partner-[0-9a-f-]{36})/.exec(mail?.text ?? '')?.[1];
    expect(link).toBeDefined();
    await maria.goto(new URL(link as string).pathname + new URL(link as string).hash);
    await expect(
      maria
        .locator(new URL(link as string).hash)
        .getByRole('button', { name: /^Покани за игра: / }),
    ).toBeVisible();
  } finally {
    await removeServer(server);
  }
});
