import { expect, test } from './fixtures/test';

for (const [button, tab] of [
  ['Find Players Now', 'Find Players'],
  ['Explore Courts', 'Find Courts'],
  ['Join as Player', 'Find Players'],
] as const) {
  test(`'${button}' selects the ${tab} tab and scrolls to it`, async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('language', 'en'));
    await page.goto(tab === 'Find Players' ? '/?tab=courts' : '/');
    await expect(page.getByRole('heading', { level: 3 }).first()).toBeVisible();
    await page.getByRole('button', { name: button }).click();
    const selected = page.getByRole('tab', { name: tab });
    await expect(selected).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tablist')).toBeInViewport();
    await expect(selected).toBeFocused();
    await expect(page.getByRole('tabpanel')).toBeVisible();
  });
}

test("'List Your Court' sends a visitor to /auth with the reason", async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('language', 'en'));
  await page.goto('/');
  await page.getByRole('button', { name: 'List Your Court' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByText('Please log in to list your court')).toBeVisible();
});

test('tabs work with the keyboard', async ({ page }) => {
  await page.goto('/');
  const players = page.getByRole('tab', { name: 'Намери играчи' });
  await players.focus();
  await page.keyboard.press('ArrowRight');
  const courts = page.getByRole('tab', { name: 'Намери кортове' });
  await expect(courts).toBeFocused();
  await expect(courts).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('heading', { name: 'Лозенец Тенис Арена' })).toBeVisible();
  await page.keyboard.press('Home');
  await expect(players).toHaveAttribute('aria-selected', 'true');
});
