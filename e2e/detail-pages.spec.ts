import type { APIRequestContext } from '@playwright/test';
import { formatCalendarDate } from '#contract/calendar-date';
import { addDays, sofiaDate, timeOfMinutes, weekdayOf } from '#contract/sofia-time';
import { SAMPLE_PASSWORD, signedInPage } from './fixtures/bookings-test';
import { expectPhoneReady, PHONE } from './fixtures/phone-checks';
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
  // The week: seven days to choose from and a day's free start times, not the opening hours.
  const week = court.getByRole('region', { name: 'Free times this week' });
  await expect(
    week.getByRole('group', { name: 'Days of the week' }).getByRole('button'),
  ).toHaveCount(7);
  const times = week.getByRole('group', { name: /^Free start times on / }).getByRole('button');
  await expect(times.first()).toHaveText(/^\d\d:\d\d$/);
  await expect(week).not.toContainText('–');
  expect(await page.locator('meta[name="description"]').getAttribute('content')).toContain(
    'See the free times and book on Tennis Sofia.',
  );
  // A visitor who presses Book is asked to sign in.
  await court.getByRole('button', { name: 'Book Court' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  // A visitor who taps a free time signs in and finds it chosen in the booking dialog.
  await page.goBack();
  const tomorrow = addDays(sofiaDate(new Date()), 1);
  await week.getByRole('button', { name: formatCalendarDate(tomorrow, 'en') }).click();
  await week
    .getByRole('group', { name: `Free start times on ${formatCalendarDate(tomorrow, 'en')}` })
    .getByRole('button', { name: '10:00' })
    .click();
  await expect(page).toHaveURL(/\/auth$/);
  await page.getByLabel('Email').fill('maria@demo.example.com');
  await page.getByLabel('Password').fill(SAMPLE_PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/courts\/10000000-0000-0000-0000-000000000001$/);
  const dialog = page.getByRole('dialog', { name: 'Book Vitosha Tennis Complex' });
  await expect(dialog.getByLabel('Date')).toHaveValue(tomorrow);
  await expect(dialog.getByRole('radio', { name: '10:00' })).toBeChecked();
  await context.close();
});

const BOYANA = '10000000-0000-0000-0000-000000000004';

/** A sample account's bearer header, signed in through the API. */
async function bearer(request: APIRequestContext, email: string) {
  const response = await request.post('/api/auth/sign-in', {
    data: { email, password: SAMPLE_PASSWORD },
  });
  expect(response.ok()).toBe(true);
  return {
    authorization: `Bearer ${((await response.json()) as { access_token: string }).access_token}`,
  };
}

/**
 * Both of Boyana's two courts taken on `date` from 12:00 to 13:00: requested by two players and
 * accepted by its owner (once per server: a second run finds them taken already).
 */
async function fillBoyanaAtNoon(request: APIRequestContext, date: string) {
  const owner = await bearer(request, 'anna@demo.example.com');
  for (const player of ['nikolay@demo.example.com', 'ivan@demo.example.com']) {
    const asked = await request.post('/api/bookings', {
      headers: await bearer(request, player),
      data: { courtId: BOYANA, date, startTime: '12:00', durationHours: 1 },
    });
    if (asked.status() === 409) continue;
    expect(asked.status(), await asked.text()).toBe(201);
    const { id } = (await asked.json()) as { id: string };
    const accepted = await request.post(`/api/bookings/${id}/accept`, { headers: owner });
    expect(accepted.status(), await accepted.text()).toBe(200);
  }
}

test("a court's free times on a phone: a booked time is not among them, a tap books the one tapped", async ({
  browser,
  baseURL,
  request,
}) => {
  const date = addDays(sofiaDate(new Date()), 2);
  await fillBoyanaAtNoon(request, date);
  const page = await signedInPage(
    browser,
    baseURL as string,
    'maria@demo.example.com',
    'en',
    PHONE,
  );
  await page.goto(`/courts/${BOYANA}`);
  const week = page.getByRole('region', { name: 'Free times this week' });
  await week.getByRole('button', { name: formatCalendarDate(date, 'en') }).click();
  const times = week.getByRole('group', {
    name: `Free start times on ${formatCalendarDate(date, 'en')}`,
  });
  // Open 09:00–20:00 (08:00 at weekends); no court is free from 12:00 to 13:00, so no hour may
  // start 11:30–12:30.
  const opens = ['sat', 'sun'].includes(weekdayOf(date)) ? 8 * 60 : 9 * 60;
  const free: string[] = [];
  for (let minute = opens; minute <= 19 * 60; minute += 30) {
    if (minute < 11 * 60 + 30 || minute > 12 * 60 + 30) free.push(timeOfMinutes(minute));
  }
  await expect(times.getByRole('button')).toHaveText(free);
  await expectPhoneReady(page, 'court page with its free times');

  await times.getByRole('button', { name: '13:00' }).click();
  const dialog = page.getByRole('dialog', { name: 'Book Boyana Tennis Courts' });
  await expect(dialog.getByLabel('Date')).toHaveValue(date);
  await expect(dialog.getByRole('radio', { name: '13:00' })).toBeChecked();
  await expect(dialog.getByRole('radio', { name: '12:00, taken' })).toBeDisabled();
  await page.context().close();
});

test('a court nobody runs here shows no free times', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('language', 'en'));
  await page.goto('/courts/10000000-0000-0000-0000-000000000007');
  const court = page.getByRole('article', { name: 'Krasno Selo Tennis Courts' });
  await expect(court.getByRole('button', { name: 'I run this court' })).toBeVisible();
  await expect(court.getByRole('row', { name: 'Monday 08:00–20:00' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Free times this week' })).toHaveCount(0);
  await expect(court).not.toContainText('No free times');
});

test("a player's page from their card: level, record, bio, courts, recent results", async ({
  page,
}) => {
  await page.goto('/?q=Ivan');
  await page.getByRole('link', { name: 'Ivan Todorov', exact: true }).click();
  await expect(page).toHaveURL(/\/players\/00000000-0000-0000-0000-000000000004$/);
  await expect(page).toHaveTitle('Ivan Todorov · Тенис София');
  const player = page.getByRole('article', { name: 'Ivan Todorov' });
  await expect(player).toContainText('Професионалист');
  await expect(player).toContainText('Изиграни мачове9');
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
