import { SAMPLE_PASSWORD } from '../src/server/db/sample-data';
import { type ServerProcess, serverFixture } from './fixtures/server-process';
import { test as base, expect, type Page } from './fixtures/test';

// These tests go offline and write messages: each gets a server of its own.
const test = base.extend<{ offlineServer: ServerProcess }>({
  offlineServer: [serverFixture, { timeout: 60_000 }],
});
test.use({ serviceWorkers: 'allow' });

/** Waits until the app's service worker controls the page (it registers after the load). */
async function controlledByServiceWorker(page: Page) {
  await expect
    .poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)), {
      timeout: 20_000,
    })
    .toBe(true);
}

test('after a first visit the app opens offline with the last lists and says it is offline', async ({
  browser,
  offlineServer,
}) => {
  const context = await browser.newContext({ baseURL: offlineServer.url, locale: 'en-GB' });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Ivan Todorov' })).toBeVisible();
  await controlledByServiceWorker(page);
  // Seen once online, through the worker: the courts' list and a court's page.
  await page.getByRole('tab', { name: /Find Courts/ }).click();
  await expect(page.getByRole('heading', { name: '7 courts' })).toBeVisible();
  await page.goto('/courts/10000000-0000-0000-0000-000000000001');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vitosha Tennis Complex');

  await context.setOffline(true);
  await page.goto('/');
  await expect(
    page.getByText("You're offline. Showing the data from your last visit."),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Ivan Todorov' })).toBeVisible();
  // A page never opened as such: the app's shell, filled from the lists seen.
  await page.goto('/?tab=courts');
  await expect(page.getByRole('heading', { name: '7 courts' })).toBeVisible();
  await page.goto('/courts/10000000-0000-0000-0000-000000000001');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vitosha Tennis Complex');

  await context.setOffline(false);
  await page.reload();
  await expect(
    page.getByText("You're offline. Showing the data from your last visit."),
  ).toBeHidden();
  await context.close();
});

test('a message written offline is kept as not sent and goes out when the connection returns', async ({
  browser,
  offlineServer,
}) => {
  const context = await browser.newContext({ baseURL: offlineServer.url, locale: 'bg-BG' });
  const page = await context.newPage();
  await page.goto('/auth');
  await page.getByLabel('Имейл').fill('georgi@demo.example.com');
  await page.getByLabel('Парола').fill(SAMPLE_PASSWORD);
  await page.getByRole('button', { name: 'Вход' }).click();
  await expect(page.getByRole('button', { name: 'Меню на профила' })).toBeVisible();
  await page
    .getByRole('article')
    .filter({ hasText: 'Мария Петрова' })
    .getByRole('button', { name: 'Свържи се и играй' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Чат с Мария Петрова' });
  await expect(dialog.getByText('Започнете разговор!')).toBeVisible();

  await context.setOffline(true);
  const draft = dialog.getByPlaceholder('Напишете съобщение...');
  await draft.fill('Пиша без връзка');
  await draft.press('Enter');
  const log = dialog.getByRole('list', { name: 'Съобщения' });
  await expect(log.getByRole('listitem')).toHaveCount(1);
  await expect(log).toContainText(
    'Не е изпратено: ще се изпрати, когато връзката се върне, докато чатът е отворен.',
  );
  await expect(draft).toHaveValue('');

  await context.setOffline(false);
  await expect(log).not.toContainText('Не е изпратено');
  await expect(log.getByRole('listitem')).toHaveCount(1);
  await expect(log.getByRole('listitem')).toContainText('Пиша без връзка');
  // It reached the server: it is there after a reload.
  await page.reload();
  await page.getByRole('link', { name: /Съобщения/ }).click();
  await page.getByRole('button', { name: 'Отвори чата с Мария Петрова' }).click();
  await expect(page.getByRole('list', { name: 'Съобщения' })).toContainText('Пиша без връзка');
  await context.close();
});
