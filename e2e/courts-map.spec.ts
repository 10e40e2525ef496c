import type { Locator } from '@playwright/test';
import { expectNoAxeFindings } from './fixtures/phone-checks';
import { expect, type Page, test } from './fixtures/test';

// The courts tab's map. Its tiles never come from the internet here: each test answers the tile
// server's requests itself (a one-pixel PNG, or a failure), so the tests do not depend on it.
const TILES = 'https://tile.openstreetmap.org/**';
const PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
/** The map's own buttons, apart from the markers. */
const ZOOM_BUTTONS = new Set(['Приближи', 'Отдалечи']);

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 2, name });
const courtsMap = (page: Page) => page.getByRole('region', { name: 'Карта на кортовете' });

/** The names of the markers on the map: a court's name, or a group's count ('3 корта'). */
async function markerNames(map: Locator): Promise<string[]> {
  const names = await map
    .getByRole('button')
    .evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-label') ?? ''));
  return names.filter((name) => !ZOOM_BUTTONS.has(name)).sort();
}

/** Content Security Policy complaints in the console, which a test expects none of. */
function cspViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) violations.push(message.text());
  });
  return violations;
}

test('the map shows the filtered courts as markers, and a marker shows its court’s card', async ({
  page,
}) => {
  const tileRequests: string[] = [];
  await page.route(TILES, (route) => {
    tileRequests.push(route.request().url());
    return route.fulfill({ contentType: 'image/png', body: PIXEL_PNG });
  });
  const violations = cspViolations(page);
  await page.goto('/?tab=courts');
  await expect(heading(page, '7 корта')).toBeVisible();

  // A filter first: clay courts only.
  await page.getByRole('button', { name: 'Още филтри' }).click();
  const dialog = page.getByRole('dialog', { name: 'Още филтри' });
  await dialog.getByRole('checkbox', { name: 'Клей' }).check();
  await dialog.getByRole('button', { name: 'Приложи филтрите' }).click();
  await expect(heading(page, '2 корта')).toBeVisible();
  const listed = await page.getByRole('heading', { level: 3 }).allTextContents();
  expect([...listed].sort()).toEqual(['Тенис клуб Академика', 'Тенис комплекс Витоша']);

  const toggle = page.getByRole('group', { name: 'Покажи кортовете като' });
  await expect(toggle.getByRole('radio', { name: 'Списък' })).toBeChecked();
  await toggle.getByRole('radio', { name: 'Карта' }).check();
  await expect(page).toHaveURL(/view=map/);
  await expect(page).toHaveURL(/surface=clay/);
  const map = courtsMap(page);
  await expect(map.getByRole('button', { name: 'Тенис клуб Академика' })).toBeVisible();
  // Exactly the filtered courts, each with its own marker.
  await expect.poll(() => markerNames(map)).toEqual([...listed].sort());
  await expect(heading(page, '2 корта')).toBeVisible();
  await expect(map.getByRole('button', { name: 'Приближи' })).toBeVisible();
  await expect(map.getByRole('link', { name: '© сътрудници на OpenStreetMap' })).toHaveAttribute(
    'href',
    'https://www.openstreetmap.org/copyright',
  );
  await expect.poll(() => tileRequests.length).toBeGreaterThan(0);
  await expect(page.getByText('Картата не се зареди, но кортовете са отбелязани.')).toHaveCount(0);

  // A marker, chosen with the mouse, shows that court's card; its page is one link away.
  await map.getByRole('button', { name: 'Тенис комплекс Витоша' }).click();
  const card = page.getByRole('region', { name: 'Тенис комплекс Витоша' });
  await expect(card.getByRole('heading', { level: 3 })).toHaveText('Тенис комплекс Витоша');
  await expect(card).toBeFocused();
  await expect(card.getByRole('link', { name: 'Тенис комплекс Витоша' })).toHaveAttribute(
    'href',
    /^\/courts\//,
  );
  // Closed, the keyboard is back on its marker; Enter on another marker shows that one.
  await card.getByRole('button', { name: 'Затвори' }).click();
  await expect(card).toHaveCount(0);
  await expect(map.getByRole('button', { name: 'Тенис комплекс Витоша' })).toBeFocused();
  await map.getByRole('button', { name: 'Тенис клуб Академика' }).focus();
  await page.keyboard.press('Enter');
  await expect(
    page.getByRole('region', { name: 'Тенис клуб Академика' }).getByRole('heading', { level: 3 }),
  ).toHaveText('Тенис клуб Академика');

  // Back to the list, with the same filter.
  await toggle.getByRole('radio', { name: 'Списък' }).check();
  await expect(page).not.toHaveURL(/view=map/);
  await expect(map).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 3 })).toHaveText(listed);
  expect(violations).toEqual([]);
});

test('the map’s code and styles load when the map opens, not with the home page', async ({
  page,
}) => {
  await page.route(TILES, (route) => route.fulfill({ contentType: 'image/png', body: PIXEL_PNG }));
  const styleSheets: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'stylesheet') styleSheets.push(request.url());
  });
  await page.goto('/');
  await page.getByRole('tab', { name: 'Намери кортове' }).click();
  await expect(heading(page, '7 корта')).toBeVisible();
  expect(styleSheets.filter((url) => url.includes('courts-map'))).toEqual([]);
  expect(await page.evaluate(() => 'L' in window)).toBe(false);

  await page.getByRole('radio', { name: 'Карта' }).check();
  await expect(courtsMap(page)).toBeVisible();
  await expect.poll(() => styleSheets.filter((url) => url.includes('courts-map'))).toHaveLength(1);
  // Every court is on the map, alone or in a group that says how many it holds.
  const courtsMarked = (names: string[]) =>
    names.reduce((sum, name) => sum + (Number(/^(\d+) корта$/.exec(name)?.[1]) || 1), 0);
  await expect.poll(async () => courtsMarked(await markerNames(courtsMap(page)))).toBe(7);
});

test('without tiles (offline, the tile server down) the markers, the cards and the list still work', async ({
  page,
}) => {
  await page.route(TILES, (route) => route.abort('internetdisconnected'));
  // Straight to a link of the map: the server's page holds its place until Leaflet loads.
  await page.goto('/?tab=courts&view=map&surface=clay');
  await expect(page.getByText('Картата не се зареди, но кортовете са отбелязани.')).toBeVisible();
  const map = courtsMap(page);
  await expect
    .poll(() => markerNames(map))
    .toEqual(['Тенис клуб Академика', 'Тенис комплекс Витоша']);
  await map.getByRole('button', { name: 'Тенис клуб Академика' }).click();
  await expect(
    page.getByRole('region', { name: 'Тенис клуб Академика' }).getByRole('heading', { level: 3 }),
  ).toBeVisible();

  await page.getByRole('radio', { name: 'Списък' }).check();
  await expect(heading(page, '2 корта')).toBeVisible();
  await expect(page.getByRole('heading', { level: 3 })).toHaveCount(2);
});

test('a court’s page gives its address and directions in the maps app of the device at hand', async ({
  browser,
  baseURL,
}) => {
  const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/131 Mobile';
  const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15';
  const devices = [
    {
      userAgent: undefined,
      href: /^https:\/\/www\.openstreetmap\.org\/directions\?to=42\.6489%2C23\.3461/,
    },
    { userAgent: ANDROID, href: /^geo:42\.6489,23\.3461\?q=42\.6489,23\.3461\(.+\)$/ },
    { userAgent: IPHONE, href: /^https:\/\/maps\.apple\.com\/\?daddr=42\.6489,23\.3461/ },
  ];
  for (const device of devices) {
    const context = await browser.newContext({ baseURL, userAgent: device.userAgent });
    const page = await context.newPage();
    await page.goto('/?tab=courts&q=akademika');
    await page.getByRole('link', { name: 'Тенис клуб Академика' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Тенис клуб Академика');
    await expect(
      page.getByText('ж.к. Студентски град, ул. „Акад. Стефан Младенов“ 1, 1700'),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Упътвания' })).toHaveAttribute(
      'href',
      device.href,
    );
    await context.close();
  }
});

test('a court’s page shows its place on a map when asked, its script loaded only then', async ({
  page,
}) => {
  await page.route(TILES, (route) => route.fulfill({ contentType: 'image/png', body: PIXEL_PNG }));
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.goto('/courts/10000000-0000-0000-0000-000000000006');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Тенис клуб Академика');
  const before = scripts.length;
  await page.getByRole('button', { name: 'Покажи на картата' }).click();
  const map = page.getByRole('region', { name: 'Тенис клуб Академика на картата' });
  await expect(map).toBeVisible();
  // The marker is drawn after the region shows: asked until it is there.
  await expect.poll(() => markerNames(map)).toEqual(['Тенис клуб Академика']);
  expect(scripts.length).toBeGreaterThan(before);
  // Its marker opens no card: the page is the court's already.
  await map.getByRole('button', { name: 'Тенис клуб Академика' }).click();
  await expect(page.getByRole('button', { name: 'Затвори' })).toHaveCount(0);
  await expectNoAxeFindings(page, 'a court’s place on the map');
});

test('axe finds nothing on the map and a court’s card over it', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await page.route(TILES, (route) => route.fulfill({ contentType: 'image/png', body: PIXEL_PNG }));
  await page.goto('/?tab=courts&view=map&surface=clay');
  const map = courtsMap(page);
  await expect(map.getByRole('button', { name: 'Тенис комплекс Витоша' })).toBeVisible();
  await expectNoAxeFindings(page, 'the map');
  await map.getByRole('button', { name: 'Тенис комплекс Витоша' }).click();
  await expect(page.getByRole('region', { name: 'Тенис комплекс Витоша' })).toBeFocused();
  await expectNoAxeFindings(page, 'the map with a court’s card');
  await context.close();
});

test('offline after a visit, the map opens with its markers and says the tiles did not load', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ baseURL, serviceWorkers: 'allow' });
  // The context's route sees the service worker's requests too.
  await context.route(TILES, (route) =>
    route.fulfill({ contentType: 'image/png', body: PIXEL_PNG }),
  );
  const page = await context.newPage();
  await page.goto('/?tab=courts&view=map&surface=clay');
  await expect(courtsMap(page).getByRole('button', { name: 'Тенис клуб Академика' })).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)), {
      timeout: 20_000,
    })
    .toBe(true);
  // Seen once through the worker, then offline.
  await page.reload();
  await expect(courtsMap(page).getByRole('button', { name: 'Тенис клуб Академика' })).toBeVisible();
  await context.unroute(TILES);
  await context.setOffline(true);
  await page.goto('/?tab=courts&view=map&surface=clay');
  await expect
    .poll(() => markerNames(courtsMap(page)))
    .toEqual(['Тенис клуб Академика', 'Тенис комплекс Витоша']);
  await courtsMap(page).getByRole('button', { name: 'Отдалечи' }).click();
  await expect(page.getByText('Картата не се зареди, но кортовете са отбелязани.')).toBeVisible();
  await context.close();
});
