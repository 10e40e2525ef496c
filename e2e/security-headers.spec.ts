import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { type Browser, expect, type Page } from '@playwright/test';
import { MAIL_CATEGORIES, UNSUBSCRIBE_PATH } from '#contract/notifications';
import { SAMPLE_PASSWORD, SAMPLE_PLAYERS } from '#server/db-tools/sample-data';
import { createUnsubscribeTokens } from '#server/mail/unsubscribe-tokens';
import { test as base } from './fixtures/base';
import { playerResults } from './fixtures/home';
import { type ServerProcess, serverFixture } from './fixtures/server-process';

/**
 * The app under its Content-Security-Policy (no inline script or style, a style nonce per page)
 * and Permissions-Policy: every page in both languages, signed out and in, without a single
 * violation or console error, and what the policy could break still works: a toast styled by
 * sonner's stylesheet, the dialogs' scroll lock (styles added at run time, with the nonce), the
 * service worker's copies of pages offline. A server of its own: the test sends invitations.
 */
const test = base.extend<object, { headersServer: ServerProcess }>({
  headersServer: [serverFixture, { scope: 'worker', timeout: 60_000 }],
  baseURL: async ({ headersServer }, use) => use(headersServer.url),
});

type Language = 'bg' | 'en';

const WORDS = {
  bg: {
    email: 'Имейл',
    password: 'Парола',
    login: 'Вход',
    accountMenu: 'Меню на профила',
    moreFilters: 'Още филтри',
    connect: 'Свържи се и играй',
    sent: 'Поканата е изпратена!',
    stopMails: 'Спиране на тези имейли',
    mailsStopped: /^Готово:/,
  },
  en: {
    email: 'Email',
    password: 'Password',
    login: 'Login',
    accountMenu: 'Account menu',
    moreFilters: 'More Filters',
    connect: 'Connect & Play',
    sent: 'Connection Request Sent!',
    stopMails: 'Stop these e-mails',
    mailsStopped: /^Done:/,
  },
} as const;

const COURT = '/courts/10000000-0000-0000-0000-000000000001';
const PLAYER = '/players/00000000-0000-0000-0000-000000000004';
const SIGNED_OUT_PAGES = ['/', '/?tab=courts', COURT, PLAYER, '/auth'];
const SIGNED_IN_PAGES = ['/profile', '/messages', '/my/bookings', '/my/matches', '/my/courts'];

/**
 * The link of a notification mail that stops one kind of mail, for a sample player of that
 * language, signed as the server signs it (with the secret it keeps in its data directory).
 */
async function unsubscribeLink(server: ServerProcess, language: Language): Promise<string> {
  const secret = (await readFile(join(server.dataDir, 'jwt-secret'), 'utf8')).trim();
  const player = SAMPLE_PLAYERS.find((sample) => sample.language === language);
  if (!player) throw new Error(`no sample player speaks ${language}`);
  const token = createUnsubscribeTokens(secret).sign(player.id, MAIL_CATEGORIES[0]);
  return `${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(token)}`;
}

/** What the browser refused or complained about on a page, from its first script on. */
class PolicyWatch {
  readonly problems: string[] = [];
  /** Console errors that are no policy's doing (a request that failed offline). */
  expected: RegExp | undefined;

  private constructor(readonly page: Page) {
    page.on('console', (message) => {
      const text = message.text();
      if (this.expected?.test(text) && !/Policy|Refused/i.test(text)) return;
      if (message.type() === 'error' || /Policy|Refused/i.test(text)) {
        this.problems.push(`console ${message.type()}: ${text}`);
      }
    });
    page.on('pageerror', (error) => this.problems.push(`page error: ${error.message}`));
  }

  static async open(browser: Browser, baseURL: string, language: Language, serviceWorker = false) {
    const context = await browser.newContext({
      baseURL,
      locale: language === 'bg' ? 'bg-BG' : 'en-GB',
      serviceWorkers: serviceWorker ? 'allow' : 'block',
    });
    await context.addInitScript((lng) => {
      localStorage.setItem('language', lng);
      const seen: string[] = [];
      (window as unknown as { cspViolations: string[] }).cspViolations = seen;
      document.addEventListener('securitypolicyviolation', (event) =>
        seen.push(`${event.effectiveDirective} blocked ${event.blockedURI} ${event.sample}`),
      );
    }, language);
    return new PolicyWatch(await context.newPage());
  }

  /** Fails on any violation or console error the page has had so far. */
  async expectClean(where: string) {
    const violations = await this.page.evaluate(
      () => (window as unknown as { cspViolations: string[] }).cspViolations,
    );
    expect([...violations, ...this.problems], where).toEqual([]);
  }

  async visit(path: string) {
    const response = await this.page.goto(path);
    expect(response?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
    // The page is the app's, hydrated: its first heading or form shows.
    await expect(this.page.locator('main, [role="main"]').first()).toBeVisible();
    await expect(this.page.getByRole('heading').first()).toBeVisible();
    await this.page.waitForLoadState('networkidle');
    await this.expectClean(path);
  }

  async signIn(email: string, language: Language) {
    const w = WORDS[language];
    await this.page.goto('/auth');
    await this.page.getByLabel(w.email).fill(email);
    await this.page.getByLabel(w.password).fill(SAMPLE_PASSWORD);
    await this.page.getByRole('button', { name: w.login }).click();
    // Signing in hashes the password (argon2): on a loaded machine that outlasts an expect's
    // 5 s, so wait for the page it leads to, within the test's own time, as signedInPage does.
    await this.page.waitForURL((url) => url.pathname === '/');
    await this.page.getByRole('button', { name: w.accountMenu }).waitFor();
    await this.expectClean('signing in');
  }

  close() {
    return this.page.context().close();
  }
}

/** The scroll lock of a modal dialog or menu took: its styles (added with the nonce) apply. */
async function expectScrollLocked(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(() => ({
        locked: document.body.hasAttribute('data-scroll-locked'),
        overflow: getComputedStyle(document.body).overflow,
      })),
    )
    .toEqual({ locked: true, overflow: 'hidden' });
}

for (const language of ['bg', 'en'] as const) {
  const w = WORDS[language];

  test(`every page in ${language} keeps to the policies, signed out and signed in`, async ({
    browser,
    baseURL,
    headersServer,
  }) => {
    test.setTimeout(120_000);
    const watch = await PolicyWatch.open(browser, baseURL ?? '', language);
    for (const path of SIGNED_OUT_PAGES) await watch.visit(path);
    // The app's not-found page is a page: the browser logs its 404 status, nothing else.
    watch.expected = /status of 404/;
    await watch.visit('/no-such-page');
    watch.expected = undefined;
    // The unsubscribe page of the mails, made by the server, styled through its nonce; its
    // button posts the form to the page itself (form-action 'self').
    await watch.page.goto(await unsubscribeLink(headersServer, language));
    const stop = watch.page.getByRole('button', { name: w.stopMails });
    await expect(stop).toBeVisible();
    expect(await stop.evaluate((button) => getComputedStyle(button).color)).toBe(
      'rgb(255, 255, 255)',
    );
    await stop.click();
    await expect(watch.page.getByText(w.mailsStopped)).toBeVisible();
    await watch.expectClean('unsubscribe page');

    await watch.signIn('anna@demo.example.com', language);
    for (const path of SIGNED_IN_PAGES) await watch.visit(path);
    await watch.close();
  });

  test(`in ${language} a dialog, a menu and a toast work under the policy`, async ({
    browser,
    baseURL,
  }) => {
    const watch = await PolicyWatch.open(browser, baseURL ?? '', language);
    const { page } = watch;
    await page.goto('/?tab=courts');
    await page.getByRole('button', { name: w.moreFilters }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectScrollLocked(page);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
    await watch.expectClean('the filters dialog');

    await watch.signIn(
      language === 'bg' ? 'elena@demo.example.com' : 'anna@demo.example.com',
      language,
    );
    await page.getByRole('button', { name: w.accountMenu }).click();
    await expect(page.getByRole('menu')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toBeHidden();

    // An invitation: a toast (sonner's stylesheet, loaded as a file) and the chat dialog.
    await page.goto('/');
    await page.getByRole('button', { name: w.connect }).first().click();
    const toast = page.locator('[data-sonner-toast]').filter({ hasText: w.sent });
    await expect(toast).toBeVisible();
    expect(
      await page
        .locator('[data-sonner-toaster]')
        .first()
        .evaluate((toaster) => getComputedStyle(toaster).position),
    ).toBe('fixed');
    expect(await toast.evaluate((element) => getComputedStyle(element).position)).toBe('absolute');
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectScrollLocked(page);
    await watch.expectClean('the toast and the chat dialog');
    await watch.close();
  });
}

test('the service worker’s copies of pages keep to the policy offline', async ({
  browser,
  baseURL,
}) => {
  const watch = await PolicyWatch.open(browser, baseURL ?? '', 'en', true);
  const { page } = watch;
  await page.goto('/');
  await expect(playerResults(page).getByRole('heading', { name: 'Ivan Todorov' })).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)), {
      timeout: 20_000,
    })
    .toBe(true);
  await page.context().setOffline(true);
  watch.expected = /net::ERR_INTERNET_DISCONNECTED|net::ERR_FAILED|WebSocket connection/;
  // The last copy of the home page, and the app's shell for a page never seen: each with the
  // policy and nonce it was sent with.
  for (const path of ['/', '/?tab=courts']) {
    await page.goto(path);
    await expect(
      page.getByText("You're offline. Showing the data from your last visit."),
    ).toBeVisible();
    await watch.expectClean(`offline ${path}`);
  }
  await page.getByRole('button', { name: WORDS.en.moreFilters }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectScrollLocked(page);
  await watch.expectClean('a dialog offline');
  await page.context().setOffline(false);
  await watch.close();
});

test('the API reference keeps to the same policy, on a phone as on a desktop', async ({
  browser,
  baseURL,
}) => {
  const watch = await PolicyWatch.open(browser, baseURL ?? '', 'en');
  const { page } = watch;
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: 800 });
    const response = await page.goto('/api/docs');
    expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
    // Swagger UI is 1.4 MB of script, then it fetches and renders a 334 KB document: on a
    // loaded two-core machine that is more than the usual five seconds.
    await expect(page.getByRole('heading', { name: /Sofia Tennis API/ })).toBeVisible({
      timeout: 30_000,
    });
    // An operation opened: its parameters, schemas and examples are what the page is for.
    await page.getByRole('button', { name: 'GET /api/courts List courts' }).click();
    await expect(page.getByText('maxDistance').first()).toBeVisible();
    await watch.expectClean(`the API reference at ${width} px`);
  }
  await watch.close();
});
