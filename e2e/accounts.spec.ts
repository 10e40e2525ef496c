import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { simpleParser } from 'mailparser';
import { expect, test } from './fixtures/accounts-test';
import { mailsTo } from './fixtures/mails';
import { expectFitsPhone, expectNoOverflowWithin, PHONE } from './fixtures/phone-checks';

/** The link of the newest mail the server wrote to DATA_DIR/mail, on the test server's origin. */
async function newestMailLink(dataDir: string, to: string, baseURL: string): Promise<string> {
  const mailDir = join(dataDir, 'mail');
  let link: string | undefined;
  await expect
    .poll(async () => {
      const files = (await readdir(mailDir).catch(() => [] as string[]))
        .filter((file) => file.endsWith('.eml'))
        .sort()
        .reverse();
      for (const file of files) {
        const mail = await simpleParser(await readFile(join(mailDir, file)));
        if (!mail.text || !JSON.stringify(mail.to).includes(to)) continue;
        link = /https?:\/\/\S+\/auth\/[a-z-]+#token=[\w-]+/.exec(mail.text)?.[0];
        if (link) return link;
      }
      return undefined;
    })
    .toBeTruthy();
  const url = new URL(link as string);
  const base = new URL(baseURL);
  url.protocol = base.protocol;
  url.host = base.host;
  return url.toString();
}

function uniqueEmail(prefix: string) {
  return `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.bg`;
}

async function openAccountMenu(page: Page) {
  await page.getByRole('button', { name: 'Меню на профила' }).click();
}

test('sign up, confirm by mail, edit the profile, appear in the player list, log out', async ({
  page,
  accountsServer: server,
  baseURL,
}) => {
  const email = uniqueEmail('iva');
  await page.goto('/auth?mode=signup');
  await page.getByLabel('Име и фамилия').fill('Ива Тестова');
  await page.getByLabel('Имейл').fill(email);
  await page.getByLabel('Парола').fill('forehand-down-the-line');
  await page.getByRole('button', { name: 'Регистрация' }).click();
  await expect(page.getByRole('heading', { name: 'Проверете пощата си' })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();

  const link = await newestMailLink(server.dataDir, email, baseURL as string);
  expect(link).toContain('/auth/confirm#token=');
  await page.goto(link);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Меню на профила' })).toHaveText('ИТ');

  await openAccountMenu(page);
  await page.getByRole('menuitem', { name: 'Моят профил' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByLabel('Имейл', { exact: true })).toHaveValue(email);
  await expect(page.getByLabel('Имейл', { exact: true })).toHaveAttribute('readonly', '');
  await expect(page.getByLabel('Покажи ме в списъка с играчи')).toBeChecked();
  await expect(page.getByRole('region', { name: 'Статистика от мачовете' })).toHaveCount(0);

  // The profile's own form: the schedule section below it has levels and courts too.
  const profile = page.getByRole('region', { name: 'Моят профил' });
  await profile.getByLabel('Име и фамилия').fill('Ива Петрова-Тест');
  await profile.getByLabel('Ниво', { exact: true }).selectOption({ label: 'Напреднал' });
  await profile.getByLabel('Квартал').selectOption({ label: 'Лозенец' });
  await profile.getByLabel('Телефон').fill('0888 123 456');
  await profile.getByLabel('За мен').fill('Играя всяка събота сутрин.');
  await profile.getByRole('checkbox', { name: 'Вечер' }).check();
  await profile.getByRole('checkbox', { name: 'Уикенди' }).check();
  await profile.getByRole('checkbox', { name: 'Лозенец Тенис Арена' }).check();
  await profile.getByRole('button', { name: 'Запази профила' }).click();
  await expect(page.getByText('Профилът е запазен')).toBeVisible();

  await page.reload();
  await expect(profile.getByLabel('Име и фамилия')).toHaveValue('Ива Петрова-Тест');
  await expect(profile.getByLabel('Ниво', { exact: true })).toHaveValue('advanced');
  await expect(profile.getByLabel('Квартал')).toHaveValue('lozenets');
  await expect(profile.getByLabel('Телефон')).toHaveValue('+359888123456');
  await expect(profile.getByLabel('За мен')).toHaveValue('Играя всяка събота сутрин.');
  await expect(profile.getByRole('checkbox', { name: 'Вечер' })).toBeChecked();
  await expect(profile.getByRole('checkbox', { name: 'Уикенди' })).toBeChecked();
  await expect(profile.getByRole('checkbox', { name: 'Сутрин' })).not.toBeChecked();
  await expect(profile.getByRole('checkbox', { name: 'Лозенец Тенис Арена' })).toBeChecked();

  // A fresh load: the home page keeps lists it loaded in the last 30 s.
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Ива Петрова-Тест' })).toBeVisible();

  await openAccountMenu(page);
  await page.getByRole('menuitem', { name: 'Изход' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Вход' })).toBeVisible();
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/auth$/);
});

test('signing up with an address that has an account looks the same, and mails its owner', async ({
  page,
  accountsServer: server,
}) => {
  const signUp = async (email: string) => {
    await page.goto('/auth?mode=signup');
    await page.getByLabel('Име и фамилия').fill('Някой Друг');
    await page.getByLabel('Имейл').fill(email);
    await page.getByLabel('Парола').fill('someone-elses-password');
    await page.getByRole('button', { name: 'Регистрация' }).click();
    const notice = page.getByRole('status').filter({ hasText: email });
    await expect(notice.getByRole('heading', { name: 'Проверете пощата си' })).toBeVisible();
    return (await notice.textContent()) ?? '';
  };
  const fresh = uniqueEmail('fresh');
  const taken = 'elena@demo.example.com';
  const forNew = await signUp(fresh);
  const forTaken = await signUp(taken);
  expect(forTaken).toBe(forNew.replace(fresh, taken));

  let notice: Awaited<ReturnType<typeof mailsTo>>[number] | undefined;
  await expect
    .poll(async () => {
      notice = (await mailsTo(server.dataDir, taken)).at(-1);
      return notice?.subject;
    })
    .toBe('Опит за регистрация с вашия имейл в Тенис София');
  expect(notice?.text).not.toContain('Някой Друг');
  const forgot = /https?:\/\/\S+\/auth\?mode=forgot-password/.exec(notice?.text ?? '')?.[0];
  expect(forgot).toBeDefined();
  await page.goto(new URL(forgot as string).pathname + new URL(forgot as string).search);
  await expect(page.getByRole('heading', { name: 'Нова парола' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Изпрати връзка' })).toBeVisible();
});

test('a used confirmation link offers a new mail', async ({ page }) => {
  await page.goto('/auth/confirm#token=no-such-token');
  await expect(page.getByText('Връзката е изтекла или вече е използвана')).toBeVisible();
  await expect(
    page.getByRole('button', { name: 'Изпрати имейла за потвърждение отново' }),
  ).toBeVisible();
});

test('at 360 px a sign-up refused for a common password leaves no error toast once the next one works', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ locale: 'en-US', baseURL, viewport: PHONE });
  const page = await context.newPage();
  await page.goto('/auth?mode=signup');
  const email = uniqueEmail('common');
  await page.getByLabel('Full name').fill('Common Password');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('sunshine');
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
  const refused = page
    .locator('[data-sonner-toast]')
    .filter({ hasText: 'This password is too common; choose another one' });
  await expect(refused).toBeVisible();

  await page.getByLabel('Password').fill('forehand-down-the-line');
  await expect(refused).toBeVisible();
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  // Well within the toast's own 4 s: the success took it away.
  await expect(refused).toHaveCount(0, { timeout: 2_000 });
  await context.close();
});

test('a wrong password shows the translated error toast', async ({ page }) => {
  await page.goto('/auth');
  await page.getByLabel('Имейл').fill(uniqueEmail('nobody'));
  await page.getByLabel('Парола').fill('wrong-password');
  await page.getByRole('button', { name: 'Вход', exact: true }).click();
  await expect(page.getByText('Възникна грешка')).toBeVisible();
  await expect(page.getByText('Грешен имейл или парола')).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);
});

test('a wrong password in English reads "An error occurred"', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ locale: 'en-US', baseURL });
  const page = await context.newPage();
  await page.goto('/auth');
  await page.getByLabel('Email').fill(uniqueEmail('nobody'));
  await page.getByLabel('Password').fill('wrong-password');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByText('An error occurred')).toBeVisible();
  await expect(page.getByText('Wrong email or password')).toBeVisible();
  await context.close();
});

test('the auth form validates in Bulgarian, and the toggle clears fields and query', async ({
  page,
}) => {
  await page.goto('/auth?mode=signup');
  await page.getByRole('button', { name: 'Регистрация' }).click();
  await expect(page.getByLabel('Име и фамилия')).toHaveAccessibleDescription('Задължително поле');
  await expect(page.getByLabel('Имейл')).toHaveAccessibleDescription('Задължително поле');
  await expect(page.getByLabel('Парола')).toHaveAccessibleDescription('Задължително поле');

  await page.getByLabel('Имейл').fill('not-an-email');
  await page.getByLabel('Парола').fill('12345');
  await page.getByRole('button', { name: 'Регистрация' }).click();
  await expect(page.getByLabel('Имейл')).toHaveAccessibleDescription('Невалиден имейл');
  await expect(page.getByLabel('Парола')).toHaveAccessibleDescription('Поне 6 символа');

  await page.getByRole('button', { name: 'Вход', exact: true }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByLabel('Имейл')).toHaveValue('');
  await expect(page.getByLabel('Име и фамилия')).toHaveCount(0);
});

test(`at ${PHONE.width} px in Bulgarian the sign-up's "check your mail" card holds its long button`, async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ baseURL, viewport: PHONE, locale: 'bg-BG' });
  const page = await context.newPage();
  const email = uniqueEmail('phone');
  await page.goto('/auth?mode=signup');
  await page.getByLabel('Име и фамилия').fill('Ива Телефонова');
  await page.getByLabel('Имейл').fill(email);
  await page.getByLabel('Парола').fill('forehand-down-the-line');
  await page.getByRole('button', { name: 'Регистрация' }).click();
  await expect(page.getByRole('heading', { name: 'Проверете пощата си' })).toBeVisible();
  const resend = page.getByRole('button', { name: 'Изпрати имейла за потвърждение отново' });
  await expect(resend).toBeVisible();
  const card = page.getByRole('region', { name: 'Регистрация' });
  await expectNoOverflowWithin(card, 'the sign-up card');
  await expectFitsPhone(page, 'the sign-up card');
  await context.close();
});

test('the auth form validates in English', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ locale: 'en-US', baseURL });
  const page = await context.newPage();
  await page.goto('/auth?mode=signup');
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
  await expect(page.getByLabel('Full name')).toHaveAccessibleDescription('Required field');
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByLabel('Password').fill('12345');
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
  await expect(page.getByLabel('Email')).toHaveAccessibleDescription('Invalid email');
  await expect(page.getByLabel('Password')).toHaveAccessibleDescription(
    'Must be at least 6 characters',
  );
  await context.close();
});

test('a visitor of /profile is sent to /auth', async ({ page }) => {
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/auth$/);
});

test('an unconfirmed account is offered a new confirmation mail on sign-in', async ({
  page,
  request,
  accountsServer: server,
}) => {
  const email = uniqueEmail('unconfirmed');
  const signUp = await request.post('/api/auth/sign-up', {
    data: { email, password: 'backhand-slice-42', name: 'Петър', language: 'bg' },
  });
  expect(signUp.status()).toBe(202);
  await page.goto('/auth');
  await page.getByLabel('Имейл').fill(email);
  await page.getByLabel('Парола').fill('backhand-slice-42');
  await page.getByRole('button', { name: 'Вход', exact: true }).click();
  await expect(page.getByText('Първо потвърдете имейл адреса си')).toBeVisible();
  await page.getByRole('button', { name: 'Изпрати имейла за потвърждение отново' }).click();
  // The link mailed at sign-up minutes ago still works: the text says so, for any address.
  await expect(
    page.getByText(`Ако ${email} очаква потвърждение, на него е изпратена връзка`),
  ).toBeVisible();
  expect(await mailsTo(server.dataDir, email)).toHaveLength(1);
});

test('a forgotten password is reset from the mailed link, which signs the user in', async ({
  page,
  request,
  accountsServer: server,
  baseURL,
}) => {
  const email = uniqueEmail('reset');
  await request.post('/api/auth/sign-up', {
    data: { email, password: 'old-password-77', name: 'Мария', language: 'bg' },
  });
  const confirmLink = await newestMailLink(server.dataDir, email, baseURL as string);
  const token = new URL(confirmLink).hash.replace('#token=', '');
  expect((await request.post('/api/auth/confirm-email', { data: { token } })).status()).toBe(200);

  await page.goto('/auth');
  await page.getByRole('button', { name: 'Забравена парола?' }).click();
  await page.getByLabel('Имейл').fill(email);
  await page.getByRole('button', { name: 'Изпрати връзка' }).click();
  await expect(page.getByText(`Ако за ${email} има профил`)).toBeVisible();

  let resetLink = '';
  await expect
    .poll(async () => {
      resetLink = await newestMailLink(server.dataDir, email, baseURL as string);
      return resetLink;
    })
    .toContain('/auth/reset-password#token=');
  await page.goto(resetLink);
  await page.getByLabel('Нова парола', { exact: true }).fill('new-password-88');
  await page.getByRole('button', { name: 'Запази паролата' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Меню на профила' })).toBeVisible();

  // The link worked once; opening it again offers a new one.
  await page.goto(resetLink);
  await page.getByLabel('Нова парола', { exact: true }).fill('another-password-99');
  await page.getByRole('button', { name: 'Запази паролата' }).click();
  await expect(page.getByText('Връзката е изтекла или вече е използвана')).toBeVisible();
});

test('tabs share the session: logging out in one signs the other out', async ({
  context,
  request,
  accountsServer: server,
  baseURL,
}) => {
  const email = uniqueEmail('tabs');
  await request.post('/api/auth/sign-up', {
    data: { email, password: 'two-tabs-password', name: 'Георги', language: 'bg' },
  });
  const link = await newestMailLink(server.dataDir, email, baseURL as string);
  const first = await context.newPage();
  await first.goto(link);
  await expect(first.getByRole('button', { name: 'Меню на профила' })).toBeVisible();
  const second = await context.newPage();
  await second.goto('/profile');
  await expect(second.getByLabel('Име и фамилия')).toHaveValue('Георги');

  await openAccountMenu(first);
  await first.getByRole('menuitem', { name: 'Изход' }).click();
  await expect(second).toHaveURL(/\/auth$/);
});

test('a new password set on another device signs this one out at once, without a reload', async ({
  page,
  request,
  accountsServer: server,
  baseURL,
}) => {
  const email = uniqueEmail('devices');
  await request.post('/api/auth/sign-up', {
    data: { email, password: 'first-device-password', name: 'Дани', language: 'bg' },
  });
  await page.goto(await newestMailLink(server.dataDir, email, baseURL as string));
  await expect(page.getByRole('button', { name: 'Меню на профила' })).toBeVisible();

  // Another device asks for a reset and sets a new password.
  expect(
    (await request.post('/api/auth/request-password-reset', { data: { email } })).status(),
  ).toBe(202);
  let resetLink = '';
  await expect
    .poll(async () => {
      resetLink = await newestMailLink(server.dataDir, email, baseURL as string);
      return resetLink;
    })
    .toContain('/auth/reset-password#token=');
  const token = new URL(resetLink).hash.replace('#token=', '');
  const reset = await request.post('/api/auth/reset-password', {
    data: { token, password: 'second-device-password' },
  });
  expect(reset.status()).toBe(200);

  // The server closed its socket, so this page finds out (the home page makes no call of its
  // own meanwhile) well before the next heartbeat (25 s).
  await expect(page.getByRole('link', { name: 'Вход' })).toBeVisible({ timeout: 10_000 });
  await expect(page.getByRole('button', { name: 'Меню на профила' })).toHaveCount(0);
});
