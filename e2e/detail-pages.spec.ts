import { signedInPage } from './fixtures/bookings-test';
import { expect, type Page, test } from './fixtures/test';

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
  await expect(player).toContainText('Изиграни мачове120');
  await expect(player).toContainText('80%');
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

test("a court's page asks for its owner's contact only from a player whose booking there was accepted", async ({
  browser,
  baseURL,
}) => {
  const COURT = '/courts/10000000-0000-0000-0000-000000000001';
  const watch = (page: Page) => {
    const seen = { contactRequests: [] as string[], failures: [] as string[] };
    page.on('request', (request) => {
      if (request.url().includes('/owner-contact')) seen.contactRequests.push(request.url());
    });
    page.on('response', (response) => {
      if (response.status() >= 400) seen.failures.push(`${response.status()} ${response.url()}`);
    });
    page.on('console', (message) => {
      if (message.type() === 'error') seen.failures.push(message.text());
    });
    return seen;
  };

  // Десислава has never played at Vitosha Tennis Complex: nothing is asked, nothing refused.
  const desislava = await signedInPage(browser, baseURL as string, 'desislava@demo.example.com');
  const withoutBooking = watch(desislava);
  // The page knows who is signed in once it offers to report the court: from then on it would
  // have asked for the contact.
  const signedIn = (page: Page) =>
    expect(page.getByRole('button', { name: 'Report Vitosha Tennis Complex' })).toBeVisible();
  await desislava.goto(COURT);
  await expect(desislava.getByRole('button', { name: 'Book Court' })).toBeEnabled();
  await signedIn(desislava);
  await expect(desislava.getByRole('region', { name: 'Free times this week' })).toBeVisible();
  await desislava.waitForLoadState('networkidle');
  await expect(desislava.getByRole('heading', { name: 'Contact the owner' })).toHaveCount(0);
  expect(withoutBooking.contactRequests).toEqual([]);
  expect(withoutBooking.failures).toEqual([]);

  // Мария played there, her booking accepted: the contact shows.
  const maria = await signedInPage(browser, baseURL as string, 'maria@demo.example.com');
  const withBooking = watch(maria);
  await maria.goto(COURT);
  await signedIn(maria);
  const contact = maria.getByRole('region', { name: 'Contact the owner' });
  await expect(contact).toContainText('Стефан Колев');
  await expect(contact.getByRole('link', { name: 'stefan@demo.example.com' })).toBeVisible();
  expect(withBooking.contactRequests).toHaveLength(1);
  expect(withBooking.failures).toEqual([]);
  await desislava.context().close();
  await maria.context().close();
});
