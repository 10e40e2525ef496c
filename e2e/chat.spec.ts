import type { Browser, Page } from '@playwright/test';
import { SAMPLE_PASSWORD } from '#server/db-tools/sample-data';
import { type ServerProcess, serverFixture } from './fixtures/server-process';
import { test as base, expect } from './fixtures/test';

// Chat tests restart their server, so each test gets a server of its own.
const test = base.extend<{ chatServer: ServerProcess }>({
  chatServer: [serverFixture, { timeout: 60_000 }],
});

async function signedInPage(browser: Browser, baseURL: string, email: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, locale: 'bg-BG' });
  const page = await context.newPage();
  await page.goto('/auth');
  await page.getByLabel('Имейл').fill(email);
  await page.getByLabel('Парола').fill(SAMPLE_PASSWORD);
  await page.getByRole('button', { name: 'Вход' }).click();
  await expect(page.getByRole('button', { name: 'Меню на профила' })).toBeVisible();
  return page;
}

const chatLog = (page: Page) => page.getByRole('list', { name: 'Съобщения' });

async function expectMessages(page: Page, texts: string[]) {
  const items = chatLog(page).getByRole('listitem');
  await expect(items).toHaveCount(texts.length);
  for (const [index, text] of texts.entries()) {
    await expect(items.nth(index)).toContainText(text);
  }
}

test('two players chat live, and nothing is lost or doubled across a server restart', async ({
  browser,
  chatServer,
}) => {
  // Two browsers, a server stop and a restart: more than the default 30 s on a busy machine.
  test.setTimeout(120_000);
  const georgi = await signedInPage(browser, chatServer.url, 'georgi@demo.example.com');
  const maria = await signedInPage(browser, chatServer.url, 'maria@demo.example.com');

  // Georgi connects with Maria from her card.
  await georgi
    .getByRole('article')
    .filter({ hasText: 'Мария Петрова' })
    .getByRole('button', { name: 'Свържи се и играй' })
    .click();
  const dialog = georgi.getByRole('dialog', { name: 'Чат с Мария Петрова' });
  await expect(dialog).toBeVisible();
  await expect(georgi.getByText('Поканата е изпратена!')).toBeVisible();
  await expect(dialog.getByText('Започнете разговор!')).toBeVisible();
  const draft = dialog.getByPlaceholder('Напишете съобщение...');
  // A draft survives closing and reopening the chat.
  await draft.fill('Здравей, Мария! Игра в събота?');
  await georgi.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await georgi
    .getByRole('article')
    .filter({ hasText: 'Мария Петрова' })
    .getByRole('button', { name: 'Свържи се и играй' })
    .click();
  await expect(draft).toHaveValue('Здравей, Мария! Игра в събота?');
  await draft.press('Enter');
  await expect(draft).toHaveValue('');
  await expectMessages(georgi, ['Здравей, Мария! Игра в събота?']);

  // Maria sees the unread message live in the top bar, then opens the conversation.
  await expect(maria.getByRole('link', { name: /1 непрочетено съобщение/ })).toBeVisible({
    timeout: 5_000,
  });
  await maria.getByRole('link', { name: /Съобщения/ }).click();
  await maria.getByRole('button', { name: 'Отвори чата с Georgi Dimitrov' }).click();
  await expectMessages(maria, ['Здравей, Мария! Игра в събота?']);
  const answer = maria.getByPlaceholder('Напишете съобщение...');
  await answer.fill('Да, в 10:00\nна Витоша?');
  await answer.press('Enter');
  await expectMessages(georgi, ['Здравей, Мария! Игра в събота?', 'Да, в 10:00\nна Витоша?']);

  // The server goes down; both show that they are reconnecting.
  await chatServer.stop();
  await expect(dialog.getByText('Свързване отново…')).toBeVisible({ timeout: 35_000 });

  // It comes back, and Maria writes at once, before Georgi's socket has reconnected.
  await chatServer.restart();
  const token = await maria.evaluate(() => {
    const raw = Object.entries(localStorage).find(([key]) => key === 'sofia-tennis.session')?.[1];
    return raw ? (JSON.parse(raw).access_token as string) : '';
  });
  const conversations = await maria.request.get(`${chatServer.url}/api/conversations`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const conversationId = (await conversations.json()).items[0].id;
  const sent = await maria.request.post(
    `${chatServer.url}/api/conversations/${conversationId}/messages`,
    {
      headers: { authorization: `Bearer ${token}` },
      data: { content: 'Пиша, докато се свързваш' },
    },
  );
  expect(sent.status()).toBe(201);

  // Both sides end with every message once, in order.
  const all = [
    'Здравей, Мария! Игра в събота?',
    'Да, в 10:00\nна Витоша?',
    'Пиша, докато се свързваш',
  ];
  await expect(dialog.getByText('Свързване отново…')).toBeHidden({ timeout: 15_000 });
  await expectMessages(georgi, all);
  await expectMessages(maria, all);
  await draft.fill('Чудесно, до събота!');
  await draft.press('Enter');
  await expectMessages(maria, [...all, 'Чудесно, до събота!']);
  await expectMessages(georgi, [...all, 'Чудесно, до събота!']);
});

test('a message the server refuses says why, is not sent again by itself, and can be sent again or discarded', async ({
  browser,
  chatServer,
}) => {
  const georgi = await signedInPage(browser, chatServer.url, 'georgi@demo.example.com');
  await georgi
    .getByRole('article')
    .filter({ hasText: 'Мария Петрова' })
    .getByRole('button', { name: 'Свържи се и играй' })
    .click();
  const dialog = georgi.getByRole('dialog', { name: 'Чат с Мария Петрова' });
  await expect(dialog.getByText('Започнете разговор!')).toBeVisible();
  // The server refuses what starts with 'Отказано', as it would a text too long.
  const refused: string[] = [];
  await georgi.route('**/api/conversations/*/messages', (route) => {
    const content = route.request().postDataJSON()?.content;
    if (route.request().method() !== 'POST' || !content?.startsWith('Отказано')) {
      return route.fallback();
    }
    refused.push(content);
    return route.fulfill({
      status: 400,
      json: {
        error: { code: 'validation', message: 'Invalid body', fields: { content: 'too_long' } },
      },
    });
  });
  const draft = dialog.getByPlaceholder('Напишете съобщение...');
  for (const text of ['Отказано едно', 'Отказано две']) {
    await draft.fill(text);
    await draft.press('Enter');
  }
  const items = chatLog(georgi).getByRole('listitem');
  await expect(items).toHaveCount(2);
  await expect(items.nth(0)).toContainText('Не е изпратено: Текстът е твърде дълъг');
  await expect(items.nth(1)).toContainText('Не е изпратено: Текстът е твърде дълъг');

  // The connection drops and returns, a new message goes out after them: they stay refused.
  await georgi.context().setOffline(true);
  await georgi.context().setOffline(false);
  await draft.fill('Следващо');
  await draft.press('Enter');
  await expectMessages(georgi, ['Следващо', 'Отказано едно', 'Отказано две']);
  await expect(items.nth(0)).not.toContainText('Не е изпратено');
  expect(refused).toEqual(['Отказано едно', 'Отказано две']);

  // One is discarded; the server takes the other when it is sent again.
  await items.nth(1).getByRole('button', { name: 'Изтрий' }).click();
  await georgi.unrouteAll();
  await items.nth(1).getByRole('button', { name: 'Изпрати отново' }).click();
  await expectMessages(georgi, ['Следващо', 'Отказано две']);
  await expect(chatLog(georgi)).not.toContainText('Не е изпратено');
  // The server holds exactly those: after a reload the chat shows the same.
  await georgi.reload();
  await georgi
    .getByRole('article')
    .filter({ hasText: 'Мария Петрова' })
    .getByRole('button', { name: 'Свържи се и играй' })
    .click();
  await expectMessages(georgi, ['Следващо', 'Отказано две']);
});

test('a message written while the chat opens shows as sending and goes out once, even if the chat is closed at once', async ({
  browser,
  chatServer,
}) => {
  const georgi = await signedInPage(browser, chatServer.url, 'georgi@demo.example.com');
  // The conversation takes its time to open: the message is written before it is known.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await georgi.route('**/api/conversations', async (route) => {
    if (route.request().method() === 'POST') await held;
    await route.fallback();
  });
  await georgi
    .getByRole('article')
    .filter({ hasText: 'Мария Петрова' })
    .getByRole('button', { name: 'Свържи се и играй' })
    .click();
  const dialog = georgi.getByRole('dialog', { name: 'Чат с Мария Петрова' });
  const text = 'Пиша, докато чатът се отваря';
  await dialog.getByPlaceholder('Напишете съобщение...').fill(text);
  await dialog.getByPlaceholder('Напишете съобщение...').press('Enter');
  const item = chatLog(georgi).getByRole('listitem').filter({ hasText: text });
  // On its way, not 'not sent': nothing keeps it from going.
  await expect(item).toContainText('Изпраща се…');
  await expect(item).not.toContainText('Не е изпратено');
  await georgi.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  release();

  const maria = await signedInPage(browser, chatServer.url, 'maria@demo.example.com');
  await maria.goto('/messages');
  await maria.getByRole('button', { name: 'Отвори чата с Georgi Dimitrov' }).click();
  await expectMessages(maria, [text]);

  // Georgi's chat, opened again, shows it once, as sent.
  await georgi
    .getByRole('article')
    .filter({ hasText: 'Мария Петрова' })
    .getByRole('button', { name: 'Свържи се и играй' })
    .click();
  await expectMessages(georgi, [text]);
  await expect(chatLog(georgi)).not.toContainText('Изпраща се…');
});
