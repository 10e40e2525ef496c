import { addDays, sofiaDate } from '#contract/sofia-time';
import { expect, signedInPage, test } from './fixtures/bookings-test';

/** Anna's Boyana courts: they take requests (only her Mladost club books at once). */
const BOYANA = '10000000-0000-0000-0000-000000000004';

test('a player asks for a season, the owner accepts it at once, the player sees its weeks', async ({
  browser,
  baseURL,
}) => {
  const base = baseURL as string;
  const elena = await signedInPage(browser, base, 'elena@demo.example.com', 'en');
  await elena.goto(`/courts/${BOYANA}`);
  await elena.getByRole('button', { name: 'Book Court' }).first().click();
  const dialog = elena.getByRole('dialog', { name: /Boyana Tennis Courts/ });
  await dialog.getByLabel('Date').fill(addDays(sofiaDate(new Date()), 9));
  await dialog.getByRole('radio', { name: /^15:30/ }).check();
  await expect(dialog.getByRole('radio', { name: 'Once' })).toBeChecked();
  await dialog.getByRole('radio', { name: 'Every week' }).check();
  await dialog.getByLabel('For how many weeks (2–26)').fill('3');
  await expect(dialog.getByText(/^3 dates, every week on the same day, until/)).toBeVisible();
  await expect(dialog.getByText(/^Total for 3 dates: /)).toBeVisible();
  await dialog.getByRole('button', { name: 'Send season request' }).click();
  await expect(elena.getByText('Season request sent!')).toBeVisible();
  await expect(elena.getByText(/Boyana Tennis Courts: 3 dates asked/)).toBeVisible();

  // The owner sees the season once, and accepts it whole.
  const anna = await signedInPage(browser, base, 'anna@demo.example.com', 'en');
  await anna.goto('/my/courts');
  const season = anna.getByRole('region', {
    name: 'Season of Елена Николова: every week, 15:30–16:30',
  });
  await expect(season).toContainText('Dates: 3 · waiting for an answer: 3');
  await season.getByRole('button', { name: 'Accept the season' }).click();
  const confirm = anna.getByRole('dialog', { name: 'Accept the season of Елена Николова?' });
  await confirm.getByRole('button', { name: 'Accept the season' }).click();
  await expect(anna.getByText('Season accepted: 3 dates')).toBeVisible();
  await expect(season).toContainText('waiting for an answer: 0');

  // The player's bookings show each date as a week of the season, accepted.
  await elena.goto('/my/bookings');
  const first = elena
    .getByRole('article', { name: /Boyana Tennis Courts/ })
    .filter({ hasText: 'Season · week 1 of 3' });
  await expect(first).toContainText('Accepted');
  await expect(first.getByRole('button', { name: 'Cancel the rest of the season' })).toBeVisible();
  await expect(
    elena.getByRole('article', { name: /Boyana Tennis Courts/ }).filter({
      hasText: /Season · week \d of 3/,
    }),
  ).toHaveCount(3);
});
