import { expectNoAxeFindings } from './fixtures/phone-checks';
import { expect, type Page, test } from './fixtures/test';

const expectNoAxeFindingsHere = (page: Page) => expectNoAxeFindings(page, page.url());

for (const language of ['bg-BG', 'en-US']) {
  test(`axe finds nothing on the home page, its dialog and 404 on a desktop (${language})`, async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ baseURL, locale: language });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 3 }).first()).toBeVisible();
    await expectNoAxeFindingsHere(page);

    await page.getByRole('tab', { selected: false }).click();
    await expect(page.getByRole('article').first()).toContainText(/€/);
    await expectNoAxeFindingsHere(page);

    await page.getByRole('button', { name: /Още филтри|More Filters/ }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectNoAxeFindingsHere(page);

    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoAxeFindingsHere(page);
    await context.close();
  });
}

test('the filters dialog traps focus and is fully usable with the keyboard', async ({ page }) => {
  await page.goto('/?tab=courts');
  await expect(page.getByRole('heading', { level: 3 }).first()).toBeVisible();
  await page.getByRole('button', { name: 'Още филтри' }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Още филтри' });
  await expect(dialog).toBeVisible();
  for (let step = 0; step < 40; step++) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  }
  await dialog.getByRole('checkbox', { name: 'Трева', exact: true }).focus();
  await page.keyboard.press('Space');
  await dialog.getByRole('button', { name: 'Приложи филтрите' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 3 })).toHaveText(['Боянски тенис кортове']);
});
