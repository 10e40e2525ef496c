import { WEB_ROUTES } from '#contract/web-routes';
import { expect, test } from './fixtures/test';

const COURT = '10000000-0000-0000-0000-000000000001';
const PLAYER = '00000000-0000-0000-0000-000000000001';
const GAME = '40000000-0000-0000-0000-000000000001';

test('every page of the app answers 200, anything else 404 with the not-found page', async ({
  page,
}) => {
  for (const route of WEB_ROUTES) {
    const id = route.startsWith('/players')
      ? PLAYER
      : route.startsWith('/open-matches')
        ? GAME
        : COURT;
    const path = route.replace(':id', id);
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await expect(page.getByRole('heading', { name: 'Опа! Страницата не е намерена' })).toHaveCount(
      0,
    );
  }
  for (const path of [
    '/nope',
    '/courts/12',
    '/players/10000000-0000-4000-8000-0000000000ff',
    '/auth/nope',
  ]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(
      page.getByRole('heading', { name: 'Опа! Страницата не е намерена' }),
    ).toBeVisible();
  }
});

test('a court’s and a player’s page carry their own title and description in the HTML', async ({
  request,
}) => {
  const court = await request.get(`/courts/${COURT}`, { headers: { 'accept-language': 'en' } });
  const html = await court.text();
  expect(html).toContain('<title>Vitosha Tennis Complex · Tennis Sofia</title>');
  expect(html).toContain('<html lang="en">');
  expect(html).toMatch(
    /<meta property="og:description" content="Vitosha Tennis Complex, [^"]+ per hour/,
  );
  const player = await request.get(`/players/${PLAYER}`);
  expect(await player.text()).toContain('<title>Мария Петрова · Тенис София</title>');
});

const UNKNOWN = '10000000-0000-4000-8000-0000000000ff';

for (const [language, notFound, loading] of [
  ['bg', 'Опа! Страницата не е намерена', 'Зареждане'],
  ['en', 'Oops! Page not found', 'Loading'],
] as const) {
  test(`an unknown court's or player's page is the not-found page in its HTML (${language})`, async ({
    request,
  }) => {
    for (const path of [`/courts/${UNKNOWN}`, `/players/${UNKNOWN}`]) {
      const response = await request.get(path, { headers: { 'accept-language': language } });
      expect(response.status(), path).toBe(404);
      const html = await response.text();
      expect(html, path).toContain(notFound);
      expect(html, path).not.toContain(loading);
    }
  });
}

test("the browser shows an unknown court's or player's not-found page without asking the API again", async ({
  page,
}) => {
  for (const kind of ['courts', 'players']) {
    const path = `/${kind}/${UNKNOWN}`;
    const api = `/api/${kind}/${UNKNOWN}`;
    const asked: string[] = [];
    const count = (request: { url: () => string }) => {
      if (new URL(request.url()).pathname === api) asked.push(request.url());
    };
    page.on('request', count);
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    // Hydrated: the link home works in the app, without loading the page again.
    const home = page.getByRole('link', { name: 'Към началната страница' });
    await expect(home).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(
      page.getByRole('heading', { name: 'Опа! Страницата не е намерена' }),
    ).toBeVisible();
    expect(asked, path).toEqual([]);
    page.off('request', count);
  }
  await page.getByRole('link', { name: 'Към началната страница' }).click();
  await expect(page).toHaveURL(/\/$/);
});
