import { readFile } from 'node:fs/promises';
import { type APIRequestContext, type Browser, expect, type Page } from '@playwright/test';
import { addDays, sofiaDate } from '#contract/sofia-time';
import { test as base } from './fixtures/base';
import { SAMPLE_PASSWORD, signedInPage } from './fixtures/bookings-test';
import { mailsTo } from './fixtures/mails';
import { removeServer, type ServerProcess, startServer } from './fixtures/server-process';

/**
 * Every free-text field holds script and HTML; every place that shows it (pages, mails, the
 * calendar file) must show it as text: nothing runs, nothing renders as markup.
 */

// Each payload sets window.__xss if it ever runs; <b> shows whether it rendered as markup.
const ONE_LINE = '<img src=x onerror=window.__xss=1><b>bold</b>';
const MULTI_LINE =
  '<script>window.__xss=1</script>\n<img src=x onerror=window.__xss=1>\nBEGIN:VALARM';
const NAME = `Eve ${ONE_LINE}`;
const COURT_NAME = `Court ${ONE_LINE}`;

const PLAYER = 'nikolay@demo.example.com';
const OWNER = 'anna@demo.example.com';
const ADMIN = 'admin@demo.example.com';

const test = base.extend<object, { hostileServer: ServerProcess }>({
  hostileServer: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright requires a destructuring pattern
    async ({}, use) => {
      // The unread-message mail goes at once, so this test can read it.
      const server = await startServer({ MESSAGE_MAIL_DELAY_SECONDS: '0' });
      await use(server);
      await removeServer(server);
    },
    { scope: 'worker', timeout: 60_000 },
  ],
  baseURL: async ({ hostileServer }, use) => use(hostileServer.url),
});

async function api(request: APIRequestContext, baseURL: string, email: string) {
  const signIn = await request.post(`${baseURL}/api/auth/sign-in`, {
    data: { email, password: SAMPLE_PASSWORD },
  });
  expect(signIn.ok()).toBe(true);
  const { access_token, user } = (await signIn.json()) as {
    access_token: string;
    user: { id: string };
  };
  const headers = { authorization: `Bearer ${access_token}` };
  return {
    id: user.id,
    headers,
    async send(method: 'POST' | 'PUT', path: string, data: unknown, status: number) {
      const response = await request.fetch(`${baseURL}${path}`, { method, headers, data });
      expect(response.status(), `${method} ${path}: ${await response.text()}`).toBe(status);
      return response.json() as Promise<{ id: string }>;
    },
  };
}

/** Counts what ran or rendered as markup; the payload's text must be on the page as text. */
async function expectShownAsText(page: Page, texts: string[], where: string) {
  for (const text of texts) {
    await expect(page.locator('body'), where).toContainText(text);
  }
  const markup = await page.evaluate(() => ({
    ran: (window as { __xss?: number }).__xss ?? 0,
    handlers: document.querySelectorAll('[onerror]').length,
    images: document.querySelectorAll('img[src="x"]').length,
    bold: [...document.querySelectorAll('b')].filter((b) => b.textContent === 'bold').length,
    scripts: [...document.scripts].filter((s) => s.textContent?.includes('__xss=1') && !s.type)
      .length,
  }));
  expect(markup, where).toEqual({ ran: 0, handlers: 0, images: 0, bold: 0, scripts: 0 });
}

/** A mail's HTML part, opened as a page with scripts on: nothing in it runs or renders. */
async function expectMailShowsText(browser: Browser, html: string, texts: string[], where: string) {
  const page = await browser.newPage();
  await page.setContent(html);
  await expectShownAsText(page, texts, where);
  await page.close();
}

test('script and HTML typed into every free-text field show as text in pages, mails and the calendar file', async ({
  browser,
  baseURL,
  request,
  hostileServer,
}) => {
  test.setTimeout(180_000);
  const base = baseURL as string;
  const player = await api(request, base, PLAYER);
  const owner = await api(request, base, OWNER);

  await player.send('PUT', '/api/profile', { name: NAME, bio: MULTI_LINE, listed: true }, 200);
  const allWeek = Object.fromEntries(
    ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'].map((day) => [
      day,
      { open: '08:00', close: '22:00' },
    ]),
  );
  const court = await owner.send(
    'POST',
    '/api/courts',
    {
      name: COURT_NAME,
      address: ONE_LINE,
      postcode: '1000',
      district: 'mladost',
      surface: 'clay',
      pricePerHour: 20,
      totalCourts: 1,
      openingHours: allWeek,
    },
    201,
  );
  const booking = await player.send(
    'POST',
    '/api/bookings',
    {
      courtId: court.id,
      date: addDays(sofiaDate(new Date()), 3),
      startTime: '10:00',
      durationHours: 1,
      note: MULTI_LINE,
    },
    201,
  );
  await player.send(
    'POST',
    '/api/partner-requests',
    { level: 'intermediate', district: 'mladost', preferredTime: ONE_LINE, message: MULTI_LINE },
    201,
  );
  const conversation = await player.send('POST', '/api/conversations', { userId: owner.id }, 200);
  await player.send(
    'POST',
    `/api/conversations/${conversation.id}/messages`,
    { content: MULTI_LINE },
    201,
  );
  await owner.send(
    'POST',
    '/api/reports',
    { kind: 'profile', targetId: player.id, reason: 'fake', note: MULTI_LINE },
    201,
  );
  const courts = await request.get(`${base}/api/courts?q=krasno`);
  const unowned = ((await courts.json()) as { items: { id: string }[] }).items[0];
  await player.send('POST', `/api/courts/${unowned?.id}/claims`, { message: MULTI_LINE }, 201);

  const lines = MULTI_LINE.split('\n');

  // The owner's pages.
  const ownerPage = await signedInPage(browser, base, OWNER, 'en');
  await ownerPage.goto('/?tab=players&q=Eve');
  await expectShownAsText(ownerPage, [NAME], 'players list');
  await ownerPage.goto(`/players/${player.id}`);
  await expectShownAsText(ownerPage, [NAME, ...lines], 'player page');
  await ownerPage.goto('/');
  await expectShownAsText(ownerPage, [NAME, ONE_LINE, ...lines], 'partner board');
  await ownerPage.goto(`/courts/${court.id}`);
  await expectShownAsText(ownerPage, [COURT_NAME, ONE_LINE], 'court page');
  await ownerPage.goto('/my/courts');
  await expectShownAsText(ownerPage, [COURT_NAME, NAME, ...lines], 'booking requests');
  await ownerPage.getByRole('button', { name: 'Notifications' }).click();
  await expectShownAsText(ownerPage, [NAME], 'notifications');
  await ownerPage.keyboard.press('Escape');
  await ownerPage.goto('/messages');
  await ownerPage.getByRole('button', { name: `Open the chat with ${NAME}` }).click();
  await expectShownAsText(ownerPage, [NAME, ...lines], 'chat');

  // The administrator's claims and reports pages.
  const adminPage = await signedInPage(browser, base, ADMIN, 'en');
  await adminPage.goto('/admin/claims');
  await expectShownAsText(adminPage, [NAME, ...lines], 'claims page');
  await adminPage.goto('/admin/reports');
  await expectShownAsText(adminPage, [NAME, ...lines], 'reports page');

  // The player's bookings and the calendar file.
  const playerPage = await signedInPage(browser, base, PLAYER, 'en');
  await playerPage.goto('/my/bookings');
  await expectShownAsText(playerPage, [COURT_NAME, ...lines], 'my bookings');
  const download = playerPage.waitForEvent('download');
  await playerPage.getByRole('button', { name: 'Add to calendar (.ics)' }).click();
  const ics = await readFile(await (await download).path(), 'utf8');
  // A line break in a note is the two characters \n, so the note's last line never becomes
  // a line of its own (a component or property the calendar would read).
  expect(ics.split('\r\n')).not.toContain('BEGIN:VALARM');
  expect(ics.replace(/\r\n[ \t]/g, '')).toContain(
    `<img src=x onerror=window.__xss=1>\\nBEGIN:VALARM`,
  );

  // The mails: the booking request and the unread message to the owner.
  await expect
    .poll(async () => (await mailsTo(hostileServer.dataDir, OWNER)).length, { timeout: 20_000 })
    .toBeGreaterThanOrEqual(2);
  const ownerMails = await mailsTo(hostileServer.dataDir, OWNER);
  for (const mail of ownerMails) {
    expect(mail.html, mail.subject).toBeTruthy();
    await expectMailShowsText(browser, mail.html ?? '', [NAME], `mail "${mail.subject}"`);
  }
  const messageMail = ownerMails.find((mail) => mail.text.includes(lines[0] ?? ''));
  expect(messageMail, 'the unread-message mail quotes the message').toBeDefined();
  if (messageMail) {
    await expectMailShowsText(browser, messageMail.html ?? '', lines, 'the unread-message mail');
  }

  // The answer to the player names the owner's court.
  await owner.send('POST', `/api/bookings/${booking.id}/accept`, {}, 200);
  await expect
    .poll(async () => (await mailsTo(hostileServer.dataDir, PLAYER)).length, { timeout: 20_000 })
    .toBeGreaterThanOrEqual(1);
  for (const mail of await mailsTo(hostileServer.dataDir, PLAYER)) {
    await expectMailShowsText(browser, mail.html ?? '', [COURT_NAME], `mail "${mail.subject}"`);
  }
});
