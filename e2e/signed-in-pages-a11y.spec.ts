import type { Page } from '@playwright/test';
import { expect, signedInPage, test } from './fixtures/bookings-test';
import { expectNoAxeFindings } from './fixtures/phone-checks';

async function expectNoRawKeys(page: Page) {
  // biome-ignore lint/performance/useDomNodeTextContent: the visible text is what a person reads
  const text = await page.locator('body').innerText();
  expect(text).not.toContain('⟦missing⟧');
  expect(text.match(/\b[a-z]+(?:_[a-z0-9]+)+\b/g) ?? []).toEqual([]);
}

const PAGES = [
  ['/my/bookings', 'My bookings'],
  ['/my/courts', 'My courts'],
  ['/my/courts/new', 'List your court'],
  ['/my/matches', 'My matches'],
  ['/my/games', 'My games'],
  ['/partners', 'Partners for this week'],
  // A sample doubles game Nikolay plays in, with its chat to open.
  ['/open-matches/40000000-0000-0000-0000-000000000002', 'Doubles with Georgi Dimitrov'],
] as const;

// On a phone: phone-signed-in.spec.ts.
for (const width of [1280]) {
  test(`the signed-in pages at ${width} px: no axe findings, no raw keys, no sideways scroll`, async ({
    browser,
    baseURL,
  }) => {
    const page = await signedInPage(browser, baseURL as string, 'nikolay@demo.example.com');
    await page.setViewportSize({ width, height: 900 });
    for (const [path, title] of PAGES) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page.getByRole('status')).toHaveCount(0);
      await expectNoAxeFindings(page, page.url());
      await expectNoRawKeys(page);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
    // The home page with the partner board and the booking dialog open.
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Partner requests' })).toBeVisible();
    await expectNoAxeFindings(page, page.url());
    await page.goto('/?tab=courts');
    await page.getByRole('button', { name: 'Book Court' }).first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectNoAxeFindings(page, page.url());
    await expectNoRawKeys(page);
    await page.context().close();
  });
}

test('the profile page with its account section, and the delete dialog: no axe findings, no raw keys', async ({
  browser,
  baseURL,
}) => {
  for (const language of ['en', 'bg'] as const) {
    const page = await signedInPage(
      browser,
      baseURL as string,
      'nikolay@demo.example.com',
      language,
    );
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/profile#account');
    const account = page.getByRole('region', {
      name: language === 'en' ? 'Account' : 'Акаунт',
      exact: true,
    });
    await expect(account).toBeFocused();
    await expect(page.getByRole('form').first()).toBeVisible();
    await expectNoAxeFindings(page, `profile (${language})`);
    await expectNoRawKeys(page);
    await account
      .getByRole('button', { name: language === 'en' ? 'Delete account' : 'Изтрий акаунта' })
      .click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectNoAxeFindings(page, `delete account dialog (${language})`);
    await expectNoRawKeys(page);
    await page.context().close();
  }
});

test('the signed-in pages in Bulgarian: no raw keys', async ({ browser, baseURL }) => {
  const page = await signedInPage(browser, baseURL as string, 'ivan@demo.example.com', 'bg');
  for (const [path] of PAGES) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('status')).toHaveCount(0);
    await expectNoRawKeys(page);
  }
  await page.context().close();
});

test('the signed-in pages send a visitor to /auth', async ({ page }) => {
  // A game's page is public: a visitor reads it and signs in to join.
  for (const [path] of PAGES.filter(([path]) => path.startsWith('/my/'))) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/auth$/);
  }
});
