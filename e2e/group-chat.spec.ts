import type { Page } from '@playwright/test';
import { expect, signedInPage, test } from './fixtures/bookings-test';

// A sample doubles game (src/server/db-tools/sample-data.ts SAMPLE_OPEN_MATCHES): Georgi
// organises, Nikolay and Ivan play. Georgi is left alone: another spec counts his messages.
const GAME = '/open-matches/40000000-0000-0000-0000-000000000002';
const NOT_SENT_BG = 'Още не е изпратено';

async function openGameChat(page: Page, button: string) {
  await page.goto(GAME);
  await page.getByRole('button', { name: button }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('textbox')).toBeVisible();
  return dialog;
}

test("a game chat's message written offline is kept as not sent, then reaches the other players once", async ({
  browser,
  baseURL,
}) => {
  const url = baseURL as string;
  // Words of this run only: the game's chat may hold others' by now.
  const run = Date.now().toString(36);
  const offlineText = `Без връзка ${run}`;
  const closedText = `Затворен чат ${run}`;

  const nikolay = await signedInPage(browser, url, 'nikolay@demo.example.com', 'bg');
  const ivan = await signedInPage(browser, url, 'ivan@demo.example.com', 'en');
  const nikChat = await openGameChat(nikolay, 'Чат с играчите');
  const ivanChat = await openGameChat(ivan, 'Chat with the players');
  const ivanReceived = (text: string) =>
    ivanChat
      .getByRole('list', { name: 'Messages' })
      .getByRole('listitem')
      .filter({ hasText: text });

  // Offline, the message stays on Nikolay's device, shown as not sent; the composer empties.
  await nikolay.context().setOffline(true);
  await nikChat.getByLabel('Вашето съобщение').fill(offlineText);
  await nikChat.getByRole('button', { name: 'Изпрати' }).click();
  const mine = nikChat.getByRole('listitem').filter({ hasText: offlineText });
  await expect(mine).toContainText(NOT_SENT_BG);
  await expect(mine.getByRole('button', { name: 'Изпрати отново' })).toBeVisible();
  await expect(nikChat.getByLabel('Вашето съобщение')).toHaveValue('');
  await expect(ivanReceived(offlineText)).toHaveCount(0);

  // Back online: it goes out by itself, and Ivan gets it live, once, under Nikolay's name.
  await nikolay.context().setOffline(false);
  await expect(mine).not.toContainText(NOT_SENT_BG);
  await expect(ivanReceived(offlineText)).toHaveCount(1);
  await expect(ivanReceived(offlineText)).toContainText('Николай Георгиев');

  // Written offline and the chat closed at once: it waits on the device, and goes when the chat
  // opens again online.
  await nikolay.context().setOffline(true);
  await nikChat.getByLabel('Вашето съобщение').fill(closedText);
  await nikChat.getByLabel('Вашето съобщение').press('Enter');
  await expect(nikChat.getByRole('listitem').filter({ hasText: closedText })).toContainText(
    NOT_SENT_BG,
  );
  await nikChat.getByRole('button', { name: 'Затвори' }).click();
  await expect(nikChat).toBeHidden();
  await nikolay.context().setOffline(false);
  const nikAgain = await openGameChat(nikolay, 'Чат с играчите');
  await expect(ivanReceived(closedText)).toHaveCount(1);
  await expect(nikAgain.getByRole('listitem').filter({ hasText: closedText })).toHaveCount(1);
  await expect(nikAgain.getByRole('listitem').filter({ hasText: closedText })).not.toContainText(
    NOT_SENT_BG,
  );

  // The server holds each once: Ivan's chat, opened afresh, shows the same.
  await ivanChat.getByRole('button', { name: 'Close' }).click();
  const ivanAgain = await openGameChat(ivan, 'Chat with the players');
  for (const text of [offlineText, closedText]) {
    await expect(ivanAgain.getByRole('listitem').filter({ hasText: text })).toHaveCount(1);
  }
  await nikolay.context().close();
  await ivan.context().close();
});
