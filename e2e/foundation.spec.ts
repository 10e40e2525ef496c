import { expect, test } from './fixtures/test';

test('the home page shows the top bar and the sample players, and courts on their tab', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Тенис София' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Вход' })).toHaveAttribute('href', '/auth');
  await expect(page.getByRole('link', { name: 'Регистрация' })).toHaveAttribute(
    'href',
    '/auth?mode=signup',
  );
  await expect(page.getByRole('heading', { name: 'Мария Петрова' })).toBeVisible();
  await expect(page.getByRole('heading', { name: '6 играчи' })).toBeVisible();
  await page.getByRole('tab', { name: 'Намери кортове' }).click();
  await expect(page.getByRole('heading', { name: 'Лозенец Тенис Арена' })).toBeVisible();
  await expect(page.getByRole('heading', { name: '7 корта' })).toBeVisible();
  await expect(page).toHaveURL(/\?tab=courts$/);
});

test('the statistics strip shows the spec figures, formatted per language', async ({ page }) => {
  await page.goto('/');
  const stats = page.getByRole('region', { name: 'Тенис София в числа' });
  await expect(stats).toContainText('2400+ активни играчи');
  await page.getByRole('button', { name: 'EN' }).click();
  const english = page.getByRole('region', { name: 'Tennis Sofia in numbers' });
  await expect(english).toContainText('2,400+ active players');
  await expect(english).toContainText('120+ tennis courts');
  await expect(english).toContainText('8,500+ matches this month');
});

test('an unknown page answers 404, shows the 404 text, and its link leads home', async ({
  page,
}) => {
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
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
  await expect(page.getByRole('link', { name: 'Return to Home' })).toBeVisible();
  await context.close();
});

test('unknown API paths answer with a JSON 404', async ({ request }) => {
  const response = await request.get('/api/no-such-thing');
  expect(response.status()).toBe(404);
  expect((await response.json()).error.code).toBe('not_found');
});
