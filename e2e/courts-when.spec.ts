import { expect, signedInPage, test } from './fixtures/bookings-test';

/** The date in Sofia `days` from now, as YYYY-MM-DD. */
function sofiaDateIn(days: number) {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Sofia' })
    .format(new Date(Date.now() + days * 24 * 3_600_000))
    .slice(0, 10);
}

test('"When" lists the courts free then, and a free start opens the booking dialog on it', async ({
  browser,
  baseURL,
}) => {
  const page = await signedInPage(browser, baseURL as string, 'elena@demo.example.com');
  const date = sofiaDateIn(2);
  await page.goto(`/?tab=courts&date=${date}&time=18:00&hours=1.5`);
  const when = page.getByRole('group', { name: 'When' });
  await expect(when.getByLabel('Date')).toHaveValue(date);
  await expect(when.getByLabel('Start time')).toHaveValue('18:00');
  await expect(when.getByLabel('Duration')).toHaveValue('1.5');
  const start = page.getByRole('button', { name: 'Book from 18:00' }).first();
  await expect(start).toBeVisible();
  await start.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByLabel('Date')).toHaveValue(date);
  await expect(dialog.getByLabel('Duration')).toHaveValue('1.5');
  await page.keyboard.press('Escape');

  // No sample court opens before dawn.
  await when.getByLabel('Start time').selectOption('03:00');
  await expect(page.getByText('No court is free then — try another time.')).toBeVisible();
  await when.getByRole('button', { name: 'Any time' }).click();
  await expect(page).not.toHaveURL(/time=/);
  await expect(page.getByRole('button', { name: /^Book from/ })).toHaveCount(0);
});
