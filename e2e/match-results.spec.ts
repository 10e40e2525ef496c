import type { Player } from '../src/contract/players';
import { expect, signedInPage, test } from './fixtures/bookings-test';

// Two signed-in browsers each: more than the default 30 s on a busy machine.
test.describe.configure({ timeout: 60_000 });

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
  const ivanCard = ivan.getByRole('article').filter({
    has: ivan.getByRole('heading', { name: 'Ivan Todorov' }),
  });
  await expect(ivanCard).toContainText(`Games played${ivanAfter}`);
  await expect(ivanCard).toContainText(`${ivanRate}%`);
  const desiAfter = desiBefore.gamesPlayed + 1;
  await ivan.goto(`/?q=${encodeURIComponent('Десислава')}`);
  const desiCard = ivan.getByRole('article').filter({
    has: ivan.getByRole('heading', { name: 'Десислава Стоянова' }),
  });
  await expect(desiCard).toContainText(`Games played${desiAfter}`);
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
  await expect(maria.getByRole('article', { name: 'Мач срещу Николай Георгиев' })).toHaveCount(1);
  await maria.context().close();
});
