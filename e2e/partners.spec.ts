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
