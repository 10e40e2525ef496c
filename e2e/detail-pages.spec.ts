import { expect, test } from './fixtures/test';

test("a court's page from its card: facts, hours, amenities, the week's free times, Book", async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ baseURL, locale: 'en-GB' });
  await context.addInitScript(() => localStorage.setItem('language', 'en'));
  const page = await context.newPage();
  await page.goto('/?tab=courts&q=vitosha');
  await page.getByRole('link', { name: 'Vitosha Tennis Complex' }).click();
  await expect(page).toHaveURL(/\/courts\/10000000-0000-0000-0000-000000000001$/);
  await expect(page).toHaveTitle('Vitosha Tennis Complex · Tennis Sofia');
  const court = page.getByRole('article', { name: 'Vitosha Tennis Complex' });
  await expect(court.getByRole('heading', { level: 1 })).toHaveText('Vitosha Tennis Complex');
  await expect(court).toContainText('€18/hour');
  await expect(court).not.toContainText('лв');
  await expect(court).toContainText('бул. „Черни връх“ 150, 1407');
  await expect(court).toContainText('Rated 4.8 out of 5');
  await expect(court.getByRole('row', { name: 'Monday 07:00–22:00' })).toBeVisible();
  await expect(court.getByRole('row', { name: 'Sunday 08:00–21:00' })).toBeVisible();
  const amenities = court.getByRole('region', { name: 'Amenities' });
  await expect(amenities.getByRole('listitem')).toHaveCount(6);
  const week = court.getByRole('region', { name: 'Free times this week' });
  await expect(week.getByRole('term')).toHaveCount(7);
  await expect(week.getByRole('definition').last()).toContainText(/\d\d:\d\d–\d\d:\d\d/);
  expect(await page.locator('meta[name="description"]').getAttribute('content')).toContain(
    'See the free times and book on Tennis Sofia.',
  );
  // A visitor who presses Book is asked to sign in.
  await court.getByRole('button', { name: 'Book Court' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await context.close();
});

test("a player's page from their card: level, record, bio, courts, recent results", async ({
  page,
}) => {
  await page.goto('/?q=Ivan');
  await page.getByRole('link', { name: 'Ivan Todorov' }).click();
  await expect(page).toHaveURL(/\/players\/00000000-0000-0000-0000-000000000004$/);
  await expect(page).toHaveTitle('Ivan Todorov · Тенис София');
  const player = page.getByRole('article', { name: 'Ivan Todorov' });
  await expect(player).toContainText('Професионалист');
  await expect(player).toContainText('Изиграни мача9');
  await expect(player).toContainText('89%');
  await expect(player).toContainText('Former junior national player');
  // The sample data's confirmed results, newest first, from Ivan's side.
  const results = player.getByRole('region', { name: 'Последни резултати' }).getByRole('listitem');
  await expect(results.first()).toContainText('Победа6-3 4-6 10-7');
  await expect(results.first().getByRole('link', { name: 'Georgi Dimitrov' })).toBeVisible();
  await player.getByRole('link', { name: 'Лозенец Тенис Арена' }).click();
  await expect(page).toHaveURL(/\/courts\/10000000-0000-0000-0000-000000000003$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Лозенец Тенис Арена' })).toBeVisible();
  await page.goBack();
  await page.getByRole('button', { name: 'Свържи се и играй' }).click();
  await expect(page).toHaveURL(/\/auth$/);
});
