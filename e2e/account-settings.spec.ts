import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures/account-settings-test';
import { mailsTo } from './fixtures/mails';
import { expectPhoneReady, PHONE } from './fixtures/phone-checks';

const PASSWORD = 'clay-court-slider-31';

function uniqueEmail(prefix: string) {
  return `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.bg`;
}

/** The newest link of `kind` (`/auth/<kind>#token=…`) mailed to `to`, on the test server. */
async function mailedLink(dataDir: string, to: string, kind: string, baseURL: string) {
  let link: string | undefined;
  const pattern = new RegExp(`https?://\\S+/auth/${kind}#token=[\\w-]+`);
  await expect
    .poll(async () => {
      link = (await mailsTo(dataDir, to))
        .map((mail) => pattern.exec(mail.text)?.[0])
        .filter(Boolean)
        .at(-1);
      return link;
    })
    .toBeTruthy();
  const url = new URL(link as string);
  const base = new URL(baseURL);
  url.protocol = base.protocol;
  url.host = base.host;
  return url.toString();
}

/** A confirmed account made through the API; its id and an access token. */
async function newAccount(
  request: APIRequestContext,
  dataDir: string,
  baseURL: string,
  name: string,
) {
  const email = uniqueEmail('account');
  const signUp = await request.post('/api/auth/sign-up', {
    data: { email, password: PASSWORD, name, language: 'bg' },
  });
  expect(signUp.status()).toBe(202);
  const link = await mailedLink(dataDir, email, 'confirm', baseURL);
  const token = new URL(link).hash.replace('#token=', '');
  const confirmed = await request.post('/api/auth/confirm-email', { data: { token } });
  expect(confirmed.status()).toBe(200);
  const session = await confirmed.json();
  return { email, id: session.user.id as string, token: session.access_token as string };
}

/** A browser of its own (a context: another device), signed in through the sign-in form. */
async function device(
  browser: Browser,
  baseURL: string,
  email: string,
  password = PASSWORD,
  viewport?: { width: number; height: number },
): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport });
  const page = await context.newPage();
  await page.goto('/auth');
  await page.getByLabel('Имейл').fill(email);
  await page.getByLabel('Парола').fill(password);
  await page.getByRole('button', { name: 'Вход', exact: true }).click();
  // Signing in hashes the password (argon2, on purpose slow) and then loads the signed-in top
  // bar's chunk: on a loaded two-core machine that takes longer than a click's usual answer.
  await expect(page.getByRole('button', { name: 'Меню на профила' })).toBeVisible({
    timeout: 15_000,
  });
  return page;
}

async function expectSignedOut(page: Page) {
  await expect(page.getByRole('link', { name: 'Вход', exact: true })).toBeVisible({
    timeout: 10_000,
  });
  await expect(page.getByRole('button', { name: 'Меню на профила' })).toHaveCount(0);
}

function toast(page: Page, text: string) {
  return page.locator('[data-sonner-toast]').filter({ hasText: text });
}

test('a new password signs the other device out at once; this one stays signed in', async ({
  browser,
  request,
  baseURL,
  accountSettingsServer: server,
}) => {
  const { email } = await newAccount(request, server.dataDir, baseURL as string, 'Петя');
  const laptop = await device(browser, baseURL as string, email);
  const phone = await device(browser, baseURL as string, email);

  await laptop.goto('/profile');
  const form = laptop.getByRole('form', { name: 'Смяна на паролата' });
  await form.getByLabel('Сегашна парола').fill('not-my-password');
  await form.getByLabel('Нова парола').fill('new-clay-password-42');
  await form.getByRole('button', { name: 'Смени паролата' }).click();
  await expect(form.getByLabel('Сегашна парола')).toHaveAccessibleDescription('Грешна парола');
  await expect(phone.getByRole('button', { name: 'Меню на профила' })).toBeVisible();

  await form.getByLabel('Сегашна парола').fill(PASSWORD);
  await form.getByRole('button', { name: 'Смени паролата' }).click();
  await expect(
    toast(laptop, 'Паролата е сменена. Другите ви устройства излязоха от акаунта.'),
  ).toBeVisible();
  // The owner is told by mail too.
  await expect
    .poll(async () => (await mailsTo(server.dataDir, email)).at(-1)?.subject)
    .toBe('Паролата ви в Тенис София беше сменена');

  // The phone shows the home page and makes no call of its own: its socket closed.
  await expectSignedOut(phone);
  await laptop.reload();
  await expect(laptop.getByRole('button', { name: 'Меню на профила' })).toBeVisible();
  await expect(laptop.getByLabel('Имейл', { exact: true })).toHaveValue(email);

  await phone.goto('/auth');
  await phone.getByLabel('Имейл').fill(email);
  await phone.getByLabel('Парола').fill(PASSWORD);
  await phone.getByRole('button', { name: 'Вход', exact: true }).click();
  await expect(phone.getByText('Грешен имейл или парола')).toBeVisible();
  await phone.getByLabel('Парола').fill('new-clay-password-42');
  await phone.getByRole('button', { name: 'Вход', exact: true }).click();
  await expect(phone.getByRole('button', { name: 'Меню на профила' })).toBeVisible();
  await laptop.context().close();
  await phone.context().close();
});

test('a new e-mail address works once its mailed link is opened', async ({
  browser,
  request,
  baseURL,
  accountSettingsServer: server,
}) => {
  const { email } = await newAccount(request, server.dataDir, baseURL as string, 'Ема');
  const newEmail = uniqueEmail('ema-new');
  const page = await device(browser, baseURL as string, email);
  await page.goto('/profile');
  const form = page.getByRole('form', { name: 'Смяна на имейла' });
  await form.getByLabel('Нов имейл').fill(newEmail);
  await form.getByLabel('Парола', { exact: true }).fill(PASSWORD);
  await form.getByRole('button', { name: 'Изпрати връзка за потвърждение' }).click();
  await expect(form.getByRole('status')).toContainText(`Изпращаме имейл на ${newEmail}`);
  await expect(toast(page, 'Проверете новия адрес')).toBeVisible();

  // The old address is told; nothing changes until the link is opened.
  await expect
    .poll(async () => (await mailsTo(server.dataDir, email)).at(-1)?.subject)
    .toBe('Поискана е смяна на имейла ви в Тенис София');
  await page.reload();
  await expect(page.getByLabel('Имейл', { exact: true })).toHaveValue(email);

  await page.goto(await mailedLink(server.dataDir, newEmail, 'change-email', baseURL as string));
  await expect(page.getByText(`Акаунтът ви вече използва ${newEmail}.`)).toBeVisible();
  await page.getByRole('link', { name: 'Към моя профил' }).click();
  await expect(page.getByLabel('Имейл', { exact: true })).toHaveValue(newEmail);
  await expect
    .poll(async () => (await mailsTo(server.dataDir, email)).at(-1)?.subject)
    .toBe('Имейлът ви в Тенис София е сменен');

  // Signed out, the new address signs in; the old one no longer does.
  await page.getByRole('button', { name: 'Меню на профила' }).click();
  await page.getByRole('menuitem', { name: 'Изход' }).click();
  await expectSignedOut(page);
  await page.goto('/auth');
  await page.getByLabel('Имейл').fill(email);
  await page.getByLabel('Парола').fill(PASSWORD);
  await page.getByRole('button', { name: 'Вход', exact: true }).click();
  await expect(page.getByText('Грешен имейл или парола')).toBeVisible();
  await page.getByLabel('Имейл').fill(newEmail);
  await page.getByRole('button', { name: 'Вход', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Меню на профила' })).toBeVisible();
  await page.context().close();
});

test('signing out of all devices signs out this one and the others at once', async ({
  browser,
  request,
  baseURL,
  accountSettingsServer: server,
}) => {
  const { email } = await newAccount(request, server.dataDir, baseURL as string, 'Спас');
  const here = await device(browser, baseURL as string, email);
  const there = await device(browser, baseURL as string, email);
  // A second tab of this browser, on the messages page.
  const otherTab = await here.context().newPage();
  await otherTab.goto('/messages');
  await expect(otherTab.getByRole('heading', { name: 'Съобщения' })).toBeVisible();

  await here.goto('/profile');
  await here.getByRole('button', { name: 'Изход от всички устройства' }).click();
  // The first toast of the page loads its code after the page has gone home: on a loaded
  // machine that took 5.7 s.
  await expect(toast(here, 'Излязохте от акаунта на всички устройства')).toBeVisible({
    timeout: 15_000,
  });
  await expect(here).toHaveURL(/\/$/);
  await expectSignedOut(here);
  await expectSignedOut(there);
  await expect(otherTab).toHaveURL(/\/auth$/);

  await there.goto('/profile');
  await expect(there).toHaveURL(/\/auth$/);
  await here.context().close();
  await there.context().close();
});

test('the data download holds what the user wrote', async ({
  browser,
  request,
  baseURL,
  accountSettingsServer: server,
}) => {
  const me = await newAccount(request, server.dataDir, baseURL as string, 'Дара');
  const friend = await newAccount(request, server.dataDir, baseURL as string, 'Фани');
  const headers = { authorization: `Bearer ${me.token}` };
  const conversation = await (
    await request.post('/api/conversations', { headers, data: { userId: friend.id } })
  ).json();
  const sent = await request.post(`/api/conversations/${conversation.id}/messages`, {
    headers,
    data: { content: 'Събота в 9 на Юнак?' },
  });
  expect(sent.status()).toBe(201);

  const page = await device(browser, baseURL as string, me.email);
  await page.goto('/profile');
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Изтегли моите данни' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^tennis-sofia-data-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(await readFile((await download.path()) as string, 'utf8'));
  expect(data.account.email).toBe(me.email);
  expect(data.conversations[0].with.name).toBe('Фани');
  expect(data.conversations[0].messages).toEqual([
    expect.objectContaining({ fromMe: true, content: 'Събота в 9 на Юнак?' }),
  ]);
  expect(JSON.stringify(data)).not.toContain(friend.email);
  await expect(toast(page, 'Данните ви са изтеглени')).toBeVisible();
  await page.context().close();
});

test('a deleted account: its messages stay from "Deleted user", it cannot sign in, its address signs up again', async ({
  browser,
  request,
  baseURL,
  accountSettingsServer: server,
}) => {
  const leaving = await newAccount(request, server.dataDir, baseURL as string, 'Лора');
  const staying = await newAccount(request, server.dataDir, baseURL as string, 'Стоян');
  const headers = { authorization: `Bearer ${leaving.token}` };
  const conversation = await (
    await request.post('/api/conversations', { headers, data: { userId: staying.id } })
  ).json();
  await request.post(`/api/conversations/${conversation.id}/messages`, {
    headers,
    data: { content: 'Ще дойдеш ли в неделя?' },
  });

  const page = await device(browser, baseURL as string, leaving.email, PASSWORD, PHONE);
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Изтрий акаунта' }).click();
  const dialog = page.getByRole('dialog', { name: 'Да изтрием ли акаунта ви?' });
  await expect(dialog.getByText('Какво остава')).toBeVisible();
  await expectPhoneReady(page, 'delete account dialog at 360 px');
  await dialog.getByLabel('Парола').fill('not-my-password');
  await dialog.getByRole('button', { name: 'Изтрий акаунта ми' }).click();
  await expect(dialog.getByLabel('Парола')).toHaveAccessibleDescription('Грешна парола');
  await dialog.getByLabel('Парола').fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Изтрий акаунта ми' }).click();
  await expect(toast(page, 'Акаунтът ви е изтрит')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expectSignedOut(page);

  // The other participant still has the conversation, from 'Deleted user'.
  const other = await device(browser, baseURL as string, staying.email);
  await other.goto('/messages');
  await other.getByRole('button', { name: 'Отвори чата с Изтрит потребител' }).click();
  const chat = other.getByRole('dialog', { name: 'Чат с Изтрит потребител' });
  await expect(chat.getByText('Ще дойдеш ли в неделя?')).toBeVisible();
  await expect(chat.getByRole('listitem').first()).toContainText('Изтрит потребител');
  await expect(chat.getByRole('textbox')).toHaveCount(0);
  await other.context().close();

  // Signing in fails; the address signs up again, as a new account.
  await page.goto('/auth');
  await page.getByLabel('Имейл').fill(leaving.email);
  await page.getByLabel('Парола').fill(PASSWORD);
  await page.getByRole('button', { name: 'Вход', exact: true }).click();
  await expect(page.getByText('Грешен имейл или парола')).toBeVisible();
  await page.goto('/auth?mode=signup');
  await page.getByLabel('Име и фамилия').fill('Лора Отново');
  await page.getByLabel('Имейл').fill(leaving.email);
  await page.getByLabel('Парола').fill('second-life-password-7');
  await page.getByRole('button', { name: 'Регистрация' }).click();
  await expect(page.getByRole('heading', { name: 'Проверете пощата си' })).toBeVisible();
  await page.goto(await mailedLink(server.dataDir, leaving.email, 'confirm', baseURL as string));
  await expect(page.getByRole('button', { name: 'Меню на профила' })).toBeVisible();
  await page.goto('/messages');
  await expect(page.getByText('Все още нямате разговори')).toBeVisible();
  await page.context().close();
});
