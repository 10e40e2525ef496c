import { playerResults } from './fixtures/home';
import { expect, test } from './fixtures/test';

const COURT = '/courts/10000000-0000-0000-0000-000000000001';

test('the server writes the page in the visitor’s language, its dictionary preloaded, no inline script', async ({
  request,
}) => {
  const english = await (
    await request.get('/', { headers: { 'accept-language': 'de-DE,en;q=0.8' } })
  ).text();
  expect(english).toContain('<html lang="en"');
  expect(english).toContain('Find Your Perfect Tennis Partner in Sofia');
  expect(english).toMatch(/<link rel="modulepreload" href="\/assets\/translation-[^"]+\.js"/);
  // The entry and the page's data as a JSON block (not run: nothing for the CSP to refuse).
  expect(english).not.toMatch(
    /<script(?! type="module" crossorigin src=| type="application\/json" id="query-state">)/,
  );

  // The stored choice (the app keeps it in a cookie too) wins over the browser's languages.
  const bulgarian = await (
    await request.get('/?tab=courts', {
      headers: { 'accept-language': 'en', cookie: 'language=bg' },
    })
  ).text();
  expect(bulgarian).toContain('<html lang="bg"');
  expect(bulgarian).toContain('Намерете своя идеален тенис партньор в София');
});

test('without JavaScript a phone still sees the home page, the sign-in form and a court', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({
    baseURL,
    javaScriptEnabled: false,
    locale: 'bg-BG',
    viewport: { width: 375, height: 760 },
  });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Намерете своя идеален тенис партньор в София',
  );
  await expect(page.getByRole('tab', { name: 'Намери играчи', selected: true })).toBeVisible();
  // The first page of players comes with the page.
  await expect(playerResults(page).getByRole('heading', { name: 'Ivan Todorov' })).toBeVisible();
  await page.goto('/?tab=courts');
  await expect(page.getByRole('tab', { name: 'Намери кортове', selected: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Тенис комплекс Витоша' })).toBeVisible();
  await page.goto('/auth');
  await expect(page.getByLabel('Имейл')).toBeVisible();
  // A court's facts come with the page; its week's free times are fetched once the page runs.
  await page.goto(COURT);
  await expect(page).toHaveTitle('Тенис комплекс Витоша · Тенис София');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Тенис комплекс Витоша');
  await expect(page.getByRole('heading', { name: 'Свободни часове тази седмица' })).toBeVisible();
  const week = page.getByRole('region', { name: 'Свободни часове тази седмица' });
  await expect(week.getByRole('status')).toHaveText('Зареждане на свободните часове…');
  // Without its script a button can do nothing, and says so.
  await expect(page.getByRole('button', { name: 'Резервирай корт' })).toBeDisabled();
  await context.close();
});

test('the rendered pages come alive without an error, in the language they were written in', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ baseURL, locale: 'en-GB' });
  // A refused eval or inline script is an error too, though nothing breaks visibly.
  await context.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (event) =>
      console.error(`CSP refused ${event.violatedDirective} in ${event.sourceFile}`),
    ),
  );
  const page = await context.newPage();
  const errors: string[] = [];
  page.on(
    'console',
    (message) => message.type() === 'error' && errors.push(`${page.url()}: ${message.text()}`),
  );
  page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
  const reads: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) reads.push(url.pathname);
  });
  for (const path of ['/', '/?tab=courts', '/auth']) {
    await page.goto(path, { waitUntil: 'networkidle' });
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  }
  // The court's page asks for its free times once its script runs, which on a busy machine can
  // come after the network has been quiet for a while: wait for that request itself.
  const availability = page.waitForRequest(
    (request) => new URL(request.url()).pathname === `/api${COURT}/availability`,
  );
  await page.goto(COURT, { waitUntil: 'networkidle' });
  await availability;
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  // Each page came with the data it shows: the browser asked the API for none of it again. The
  // court's free times this week are the browser's own to fetch, once, after the page runs.
  expect(reads.filter((path) => /^\/api\/(players|courts|partner-requests)/.test(path))).toEqual([
    `/api${COURT}/availability`,
  ]);
  await page.goto('/');
  await page.getByRole('tab', { name: /Find Courts/ }).click();
  await expect(page).toHaveURL(/tab=courts/);
  await page.getByRole('button', { name: 'БГ' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'bg');
  expect(errors).toEqual([]);
  await context.close();
});
