import { expect, type Locator } from '@playwright/test';
import { SAMPLE_PLAYERS } from '#server/db-tools/sample-data';
import { test as base } from './fixtures/base';
import { signedInPage } from './fixtures/bookings-test';
import { playerCard } from './fixtures/home';
import { expectPhoneReady, PHONE } from './fixtures/phone-checks';
import { type ServerProcess, serverFixture } from './fixtures/server-process';

// Blocking changes who sees whom: a server of its own, so no other test's lists change.
const test = base.extend<{ blockingServer: ServerProcess }>({
  blockingServer: [serverFixture, { timeout: 60_000 }],
});

function samplePlayer(email: string) {
  const player = SAMPLE_PLAYERS.find((p) => p.email === email);
  if (!player) throw new Error(`no sample player ${email}`);
  return player;
}
const desislava = samplePlayer('desislava@demo.example.com');
const nikolay = samplePlayer('nikolay@demo.example.com');

/** Waits until a message written in an open chat reached the server: it shows its time. */
async function expectDelivered(chat: Locator, text: string) {
  const item = chat.getByRole('listitem').filter({ hasText: text });
  await expect(item.locator('time')).toBeVisible();
}

test('a player blocks another from their page: no messages or sight of each other until unblocked from the profile', async ({
  browser,
  blockingServer,
}) => {
  // Two browsers, a dozen pages and the phone checks: more than the default on a busy machine.
  test.setTimeout(150_000);
  const url = blockingServer.url;
  // Nikolay, in English on a computer, writes to Desislava first.
  const nik = await signedInPage(browser, url, nikolay.email, 'en');
  await playerCard(nik, desislava.name).getByRole('button', { name: 'Connect & Play' }).click();
  const nikChat = nik.getByRole('dialog', { name: `Chat with ${desislava.name}` });
  await nikChat.getByRole('textbox', { name: 'Your message' }).fill('Tennis on Friday?');
  await nik.keyboard.press('Enter');
  await expectDelivered(nikChat, 'Tennis on Friday?');
  await nik.keyboard.press('Escape');

  // Desislava, in Bulgarian on a phone, blocks him from his page, after reading what it does.
  const des = await signedInPage(browser, url, desislava.email, 'bg', PHONE);
  await des.goto(`/players/${nikolay.id}`);
  await expect(des.getByRole('heading', { name: nikolay.name, level: 1 })).toBeVisible();
  await expectPhoneReady(des, 'player page');
  await des.getByRole('button', { name: 'Блокирай', exact: true }).click();
  const confirm = des.getByRole('dialog', { name: `Да блокирате ли ${nikolay.name}?` });
  await expect(confirm).toContainText('никой от двамата не може да пише на другия');
  await expectPhoneReady(des, 'block dialog');
  await confirm.getByRole('button', { name: 'Блокирай' }).click();
  await expect(confirm).toBeHidden();
  await expect(des.getByText(`Блокирахте ${nikolay.name}`)).toBeVisible();
  await expect(des.getByText('Блокирахте този играч.')).toBeVisible();
  await expect(des.getByRole('button', { name: 'Свържи се и играй' })).toBeHidden();
  // The focus stays where it was, on the button that now unblocks.
  await expect(des.getByRole('button', { name: 'Отблокирай' })).toBeFocused();
  await expectPhoneReady(des, 'player page, blocked');

  // In her chat with him, the composer gives way to a note with Unblock.
  await des.goto('/messages');
  await des.getByRole('button', { name: `Отвори чата с ${nikolay.name}` }).click();
  const desChat = des.getByRole('dialog', { name: `Чат с ${nikolay.name}` });
  await expect(desChat.getByRole('list', { name: 'Съобщения' })).toContainText('Tennis on Friday?');
  await expect(desChat.getByText('Блокирахте този играч.')).toBeVisible();
  await expect(desChat.getByRole('textbox', { name: 'Вашето съобщение' })).toHaveCount(0);
  await expect(desChat.getByRole('button', { name: 'Отблокирай' })).toBeVisible();
  await expectPhoneReady(des, 'chat, blocked');
  await des.keyboard.press('Escape');

  // Nikolay no longer finds her: not in the player list, not by name, not her page.
  await nik.goto('/');
  await expect(playerCard(nik, 'Мария Петрова')).toBeVisible();
  await expect(playerCard(nik, desislava.name)).toHaveCount(0);
  await nik.goto(`/players/${desislava.id}`);
  await expect(nik.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
  // Their conversation is still his to read, but he cannot write in it.
  await nik.goto('/messages');
  await nik.getByRole('button', { name: `Open the chat with ${desislava.name}` }).click();
  await expect(nikChat.getByRole('list', { name: 'Messages' })).toContainText('Tennis on Friday?');
  await expect(nikChat.getByText("You can't message this player.")).toBeVisible();
  await expect(nikChat.getByRole('textbox', { name: 'Your message' })).toHaveCount(0);
  await nik.keyboard.press('Escape');

  // Desislava unblocks him from the list in her profile.
  await des.goto('/profile');
  const blockedList = des.getByRole('region', { name: 'Блокирани играчи' });
  await expect(blockedList.getByRole('link', { name: nikolay.name })).toBeVisible();
  await expectPhoneReady(des, 'profile, blocked players');
  await blockedList.getByRole('button', { name: `Отблокирай ${nikolay.name}` }).click();
  await expect(des.getByText(`Отблокирахте ${nikolay.name}`)).toBeVisible();
  await expect(blockedList.getByText('Не сте блокирали никого.')).toBeVisible();

  // Everything is back: her card, her page, and the chat, where his message reaches her.
  await nik.goto('/');
  await expect(playerCard(nik, desislava.name)).toBeVisible();
  await nik.goto(`/players/${desislava.id}`);
  await expect(nik.getByRole('heading', { name: desislava.name, level: 1 })).toBeVisible();
  await nik.getByRole('button', { name: 'Connect & Play' }).click();
  await nikChat.getByRole('textbox', { name: 'Your message' }).fill('Friday at 6, then?');
  await nik.keyboard.press('Enter');
  await expectDelivered(nikChat, 'Friday at 6, then?');
  await des.goto('/messages');
  await des.getByRole('button', { name: `Отвори чата с ${nikolay.name}` }).click();
  await expect(desChat.getByRole('list', { name: 'Съобщения' })).toContainText(
    'Friday at 6, then?',
  );
  await expect(desChat.getByRole('textbox', { name: 'Вашето съобщение' })).toBeVisible();
});

test('a player blocks another in a chat with the keyboard, and unblocks there', async ({
  browser,
  blockingServer,
}) => {
  const ivan = await signedInPage(browser, blockingServer.url, 'ivan@demo.example.com', 'en');
  const elena = samplePlayer('elena@demo.example.com');
  await playerCard(ivan, elena.name).getByRole('button', { name: 'Connect & Play' }).click();
  const chat = ivan.getByRole('dialog', { name: `Chat with ${elena.name}` });
  const composer = chat.getByRole('textbox', { name: 'Your message' });
  await expect(composer).toBeVisible();

  await chat.getByRole('button', { name: 'Block', exact: true }).focus();
  await ivan.keyboard.press('Enter');
  const confirm = ivan.getByRole('dialog', { name: `Block ${elena.name}?` });
  await expect(confirm).toContainText('neither of you can message the other');
  // By the time the dialog has taken the focus it also listens for Escape; a key pressed the
  // moment it is drawn, before that, on a loaded machine, reached the chat beneath and closed it.
  await expect
    .poll(() => confirm.evaluate((dialog) => dialog.contains(document.activeElement)))
    .toBe(true);
  // Escape leaves the chat open and nothing blocked.
  await ivan.keyboard.press('Escape');
  await expect(confirm).toBeHidden();
  await expect(chat).toBeVisible();
  await expect(composer).toBeVisible();

  await chat.getByRole('button', { name: 'Block', exact: true }).click();
  await confirm.getByRole('button', { name: 'Block' }).click();
  await expect(confirm).toBeHidden();
  // The note takes the composer's place, and the focus lands on its Unblock.
  await expect(chat.getByText('You blocked this player.')).toBeVisible();
  await expect(composer).toHaveCount(0);
  const unblock = chat.getByRole('button', { name: 'Unblock' });
  await expect(unblock).toBeFocused();
  await ivan.keyboard.press('Enter');
  await expect(composer).toBeFocused();
  await composer.fill('Still up for a hit?');
  await ivan.keyboard.press('Enter');
  await expectDelivered(chat, 'Still up for a hit?');
});
