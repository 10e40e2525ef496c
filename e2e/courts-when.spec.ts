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

/** The next Saturday in Sofia, at least a day ahead, as YYYY-MM-DD. */
function nextSaturday() {
  for (let days = 1; days <= 7; days += 1) {
    const date = sofiaDateIn(days);
    if (new Date(`${date}T12:00:00Z`).getUTCDay() === 6) return date;
  }
  throw new Error('no Saturday in a week');
}

test('on a phone, in Bulgarian, a player finds a court for Saturday at 10:00 and books it at once', async ({
  browser,
  baseURL,
}) => {
  const page = await signedInPage(browser, baseURL as string, 'georgi@demo.example.com', 'bg', {
    width: 360,
    height: 780,
  });
  await page.goto('/?tab=courts');
  const when = page.getByRole('group', { name: 'Кога' });
  await when.getByRole('button', { name: 'Избери час' }).click();
  const saturday = nextSaturday();
  await when.getByLabel('Дата').fill(saturday);
  await when.getByLabel('Начален час').selectOption('10:00');
  await expect(page).toHaveURL(new RegExp(`date=${saturday}&time=10(%3A|:)00`));

  // Mladost books at once: one of its courts is closed that morning, the others are free.
  const mladost = page.getByRole('article').filter({ hasText: 'Тенис клуб Младост' });
  await expect(mladost).toContainText('Моментална резервация');
  await mladost.getByRole('button', { name: 'Резервирай от 10:00' }).click();
  const dialog = page.getByRole('dialog', { name: /Тенис клуб Младост/ });
  await expect(dialog.getByLabel('Дата')).toHaveValue(saturday);
  await expect(dialog.getByRole('radio', { name: /^10:00/ })).toBeChecked();
  await dialog.getByRole('button', { name: 'Резервирай' }).click();
  await expect(page.getByText('Резервирано!')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Добави в календар (.ics)' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});
