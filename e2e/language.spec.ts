import { expect, test } from './fixtures/test';

test('the toggle switches to English and back, and the choice survives a reload', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'bg');
  await page.getByRole('button', { name: 'EN' }).click();
  await expect(
    page.getByRole('heading', { name: 'Find Your Perfect Tennis Partner in Sofia' }),
  ).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('en');

  await page.reload();
  await expect(page.getByRole('button', { name: 'БГ' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  await page.getByRole('button', { name: 'БГ' }).click();
  await expect(page.getByRole('link', { name: 'Вход' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: 'EN' })).toBeVisible();
});

for (const [locale, expected] of [
  ['en-US', 'Login'],
  ['en-GB', 'Login'],
  ['de-DE', 'Вход'],
  ['bg-BG', 'Вход'],
] as const) {
  test(`a ${locale} browser gets ${expected === 'Login' ? 'English' : 'Bulgarian'}`, async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ locale, baseURL });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.getByRole('link', { name: expected })).toBeVisible();
    await context.close();
  });
}

test('a stored choice wins over the browser language', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ locale: 'en-US', baseURL });
  await context.addInitScript(() => localStorage.setItem('language', 'bg'));
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Вход' })).toBeVisible();
  await context.close();
});

test('English shows English names of courts, districts and amenities', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('language', 'en'));
  await page.goto('/?tab=courts');
  const card = page.getByRole('article').filter({ hasText: 'Lozenets Tennis Arena' });
  await expect(card).toContainText('Lozenets, 1407');
  await expect(card).toContainText('Hard');
  await expect(card).toContainText('Indoor');
  await expect(card).toContainText('Floodlights');
  await expect(card).toContainText('€26/hour');
  await expect(card).toContainText('Changing rooms');
  await expect(card).toContainText('3 courts');
});
