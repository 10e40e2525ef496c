import { expect, test } from './fixtures/test';

test('the home page shows the top bar and the sample players and courts', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Тенис София' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Вход' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Мария Петрова' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Лозенец Тенис Арена' })).toBeVisible();
});

test('an unknown page shows the 404 text and its link leads home', async ({ page }) => {
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(200);
  await expect(page.getByText('Опа! Страницата не е намерена')).toBeVisible();
  await page.getByRole('link', { name: 'Към началната страница' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Мария Петрова' })).toBeVisible();
});

test('the 404 page reads "Oops! Page not found" in English', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ locale: 'en-US', baseURL });
  const page = await context.newPage();
  await page.goto('/no-such-page');
  await expect(page.getByText('Oops! Page not found')).toBeVisible();
  await context.close();
});

test('unknown API paths answer with a JSON 404', async ({ request }) => {
  const response = await request.get('/api/no-such-thing');
  expect(response.status()).toBe(404);
  expect((await response.json()).error.code).toBe('not_found');
});
