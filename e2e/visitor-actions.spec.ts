import { expectApart, expectWithin, PHONE, restingBox } from './fixtures/phone-checks';
import { expect, test } from './fixtures/test';

for (const [tab, button, message] of [
  ['Find Players', 'Connect & Play', 'Please log in to connect with players'],
  ['Find Courts', 'Book Court', 'Please log in to book courts'],
  ['Find Players', 'Post Search Request', 'Please log in to post search requests'],
] as const) {
  test(`a visitor pressing '${button}' goes to /auth with a toast`, async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('language', 'en'));
    await page.goto('/');
    await page.getByRole('tab', { name: tab }).click();
    await page.getByRole('button', { name: button }).first().click();
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByText('Authentication Required')).toBeVisible();
    await expect(page.getByText(message)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible();
  });
}

for (const width of [360, 1280]) {
  test(`at ${width} px a toast stays below the top bar's buttons`, async ({ page }) => {
    await page.setViewportSize({ width, height: 740 });
    await page.goto('/?tab=courts');
    await page.getByRole('button', { name: 'Резервирай корт' }).first().click();
    const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Нужен е вход' });
    await expect(toast).toBeVisible();
    const bar = await page.getByRole('banner').boundingBox();
    // Where it comes to rest, once it has slid in.
    await expect
      .poll(async () => (await toast.boundingBox())?.y ?? 0)
      .toBeGreaterThanOrEqual((bar?.y ?? 0) + (bar?.height ?? 0));
    // Its close button is inside it, not hanging over the top bar's logo. The toast first: its
    // slide moves the button, whose own box would be read mid-slide on a loaded machine.
    const toastBox = await restingBox(toast);
    const close = await restingBox(toast.getByRole('button', { name: 'Затвори съобщението' }));
    expectWithin(close, toastBox, "the toast's close button");
    expectApart(
      close,
      await restingBox(page.getByRole('link', { name: 'Тенис София' })),
      'close button and logo',
    );
  });
}

test('the top bar links lead to the auth page in both modes', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Регистрация' }).click();
  await expect(page).toHaveURL(/\/auth\?mode=signup$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Регистрация' })).toBeVisible();
  await page.getByRole('link', { name: 'Тенис София' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('after signing in from a gated action the visitor is back where they were, and it goes on', async ({
  page,
}) => {
  await page.goto('/courts/10000000-0000-0000-0000-000000000001');
  await page.getByRole('button', { name: 'Резервирай корт' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByText('Моля, влезте, за да резервирате кортове')).toBeVisible();

  // A failed try first: its error toast does not outlive the success.
  await page.getByLabel('Имейл').fill('maria@demo.example.com');
  await page.getByLabel('Парола').fill('not-the-password');
  await page.getByRole('button', { name: 'Вход' }).click();
  await expect(page.getByText('Грешен имейл или парола')).toBeVisible();
  await page.getByLabel('Парола').fill('sofia-tennis-demo');
  await page.getByRole('button', { name: 'Вход' }).click();

  await expect(page).toHaveURL(/\/courts\/10000000-0000-0000-0000-000000000001$/);
  await expect(
    page.getByRole('dialog', { name: 'Резервация в Тенис комплекс Витоша' }),
  ).toBeVisible();
  await expect(page.getByText('Грешен имейл или парола')).toHaveCount(0);
});

test(`at ${PHONE.width} px the 'Authentication Required' toast goes once signed in, before the booking dialog reopens`, async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ locale: 'en-US', baseURL, viewport: PHONE });
  const page = await context.newPage();
  await page.goto('/courts/10000000-0000-0000-0000-000000000001');
  await page.getByRole('button', { name: 'Book Court' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  const prompt = page.locator('[data-sonner-toast]').filter({ hasText: 'Authentication Required' });
  await expect(prompt).toBeVisible();

  await page.getByLabel('Email').fill('maria@demo.example.com');
  await page.getByLabel('Password').fill('sofia-tennis-demo');
  await expect(prompt).toBeVisible();
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Book Vitosha Tennis Complex' })).toBeVisible();
  // Gone with the sign-in, not left to run out its 4 s over the dialog.
  await expect(prompt).toHaveCount(0, { timeout: 1_500 });
  await context.close();
});
