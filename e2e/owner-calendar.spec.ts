import type { APIRequestContext } from '@playwright/test';
import { expect, SAMPLE_PASSWORD, signedInPage, test } from './fixtures/bookings-test';
import { expectNoAxeFindings } from './fixtures/phone-checks';

const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 360, height: 780 };
/** Anna's clubs: Mladost books at once (courts "Централен" … "Зала"), Boyana takes requests. */
const MLADOST = '10000000-0000-0000-0000-000000000002';
const BOYANA = '10000000-0000-0000-0000-000000000004';

/** The date in Sofia `days` from now, as YYYY-MM-DD. */
function sofiaDateIn(days: number) {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Sofia' })
    .format(new Date(Date.now() + days * 24 * 3_600_000))
    .slice(0, 10);
}

/** A player's booking sent through the API, as their own app would send it. */
async function book(
  request: APIRequestContext,
  baseURL: string,
  email: string,
  body: { courtId: string; date: string; startTime: string },
) {
  const signIn = await request.post(`${baseURL}/api/auth/sign-in`, {
    data: { email, password: SAMPLE_PASSWORD },
  });
  expect(signIn.ok()).toBe(true);
  const { access_token } = (await signIn.json()) as { access_token: string };
  const response = await request.post(`${baseURL}/api/bookings`, {
    headers: { authorization: `Bearer ${access_token}` },
    data: { durationHours: 1, ...body },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { id: string; status: string };
}

test('the owner’s calendar: courts as columns, a booking arrives live, a request is accepted and moved from the grid, a court closed for a tournament; a list on a phone', async ({
  browser,
  baseURL,
  request,
}) => {
  const base = baseURL as string;
  const day = sofiaDateIn(13);
  const anna = await signedInPage(browser, base, 'anna@demo.example.com', 'en', DESKTOP);
  await anna.goto('/my/courts');
  await anna.getByRole('link', { name: 'Calendar of Mladost Tennis Club' }).click();
  await expect(anna).toHaveURL(new RegExp(`/my/courts/${MLADOST}/calendar$`));
  await expect(anna.getByRole('heading', { level: 1, name: 'Calendar' })).toBeVisible();
  await expect(anna.getByRole('columnheader', { name: 'Централен' })).toBeVisible();

  // A day of its own, by the URL; the grid has a column per court and says the day is free.
  await anna.goto(`/my/courts/${MLADOST}/calendar?date=${day}&view=day`);
  const grid = anna.getByRole('table', { name: /^Bookings on / });
  await expect(grid.getByRole('columnheader', { name: 'Централен' })).toBeVisible();
  await expect(grid.getByRole('columnheader', { name: 'Зала' })).toBeVisible();
  await expect(grid.getByRole('columnheader', { name: 'Requests' })).toBeVisible();
  await expect(anna.getByText('No bookings on this day')).toBeVisible();

  // Georgi books at once at Mladost: the open calendar shows it, without a reload.
  const instant = await book(request, base, 'georgi@demo.example.com', {
    courtId: MLADOST,
    date: day,
    startTime: '11:30',
  });
  expect(instant.status).toBe('accepted');
  await expect(grid.getByText('Georgi Dimitrov')).toBeVisible();
  await expect(grid.getByRole('button', { name: 'Message Georgi Dimitrov' })).toBeVisible();
  await expect(anna.getByText('No bookings on this day')).toHaveCount(0);
  await expectNoAxeFindings(anna, 'the day at 1280 px');

  // The week: Georgi's booking on its day.
  await anna.getByRole('button', { name: 'Week', exact: true }).click();
  await expect(anna).toHaveURL(/view=week/);
  const week = anna.getByRole('table', { name: /^Bookings for the week of / });
  await expect(week.getByRole('rowheader', { name: 'Зала' })).toBeVisible();
  await expect(week.getByText('11:30–12:30 Georgi Dimitrov')).toBeVisible();
  await expectNoAxeFindings(anna, 'the week at 1280 px');

  // Elena asks at Boyana, which takes requests: Anna accepts it from the grid, on the court
  // it proposes, then moves it to the other court.
  const asked = await book(request, base, 'elena@demo.example.com', {
    courtId: BOYANA,
    date: day,
    startTime: '10:00',
  });
  expect(asked.status).toBe('pending');
  await anna.goto(`/my/courts/${BOYANA}/calendar?date=${day}&view=day`);
  const boyana = anna.getByRole('table', { name: /^Bookings on / });
  await expect(boyana.getByText('Free court: Court 1')).toBeVisible();
  await boyana.getByRole('button', { name: 'Accept' }).click();
  const dialog = anna.getByRole('dialog', { name: /Елена Николова/ });
  await expect(dialog.getByLabel('On which court')).toHaveValue(/.+/);
  await dialog.getByRole('button', { name: 'Accept' }).click();
  await expect(anna.getByText('Booking accepted')).toBeVisible();
  const move = boyana.getByRole('combobox', {
    name: 'Move Елена Николова’s booking to another court',
  });
  await expect(move).toBeVisible();
  await move.selectOption({ label: 'Court 2' });
  await expect(anna.getByText('Booking moved to Court 2')).toBeVisible();
  // Now on court 2: the only court left to move it to is court 1.
  await expect(move.getByRole('option', { name: 'Court 1' })).toHaveCount(1);
  await expect(move.getByRole('option', { name: 'Court 2' })).toHaveCount(0);

  // A tournament on the indoor court that afternoon: Anna closes it, and the day shows it.
  await anna.goto(`/my/courts/${MLADOST}/edit`);
  const closures = anna.getByRole('region', { name: 'Closures' });
  await closures.getByLabel('Court', { exact: true }).selectOption({ label: 'Зала' });
  await closures.getByLabel('Date', { exact: true }).fill(day);
  await closures.getByLabel('From', { exact: true }).selectOption('14:00');
  await closures.getByLabel('To', { exact: true }).selectOption('18:00');
  await closures.getByLabel(/^Reason/).fill('Club tournament');
  await closures.getByRole('button', { name: 'Save the closure' }).click();
  await expect(closures.getByRole('list', { name: /./ })).toContainText('14:00–18:00');
  await anna.goto(`/my/courts/${MLADOST}/calendar?date=${day}&view=day`);
  await expect(
    anna
      .getByRole('table', { name: /^Bookings on / })
      .getByText('Closed: Club tournament')
      .first(),
  ).toBeVisible();

  // On a phone, the day is a list of cards, each naming its court.
  const phone = await signedInPage(browser, base, 'anna@demo.example.com', 'en', PHONE);
  await phone.goto(`/my/courts/${MLADOST}/calendar?date=${day}&view=day`);
  const list = phone.getByRole('list', { name: 'Bookings by time' });
  await expect(list).toBeVisible();
  await expect(list.getByRole('listitem').filter({ hasText: 'Georgi Dimitrov' })).toContainText(
    '11:30–12:30',
  );
  await expect(phone.getByRole('table', { name: /^Bookings on / })).toBeHidden();
  expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expectNoAxeFindings(phone, 'the day at 360 px');

  // Another owner's court: its calendar is not hers, and the page says so.
  await phone.goto(`/my/courts/10000000-0000-0000-0000-000000000001/calendar`);
  await expect(phone.getByRole('alert')).toHaveText('You are not allowed to do this');
});
