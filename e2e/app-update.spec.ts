import type { Page } from '@playwright/test';
import { playerResults } from './fixtures/home';
import { buildNextVersion, entryScript, type NextVersion } from './fixtures/next-version';
import { type ServerProcess, serverFixture } from './fixtures/server-process';
import { test as base, expect } from './fixtures/test';

// The server is stopped and started as another build (a deploy): a server of its own, stopped
// before that build is removed. The next version builds while the test visits the first one.
const test = base.extend<{ nextVersion: Promise<NextVersion>; deployServer: ServerProcess }>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright requires a destructuring pattern
  nextVersion: async ({}, use) => {
    const building = buildNextVersion();
    await use(building);
    await (await building.catch(() => undefined))?.remove();
  },
  // It starts while Vite builds the next version beside it: room for a busy machine.
  deployServer: [async ({ nextVersion: _ }, use) => serverFixture({}, use), { timeout: 120_000 }],
});
test.use({ serviceWorkers: 'allow' });

/** The script each page of the app starts from: it names the build it belongs to. */
const pageEntry = (page: Page) =>
  page.evaluate(() => document.querySelector<HTMLScriptElement>('script[type="module"]')?.src);

/** What the service worker has precached for offline use (paths). */
const precached = (page: Page) =>
  page.evaluate(async () => {
    const names = (await caches.keys()).filter((name) => name.startsWith('workbox-precache'));
    const requests = await Promise.all(names.map(async (name) => (await caches.open(name)).keys()));
    return requests.flat().map((request) => new URL(request.url).pathname);
  });

/** The app's service-worker registration, as the page sees it. */
const workers = (page: Page) =>
  page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    const controller = navigator.serviceWorker.controller;
    return {
      controlled: controller !== null && controller === registration?.active,
      waiting: registration?.waiting?.state ?? null,
      installing: registration?.installing?.state ?? null,
    };
  });

test('a new version deployed is offered as a reload: the page stays as it is until the user accepts, then reloads into the new version', async ({
  browser,
  deployServer,
  nextVersion,
}) => {
  const context = await browser.newContext({ baseURL: deployServer.url, locale: 'bg-BG' });
  const page = await context.newPage();
  const first = await entryScript('dist/web');
  await page.goto('/');
  await expect(playerResults(page).getByRole('heading', { name: 'Ivan Todorov' })).toBeVisible();
  await expect.poll(() => workers(page), { timeout: 20_000 }).toMatchObject({ controlled: true });
  expect(await pageEntry(page)).toBe(`${deployServer.url}${first}`);
  expect(await precached(page)).toContain(first);

  const next = await nextVersion;
  expect(next.entry).not.toBe(first);
  await deployServer.restart(next.main);
  // Nothing on the page knows yet: a reload would drop this mark.
  await page.evaluate(() => {
    (window as { openBeforeTheUpdate?: boolean }).openBeforeTheUpdate = true;
  });
  // A check for a new version, as the browser makes on a navigation (here without one, so that
  // the page is the same before and after).
  await page.evaluate(async () => {
    await (await navigator.serviceWorker.getRegistration())?.update();
  });

  const toast = page.getByRole('listitem').filter({ hasText: 'Има нова версия на приложението.' });
  await expect(toast).toBeVisible({ timeout: 20_000 });
  // Not accepted: the new version waits, the page keeps running the old one and is not reloaded.
  expect(await workers(page)).toEqual({
    controlled: true,
    waiting: 'installed',
    installing: null,
  });
  await page.getByRole('tab', { name: /Намери кортове/ }).click();
  await expect(page.getByRole('heading', { name: '7 корта' })).toBeVisible();
  expect(await page.evaluate(() => 'openBeforeTheUpdate' in window)).toBe(true);
  expect(await pageEntry(page)).toBe(`${deployServer.url}${first}`);
  expect(await workers(page)).toEqual({
    controlled: true,
    waiting: 'installed',
    installing: null,
  });

  // Accepted: the page reloads into the new version, under its worker.
  const reloaded = page.waitForEvent('load');
  await toast.getByRole('button', { name: 'Презареди' }).click();
  await reloaded;
  expect(await page.evaluate(() => 'openBeforeTheUpdate' in window)).toBe(false);
  await expect(page.getByRole('heading', { name: '7 корта' })).toBeVisible();
  expect(await pageEntry(page)).toBe(`${deployServer.url}${next.entry}`);
  await expect(page.locator('html')).toHaveAttribute('data-app-version', 'next');
  await expect
    .poll(() => workers(page))
    .toEqual({ controlled: true, waiting: null, installing: null });
  // The worker in control is the new one: its precache has the new build and no longer the old.
  const cached = await precached(page);
  expect(cached).toContain(next.entry);
  expect(cached).not.toContain(first);
  await expect(toast).toBeHidden();
  await context.close();
});
