import type { Player } from '#contract/players';
import { expect, signedInPage, test } from './fixtures/bookings-test';
import { playerCard } from './fixtures/home';

async function stats(baseURL: string, name: string): Promise<Player> {
  const response = await fetch(`${baseURL}/api/players?q=${encodeURIComponent(name)}`);
  const page = (await response.json()) as { items: Player[] };
  return page.items[0] as Player;
}

test("record a result, the opponent confirms it live, both players' stats change", async ({
  browser,
  baseURL,
}) => {
  const base = baseURL as string;
  const ivanBefore = await stats(base, 'Ivan Todorov');
  const desiBefore = await stats(base, 'Десислава Стоянова');

  const ivan = await signedInPage(browser, base, 'ivan@demo.example.com');
  const desi = await signedInPage(browser, base, 'desislava@demo.example.com');
  await desi.getByRole('button', { name: 'Account menu' }).click();
  await desi.getByRole('menuitem', { name: 'My matches' }).click();
  await expect(desi.getByRole('heading', { level: 1, name: 'My matches' })).toBeVisible();

  await ivan.goto('/my/matches');
  await ivan.getByLabel('Find a player').fill('Десислава');
  await expect(ivan.getByLabel('Opponent')).toHaveValue(desiBefore.id);
  await ivan.getByLabel('Sets (your games first)').fill('6-4 9-7');
  await ivan.getByRole('button', { name: 'Record result' }).click();
  await expect(ivan.getByLabel('Sets (your games first)')).toHaveAccessibleDescription(
    /Set 2: This is not a possible set score/,
  );
  await ivan.getByLabel('Sets (your games first)').fill('6-4 3-6 10-8');
  await ivan.getByRole('button', { name: 'Record result' }).click();
  await expect(ivan.getByText('Result recorded')).toBeVisible();
  const mine = ivan.getByRole('article', { name: 'Match against Десислава Стоянова' }).first();
  await expect(mine).toContainText('Awaiting confirmation');
  await expect(mine).toContainText('Won 6-4 3-6 10-8');

  // The opponent sees it without reloading, from her side, and confirms it.
  const theirs = desi.getByRole('article', { name: 'Match against Ivan Todorov' }).first();
  await expect(theirs).toContainText('Lost 4-6 6-3 8-10');
  await theirs.getByRole('button', { name: 'Confirm' }).click();
  await expect(theirs).toContainText('Confirmed');
  await expect(mine).toContainText('Confirmed');

  // The player cards and the profile count it.
  const ivanAfter = ivanBefore.gamesPlayed + 1;
  const ivanRate = Math.round(((ivanBefore.wins + 1) / ivanAfter) * 100);
  await ivan.goto('/?q=Ivan');
  const ivanCard = playerCard(ivan, 'Ivan Todorov');
  await expect(ivanCard).toContainText(`Matches played${ivanAfter}`);
  await expect(ivanCard).toContainText(`${ivanRate}%`);
  const desiAfter = desiBefore.gamesPlayed + 1;
  await ivan.goto(`/?q=${encodeURIComponent('Десислава')}`);
  const desiCard = playerCard(ivan, 'Десислава Стоянова');
  await expect(desiCard).toContainText(`Matches played${desiAfter}`);
  await ivan.goto('/profile');
  const box = ivan.getByRole('region', { name: 'Match statistics' });
  await expect(box).toContainText(`${ivanBefore.wins + 1}Wins`);
  await expect(box).toContainText(`${ivanBefore.losses}Losses`);
  await ivan.context().close();
  await desi.context().close();
});

test('the form starts empty after saving, and the same result twice is refused', async ({
  browser,
  baseURL,
}) => {
  const maria = await signedInPage(browser, baseURL as string, 'maria@demo.example.com', 'bg');
  await maria.goto('/my/matches');
  const record = async () => {
    await maria.getByLabel('Търсене на играч').fill('Николай');
    await expect(maria.getByLabel('Противник')).not.toHaveValue('');
    await maria.getByLabel('Сетове (вашите геймове първи)').fill('6-3 6-2');
    await maria.getByRole('button', { name: 'Запиши резултата' }).click();
  };
  await record();
  await expect(maria.getByText('Резултатът е записан')).toBeVisible();
  await expect(maria.getByLabel('Търсене на играч')).toHaveValue('');
  await expect(maria.getByLabel('Противник')).toHaveValue('');
  await expect(maria.getByLabel('Сетове (вашите геймове първи)')).toHaveValue('');

  await record();
  await expect(maria.getByText('Този резултат вече е въведен и чака отговор')).toBeVisible();
  // One waiting for Nikolay's answer (the sample data has a confirmed one between them too).
  await expect(
    maria
      .getByRole('article', { name: 'Мач срещу Николай Георгиев' })
      .filter({ hasText: 'Чака потвърждение' }),
  ).toHaveCount(1);
  await maria.context().close();
});

test('a confirmed result both players withdraw no longer counts; the other player is told of the request', async ({
  browser,
  baseURL,
}) => {
  const base = baseURL as string;
  const mariaBefore = await stats(base, 'Мария Петрова');
  const nikolayId = (await stats(base, 'Николай Георгиев')).id;
  const maria = await signedInPage(browser, base, 'maria@demo.example.com');
  const nikolay = await signedInPage(browser, base, 'nikolay@demo.example.com');

  await maria.goto('/my/matches');
  await maria.getByLabel('Find a player').fill('Николай');
  await expect(maria.getByLabel('Opponent')).toHaveValue(nikolayId);
  await maria.getByLabel('Sets (your games first)').fill('6-0 6-1');
  await maria.getByRole('button', { name: 'Record result' }).click();
  await expect(maria.getByText('Result recorded')).toBeVisible();
  const mine = maria
    .getByRole('article', { name: 'Match against Николай Георгиев' })
    .filter({ hasText: 'Won 6-0 6-1' });
  await nikolay.goto('/my/matches');
  const theirs = nikolay
    .getByRole('article', { name: 'Match against Мария Петрова' })
    .filter({ hasText: 'Lost 0-6 1-6' });
  await theirs.getByRole('button', { name: 'Confirm' }).click();
  await expect(mine).toContainText('Confirmed');
  expect((await stats(base, 'Мария Петрова')).gamesPlayed).toBe(mariaBefore.gamesPlayed + 1);

  // She asks to take it back; he is told, and agrees from the notification's link.
  await mine.getByRole('button', { name: 'Withdraw result' }).click();
  await expect(maria.getByText('Withdrawal asked for')).toBeVisible();
  await expect(mine).toContainText(
    'You asked to withdraw this result: it is withdrawn once Николай Георгиев agrees.',
  );
  await nikolay.goto('/');
  await nikolay.getByRole('button', { name: /^Notifications, \d+ unread$/ }).click();
  await nikolay
    .getByRole('dialog', { name: 'Notifications' })
    .getByRole('link', { name: /Мария Петрова asks to withdraw your result 0-6 1-6/ })
    .click();
  await expect(nikolay).toHaveURL(/\/my\/matches#match-[0-9a-f-]{36}$/);
  await expect(theirs).toContainText('Мария Петрова asks to withdraw this result.');
  await theirs.getByRole('button', { name: 'Agree to withdraw' }).click();
  await expect(
    nikolay.getByText('Result withdrawn: it no longer counts for either of you'),
  ).toBeVisible();
  await expect(theirs).toContainText('Withdrawn');
  await expect(mine).toContainText('Withdrawn');
  expect((await stats(base, 'Мария Петрова')).gamesPlayed).toBe(mariaBefore.gamesPlayed);

  // Her own profile shows the rating the results gave, as others see it.
  await maria.goto('/profile');
  await expect(maria.getByText(/^Rating: [\d,]+( ± \d+|, provisional)$/)).toBeVisible();
  await expect(maria.getByRole('main')).toContainText(
    /level (confirmed by \d+ results?|not confirmed by results yet)/,
  );
  await maria.context().close();
  await nikolay.context().close();
});
