import type { Browser } from '@playwright/test';
import type { Player, PlayersPage } from '#contract/players';
import { expect, signedInPage, test } from './fixtures/bookings-test';
import { playerCard } from './fixtures/home';

const IVAN = '00000000-0000-0000-0000-000000000004';

/** Every listed player as a visitor sees them (the sample data and what other tests added). */
async function everyone(baseURL: string): Promise<Player[]> {
  const players: Player[] = [];
  let cursor: string | null = null;
  do {
    const response = await fetch(`${baseURL}/api/players${cursor ? `?cursor=${cursor}` : ''}`);
    const page = (await response.json()) as PlayersPage;
    players.push(...page.items);
    cursor = page.nextCursor;
  } while (cursor);
  return players;
}

/** The rating line as the app writes it in `language` (Intl, as lib/format does). */
function ratingText(player: Player, language: 'bg' | 'en') {
  const number = (value: number) => new Intl.NumberFormat(language).format(value);
  const { points, deviation, results } = player.rating;
  const label = language === 'bg' ? 'Рейтинг' : 'Rating';
  if (results < 5) {
    return `${label}: ${number(points)}, ${language === 'bg' ? 'предварителен' : 'provisional'}`;
  }
  return `${label}: ${number(points)} ± ${number(deviation)}`;
}

async function visitorPage(browser: Browser, baseURL: string, language: 'bg' | 'en') {
  const context = await browser.newContext({ baseURL });
  await context.addInitScript((lng) => localStorage.setItem('language', lng), language);
  return context.newPage();
}

for (const language of ['bg', 'en'] as const) {
  test(`the player page and the card show the rating and the results behind it (${language})`, async ({
    browser,
    baseURL,
  }) => {
    const ivan = (await everyone(baseURL as string)).find((p) => p.id === IVAN) as Player;
    // The sample results rate Ivan on five or more.
    expect(ivan.rating.results).toBeGreaterThanOrEqual(5);
    const page = await visitorPage(browser, baseURL as string, language);
    await page.goto(`/players/${IVAN}`);
    const header = page.locator('header').filter({
      has: page.getByRole('heading', { level: 1, name: 'Ivan Todorov' }),
    });
    await expect(header).toContainText(ratingText(ivan, language));
    await expect(header).toContainText(
      language === 'bg'
        ? `нивото е потвърдено от ${ivan.rating.results} резултата`
        : `level confirmed by ${ivan.rating.results} results`,
    );

    await page.goto('/?q=Ivan');
    const card = playerCard(page, 'Ivan Todorov');
    await expect(card).toContainText(ratingText(ivan, language));
    await page.context().close();
  });
}

for (const [language, email, name] of [
  ['bg', 'elena@demo.example.com', 'Елена Николова'],
  ['en', 'georgi@demo.example.com', 'Georgi Dimitrov'],
] as const) {
  test(`a signed-in player sorts the players by 'closest to my level' (${language})`, async ({
    browser,
    baseURL,
  }) => {
    const players = await everyone(baseURL as string);
    const me = players.find((p) => p.name === name) as Player;
    const distance = (p: Player) => Math.abs(p.rating.points - me.rating.points);
    const [closest] = players
      .filter((p) => p.id !== me.id)
      .sort((a, b) => distance(a) - distance(b) || (a.id < b.id ? -1 : 1));

    const page = await signedInPage(browser, baseURL as string, email, language);
    await page.getByLabel(language === 'bg' ? 'Подреждане' : 'Sort by').selectOption({
      label: language === 'bg' ? 'Най-близо до моето ниво' : 'Closest to my level',
    });
    await expect(page).toHaveURL(/sort=closest/);
    const connect = language === 'bg' ? 'Свържи се и играй' : 'Connect & Play';
    const firstCard = page
      .getByRole('article')
      .filter({ has: page.getByRole('button', { name: connect }) })
      .first();
    await expect(firstCard.getByRole('heading', { level: 3 })).toHaveText(closest?.name as string);
    // The player themselves is not among the closest to their own level (their card would say
    // so; their partner request on the board above is a card of another kind).
    await expect(firstCard).toBeVisible();
    await expect(
      page
        .getByRole('article')
        .filter({ hasText: language === 'bg' ? 'Това сте вие' : 'This is you' }),
    ).toHaveCount(0);
    await page.context().close();
  });
}
