import { SAMPLE_PASSWORD } from '#server/db-tools/sample-data';
import { playerResults } from './fixtures/home';
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
  await expect(playerResults(page).getByRole('heading', { name: 'Ivan Todorov' })).toBeVisible();
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
  await expect(playerResults(page).getByRole('heading', { name: 'Ivan Todorov' })).toBeVisible();
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

const NOT_SENT =
  'Още не е изпратено. Запазено е на това устройство и ще се изпрати автоматично, когато има връзка и чатът е отворен.';

async function signIn(page: Page, email: string) {
  await page.goto('/auth');
  await page.getByLabel('Имейл').fill(email);
  await page.getByLabel('Парола').fill(SAMPLE_PASSWORD);
  await page.getByRole('button', { name: 'Вход' }).click();
  await expect(page.getByRole('button', { name: 'Меню на профила' })).toBeVisible();
}

/** Opens the chat with Maria from her card on the home page. */
async function openChatWithMaria(page: Page) {
  await page
    .getByRole('article')
    .filter({ hasText: 'Мария Петрова' })
    .getByRole('button', { name: 'Свържи се и играй' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Чат с Мария Петрова' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test('a message written offline is kept as not sent and goes out when the connection returns', async ({
  browser,
  offlineServer,
}) => {
  const context = await browser.newContext({ baseURL: offlineServer.url, locale: 'bg-BG' });
  const page = await context.newPage();
  await signIn(page, 'georgi@demo.example.com');
  // Offline, the app's lazy parts (the offline notice) come from the worker's precache.
  await controlledByServiceWorker(page);
  const dialog = await openChatWithMaria(page);
  await expect(dialog.getByText('Започнете разговор!')).toBeVisible();

  await context.setOffline(true);
  const draft = dialog.getByPlaceholder('Напишете съобщение...');
  await draft.fill('Пиша без връзка');
  await draft.press('Enter');
  const log = dialog.getByRole('list', { name: 'Съобщения' });
  await expect(log.getByRole('listitem')).toHaveCount(1);
  await expect(log).toContainText(NOT_SENT);
  await expect(draft).toHaveValue('');

  await context.setOffline(false);
  await expect(log).not.toContainText(NOT_SENT);
  await expect(log.getByRole('listitem')).toHaveCount(1);
  await expect(log.getByRole('listitem')).toContainText('Пиша без връзка');
  // It reached the server: it is there after a reload.
  await page.reload();
  await page.getByRole('link', { name: /Съобщения/ }).click();
  await page.getByRole('button', { name: 'Отвори чата с Мария Петрова' }).click();
  await expect(page.getByRole('list', { name: 'Съобщения' })).toContainText('Пиша без връзка');
  await context.close();
});

test('messages written offline outlive closing the chat and reloading the page, and each goes out once, in order', async ({
  browser,
  offlineServer,
}) => {
  const context = await browser.newContext({ baseURL: offlineServer.url, locale: 'bg-BG' });
  const page = await context.newPage();
  await signIn(page, 'georgi@demo.example.com');
  await controlledByServiceWorker(page);
  let dialog = await openChatWithMaria(page);
  await expect(dialog.getByText('Започнете разговор!')).toBeVisible();

  await context.setOffline(true);
  const written = ['Първото без връзка', 'Второто без връзка'];
  for (const text of written) {
    await dialog.getByPlaceholder('Напишете съобщение...').fill(text);
    await dialog.getByPlaceholder('Напишете съобщение...').press('Enter');
  }
  const items = () => dialog.getByRole('list', { name: 'Съобщения' }).getByRole('listitem');
  const expectNotSent = async () => {
    await expect(items()).toHaveCount(2);
    for (const [index, text] of written.entries()) {
      await expect(items().nth(index)).toContainText(text);
      await expect(items().nth(index)).toContainText(NOT_SENT);
    }
  };
  await expectNotSent();

  // Closed and opened again, still offline.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  dialog = await openChatWithMaria(page);
  await expectNotSent();

  // The page reloaded offline (the app from its service worker), the chat opened again.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Меню на профила' })).toBeVisible();
  dialog = await openChatWithMaria(page);
  await expect(
    dialog.getByText('Няма връзка. Разговорът ще се зареди, щом връзката се възстанови.'),
  ).toBeVisible();
  await expectNotSent();

  // The connection returns with the chat open: both go out, in order.
  await context.setOffline(false);
  await expect(dialog.getByRole('list', { name: 'Съобщения' })).not.toContainText(NOT_SENT);
  await expect(items()).toHaveCount(2);
  for (const [index, text] of written.entries()) {
    await expect(items().nth(index)).toContainText(text);
  }

  // Nothing is left to send again: after another reload the chat shows each once, sent.
  await page.reload();
  dialog = await openChatWithMaria(page);
  await expect(items()).toHaveCount(2);
  await expect(dialog.getByRole('list', { name: 'Съобщения' })).not.toContainText(NOT_SENT);

  // Maria received each exactly once, in the order written.
  const signedIn = await page.request.post('/api/auth/sign-in', {
    data: { email: 'maria@demo.example.com', password: SAMPLE_PASSWORD },
  });
  const headers = { authorization: `Bearer ${(await signedIn.json()).access_token}` };
  const inbox = await (await page.request.get('/api/conversations', { headers })).json();
  const withGeorgi = inbox.items.find(
    (c: { other: { name: string } }) => c.other.name === 'Georgi Dimitrov',
  );
  const received = await (
    await page.request.get(`/api/conversations/${withGeorgi.id}/messages`, { headers })
  ).json();
  expect(received.items.map((m: { content: string }) => m.content)).toEqual(written);
  await context.close();
});
