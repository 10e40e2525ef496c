import { SAMPLE_OPEN_MATCHES } from '#server/db-tools/sample-data';
import { expect, signedInPage, test } from './fixtures/bookings-test';

/** The sample singles game played yesterday: Maria's, with Elena, its result still to record. */
const PLAYED = SAMPLE_OPEN_MATCHES.find((game) => game.inDays < 0 && game.format === 'singles');

test("a played game's result is recorded from its page, and the opponent confirms it there", async ({
  browser,
  baseURL,
}) => {
  if (!PLAYED) throw new Error('no sample game played yesterday');
  const url = baseURL as string;
  const maria = await signedInPage(browser, url, 'maria@demo.example.com');
  const elena = await signedInPage(browser, url, 'elena@demo.example.com', 'bg');
  await maria.goto(`/open-matches/${PLAYED.id}`);
  await elena.goto(`/open-matches/${PLAYED.id}`);

  const result = maria.getByRole('region', { name: 'Result' });
  await expect(result).toContainText('No result recorded yet.');
  await result.getByRole('button', { name: 'Record the result' }).click();
  // The opponent and the day are the game's, filled in and fixed.
  await expect(result.getByLabel('Opponent')).toHaveValue('Елена Николова');
  await expect(result.getByLabel('Opponent')).toHaveAttribute('readonly', '');
  await expect(result.getByLabel('Date played')).toHaveAttribute('readonly', '');
  await result.getByLabel('Sets (your games first)').fill('6-3 4-6 10-5');
  await result.getByRole('button', { name: 'Record result' }).click();
  await expect(maria.getByText('Result recorded')).toBeVisible();
  const mine = result.getByRole('article', { name: 'Match against Елена Николова' });
  await expect(mine).toContainText('Awaiting confirmation');
  await expect(mine).toContainText('Won 6-3 4-6 10-5');
  await expect(result).toContainText('Waiting for Елена Николова to confirm or dispute it.');
  await expect(result.getByRole('button', { name: 'Record the result' })).toHaveCount(0);

  // Elena sees it on the game's page without reloading, from her side, and confirms it there.
  const theirs = elena
    .getByRole('region', { name: 'Резултат' })
    .getByRole('article', { name: 'Мач срещу Мария Петрова' });
  await expect(theirs).toContainText('Загуба 3-6 6-4 5-10');
  await theirs.getByRole('button', { name: 'Потвърди' }).click();
  await expect(theirs).toContainText('Потвърден');
  await expect(mine).toContainText('Confirmed');
  await maria.context().close();
  await elena.context().close();
});
