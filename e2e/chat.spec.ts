import type { Browser, Page } from '@playwright/test';
import { SAMPLE_PASSWORD } from '../src/server/db/sample-data';
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
