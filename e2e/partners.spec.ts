import { signedInPage } from './fixtures/bookings-test';
import { expect, test } from './fixtures/partners-test';

test('two players free at the same time see each other proposed; one invites, the other accepts from the bell, and the match is full', async ({
  browser,
  baseURL,
}) => {
  // Maria on a phone in Bulgarian, Desislava at a desk in English: both free on Wednesday and
  // Thursday evenings in Lozenets (the sample schedules).
  const maria = await signedInPage(browser, baseURL as string, 'maria@demo.example.com', 'bg', {
    width: 360,
    height: 780,
  });
  const desislava = await signedInPage(
    browser,
    baseURL as string,
    'desislava@demo.example.com',
    'en',
    { width: 1280, height: 800 },
  );

  await desislava.goto('/partners');
  await expect(
    desislava.getByRole('heading', { level: 1, name: 'Partners for this week' }),
  ).toBeVisible();
  const mariaCard = desislava.getByRole('article').filter({ hasText: 'Мария Петрова' });
  await expect(mariaCard.getByText(/^Both free (Wed|Thu)/)).toBeVisible();
  await expect(mariaCard.getByText('Lozenets', { exact: true })).toBeVisible();
  await expect(mariaCard.getByText(/^\d+ % chance to win/)).toBeVisible();

  const partners = maria.getByRole('region', { name: 'Партньори за тази седмица' });
  const desislavaCard = partners.getByRole('article').filter({ hasText: 'Десислава Стоянова' });
  await expect(desislavaCard.getByText(/^И двамата сте свободни (ср|чт)/)).toBeVisible();
  await expect(desislavaCard.getByText(/% шанс за победа/)).toBeVisible();
  expect(await maria.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await desislavaCard.getByRole('button', { name: 'Покани за игра: Десислава Стоянова' }).click();
  await maria.waitForURL(/\/open-matches\/[0-9a-f-]{36}$/);
  await expect(maria.getByText('Поканата до Десислава Стоянова е изпратена')).toBeVisible();

  // The invitation reaches Desislava's bell live; she accepts it there.
  const bell = desislava.getByRole('button', { name: /^Notifications, 1 unread/ });
  await expect(bell).toBeVisible({ timeout: 15_000 });
  await bell.click();
  const panel = desislava.getByRole('dialog', { name: 'Notifications' });
  await expect(panel.getByText(/^Мария Петрова invites you to play on/)).toBeVisible();
  await panel.getByRole('button', { name: 'Accept the invitation from Мария Петрова' }).click();
  await expect(panel.getByText("Invitation accepted: you're in the game")).toBeVisible();

  // Maria's game page follows: the match is full, with both in it.
  await expect(maria.getByText('Пълна', { exact: true })).toBeVisible({ timeout: 15_000 });
  await expect(maria.getByText('Десислава Стоянова').first()).toBeVisible();
  // They have their match: Desislava is no longer proposed to Maria, the other two still are.
  await maria.goto('/partners');
  await expect(maria.getByRole('article').filter({ hasText: 'Georgi Dimitrov' })).toBeVisible();
  await expect(maria.getByRole('article').filter({ hasText: 'Николай Георгиев' })).toBeVisible();
  await expect(maria.getByRole('article').filter({ hasText: 'Десислава Стоянова' })).toHaveCount(0);
});

test('a game posted reaches a player whose week it fits, live, and not one it does not fit', async ({
  browser,
  baseURL,
  request,
}) => {
  const desislava = await signedInPage(
    browser,
    baseURL as string,
    'desislava@demo.example.com',
    'en',
    { width: 1280, height: 800 },
  );
  const elena = await signedInPage(browser, baseURL as string, 'elena@demo.example.com', 'bg', {
    width: 360,
    height: 780,
  });
  // Georgi posts a singles game in Lozenets on a Thursday evening at least a day ahead: inside
  // Desislava's Thursday 19:00–21:00, at her level; Elena plays Monday and Wednesday afternoons,
  // a beginner.
  const signIn = await request.post('/api/auth/sign-in', {
    data: { email: 'georgi@demo.example.com', password: 'sofia-tennis-demo' },
  });
  const token = (await signIn.json()).access_token as string;
  const thursday = new Date(Date.now() + 86_400_000);
  while (thursday.getUTCDay() !== 4) thursday.setUTCDate(thursday.getUTCDate() + 1);
  const date = thursday.toISOString().slice(0, 10);
  const posted = await request.post('/api/open-matches', {
    headers: { authorization: `Bearer ${token}` },
    data: { format: 'singles', date, startTime: '20:00', durationHours: 1, district: 'lozenets' },
  });
  expect(posted.status(), await posted.text()).toBe(201);

  const bell = desislava.getByRole('button', { name: /^Notifications, \d+ unread/ });
  await expect(bell).toBeVisible({ timeout: 15_000 });
  await bell.click();
  await expect(
    desislava
      .getByRole('dialog', { name: 'Notifications' })
      .getByText(/^A game that fits your week: Georgi Dimitrov plays on Thu/),
  ).toBeVisible();

  // Elena was told nothing: her bell, read afresh from the server, has no such notification.
  await elena.reload();
  await elena.getByRole('button', { name: /^Известия/ }).click();
  const panel = elena.getByRole('dialog', { name: 'Известия' });
  await expect(
    panel.getByRole('list').or(panel.getByText(/Все още нямате известия/)),
  ).toBeVisible();
  await expect(panel.getByText(/Игра, която ви пасва/)).toHaveCount(0);
});
