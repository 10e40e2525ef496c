import { playerResults } from './fixtures/home';
import { expect, test } from './fixtures/test';

// The first list of a page comes with the page (server rendering); these start on the other tab,
// so the list is fetched in the browser, where the API's faults and slowness are simulated.

test('when the API cannot be reached, a translated message offers a retry that works', async ({
  page,
}) => {
  await page.route('**/api/players*', (route) => route.abort('connectionrefused'));
  await page.goto('/?tab=courts');
  await page.getByRole('tab', { name: /Намери играчи/ }).click();
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('Не успяхме да се свържем със сървъра');
  await page.unroute('**/api/players*');
  await alert.getByRole('button', { name: 'Опитай отново' }).click();
  await expect(page.getByRole('heading', { name: '6 играчи' })).toBeVisible();
});

test('skeletons show while a list loads', async ({ page }) => {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/courts*', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/');
  await page.getByRole('tab', { name: /Намери кортове/ }).click();
  await expect(page.getByRole('status', { name: 'Зареждане...' })).toBeVisible();
  release();
  await expect(page.getByRole('heading', { name: '7 корта' })).toBeVisible();
  await expect(page.getByRole('status', { name: 'Зареждане...' })).toHaveCount(0);
});

test("'Show more' appends the next page using the cursor, under the exact total", async ({
  page,
}) => {
  // Pages of two, from the real response, to exercise the cursor with the six sample players.
  await page.route('**/api/players*', async (route) => {
    const url = new URL(route.request().url());
    const all = await (await route.fetch({ url: `${url.origin}/api/players` })).json();
    const start = Number(url.searchParams.get('cursor') ?? 0);
    const items = all.items.slice(start, start + 2);
    const next = start + 2 < all.items.length ? String(start + 2) : null;
    await route.fulfill({ json: { ...all, items, nextCursor: next } });
  });
  await page.goto('/?tab=courts');
  await page.getByRole('tab', { name: /Намери играчи/ }).click();
  await expect(page.getByRole('heading', { name: '6 играчи' })).toBeVisible();
  const players = playerResults(page).getByRole('heading', { level: 3 });
  await expect(players).toHaveCount(2);
  await expect(page.getByText('Показани 2 от 6')).toBeVisible();
  await page.getByRole('button', { name: 'Покажи още' }).click();
  await expect(players).toHaveCount(4);
  await page.getByRole('button', { name: 'Покажи още' }).click();
  await expect(players).toHaveCount(6);
  await expect(page.getByRole('button', { name: 'Покажи още' })).toHaveCount(0);
});
