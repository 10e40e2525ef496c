import bg from '#locales/bg/translation.json' with { type: 'json' };
import en from '#locales/en/translation.json' with { type: 'json' };
import {
  expectFullHeightSheet,
  expectPhoneReady,
  expectTopBarFits,
  PHONE,
} from './fixtures/phone-checks';
import { expect, type Page, test } from './fixtures/test';

const COURT = '/courts/10000000-0000-0000-0000-000000000001';
const UNOWNED_COURT = '/courts/10000000-0000-0000-0000-000000000007';
const PLAYER = '/players/00000000-0000-0000-0000-000000000001';

/** Opens a page and waits until it shows its data. */
async function open(page: Page, path: string, loading: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.getByText(loading)).toHaveCount(0);
}

for (const [language, t] of [
  ['bg', bg],
  ['en', en],
] as const) {
  test(`signed out at ${PHONE.width} px (${language}): every page and dialog fits a phone, axe finds nothing`, async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const context = await browser.newContext({ baseURL, viewport: PHONE });
    await context.addInitScript((lng) => localStorage.setItem('language', lng), language);
    const page = await context.newPage();

    for (const path of [
      '/',
      '/?tab=courts',
      '/auth',
      '/auth?mode=signup',
      '/auth/reset-password#token=x',
      '/auth/confirm#token=x',
      COURT,
      UNOWNED_COURT,
      PLAYER,
      '/no-such-page',
    ]) {
      await open(page, path, t.loading);
      await expectTopBarFits(page);
      await expectPhoneReady(page, path);
    }

    await open(page, '/auth', t.loading);
    await page.getByRole('button', { name: t.auth_forgot_password }).click();
    await expect(page.getByRole('heading', { level: 1, name: t.auth_forgot_title })).toBeVisible();
    await expectPhoneReady(page, 'forgotten password');

    await open(page, '/?tab=courts', t.loading);
    await page.getByRole('button', { name: t.more_filters }).click();
    const filters = page.getByRole('dialog', { name: t.more_filters });
    await expect(filters.getByRole('button', { name: t.apply_filters })).toBeVisible();
    await expectFullHeightSheet(page, filters);
    await expectPhoneReady(page, 'filters dialog');
    await context.close();
  });
}
