import { expect, signedInPage, test } from './fixtures/bookings-test';

const PHONE = { width: 360, height: 780 };
const DESKTOP = { width: 1280, height: 900 };
/** Anna's club in Mladost: four courts, instant booking on in the sample data. */
const MLADOST = '10000000-0000-0000-0000-000000000002';

/** The date in Sofia `days` from now, as YYYY-MM-DD. */
function sofiaDateIn(days: number) {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Sofia' })
    .format(new Date(Date.now() + days * 24 * 3_600_000))
    .slice(0, 10);
}

test('the owner names a court; a player books it instantly on a phone, in Bulgarian; the owner is told live and sees which court', async ({
  browser,
  baseURL,
}) => {
  const base = baseURL as string;
  // The owner, in English on a desktop, names court 2 and keeps instant booking on.
  const anna = await signedInPage(browser, base, 'anna@demo.example.com', 'en', DESKTOP);
  await anna.goto(`/my/courts/${MLADOST}/edit`);
  await expect(anna.getByRole('checkbox', { name: 'Instant booking' })).toBeChecked();
  await expect(anna.getByLabel('Name of court 1')).toHaveValue('Централен');
  await anna.getByLabel('Name of court 2').fill('By the fence');
  await expect(anna.getByLabel('Setting of court 4')).toHaveValue('indoor');
  await anna.getByRole('button', { name: 'Save changes' }).click();
  await expect(anna).toHaveURL(/\/my\/courts$/);
  const bell = anna.getByRole('button', { name: /^Notifications/ });
  await expect(bell).toBeVisible();

  // A player on a phone, in Bulgarian, sees that it books at once, and books.
  const maria = await signedInPage(browser, base, 'maria@demo.example.com', 'bg', PHONE);
  await maria.goto(`/courts/${MLADOST}`);
  await expect(maria.getByText('Моментална резервация').first()).toBeVisible();
  const courts = maria.getByRole('region', { name: 'Кортовете' });
  await expect(courts).toContainText('By the fence');
  await expect(courts).toContainText('Зала · В зала');
  await maria.getByRole('button', { name: 'Резервирай корт' }).first().click();
  const dialog = maria.getByRole('dialog', { name: /Тенис клуб Младост/ });
  await expect(
    dialog.getByText('Ако има свободен корт, резервацията се потвърждава веднага.', {
      exact: false,
    }),
  ).toBeVisible();
  await dialog.getByLabel('Дата').fill(sofiaDateIn(5));
  await dialog.getByRole('radio', { name: '10:00' }).check();
  await dialog.getByRole('button', { name: 'Резервирай' }).click();
  await expect(maria.getByText('Резервирано!')).toBeVisible();
  await expect(
    maria.getByText('Кортът е ваш: Тенис клуб Младост, Централен, 10:00–11:00.', { exact: false }),
  ).toBeVisible();
  await expect(maria.getByRole('button', { name: 'Добави в календар (.ics)' })).toBeVisible();
  expect(await maria.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  // The owner hears of it live, and her list says which court it holds.
  await expect(bell).toHaveAccessibleName(/^Notifications, \d+ unread$/);
  await bell.click();
  await expect(
    anna
      .getByRole('dialog', { name: 'Notifications' })
      .getByRole('link', { name: /Мария Петрова booked Mladost Tennis Club \(Централен\)/ }),
  ).toBeVisible();
  await anna.keyboard.press('Escape');
  const booking = anna
    .getByRole('article', { name: /Mladost Tennis Club/ })
    .filter({ hasText: 'Booked by Мария Петрова' })
    .first();
  await expect(booking).toContainText('Accepted');
  await expect(booking).toContainText('Court: Централен');
});
