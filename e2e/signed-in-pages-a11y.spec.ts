import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, signedInPage, test } from './fixtures/bookings-test';

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(
    results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`),
  ).toEqual([]);
}

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
] as const;

for (const width of [1280, 375]) {
  test(`the signed-in pages at ${width} px: no axe findings, no raw keys, no sideways scroll`, async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(60_000);
    const page = await signedInPage(browser, baseURL as string, 'nikolay@demo.example.com');
    await page.setViewportSize({ width, height: 900 });
    for (const [path, title] of PAGES) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page.getByRole('status')).toHaveCount(0);
      await expectNoAxeViolations(page);
      await expectNoRawKeys(page);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
    // The home page with the partner board and the booking dialog open.
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Partner requests' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.goto('/?tab=courts');
    await page.getByRole('button', { name: 'Book Court' }).first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectNoAxeViolations(page);
    await expectNoRawKeys(page);
    await page.context().close();
  });
}

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
  for (const [path] of PAGES) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/auth$/);
  }
});
