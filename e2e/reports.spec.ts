import type { Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { test as base } from './fixtures/base';
import { signedInPage } from './fixtures/bookings-test';
import {
  expectFullHeightSheet,
  expectNoAxeFindings,
  expectPhoneReady,
  PHONE,
} from './fixtures/phone-checks';
import { type ServerProcess, serverFixture } from './fixtures/server-process';

// A server of its own: these tests suspend a sample player and hide another one's profile.
const test = base.extend<object, { reportsServer: ServerProcess }>({
  reportsServer: [serverFixture, { scope: 'worker', timeout: 60_000 }],
  baseURL: async ({ reportsServer }, use) => use(reportsServer.url),
});
test.describe.configure({ timeout: 90_000 });

const ELENA = '00000000-0000-0000-0000-000000000003';
const IVAN = '00000000-0000-0000-0000-000000000004';
const MLADOST_COURT = '10000000-0000-0000-0000-000000000002';

/** The signed-in page's own API call, with its access token. */
async function apiAs(page: Page, path: string, data: unknown) {
  const token = await page.evaluate(() => {
    const raw = localStorage.getItem('sofia-tennis.session');
    return raw ? (JSON.parse(raw).access_token as string) : '';
  });
  const response = await page.request.post(path, {
    headers: { authorization: `Bearer ${token}` },
    data,
  });
  expect(response.ok(), await response.text()).toBe(true);
}

test('a player reports a message; the administrator suspends its sender, who is signed out and cannot sign in until the suspension is lifted', async ({
  browser,
  baseURL,
}) => {
  const base = baseURL as string;
  const spam = 'Купи евтини топки от spam.example';

  const georgi = await signedInPage(browser, base, 'georgi@demo.example.com', 'bg');
  await georgi.goto(`/players/${ELENA}`);
  await georgi.getByRole('button', { name: 'Свържи се и играй' }).click();
  const georgiChat = georgi.getByRole('dialog', { name: 'Чат с Елена Николова' });
  await georgiChat.getByPlaceholder('Напишете съобщение...').fill(spam);
  await georgiChat.getByPlaceholder('Напишете съобщение...').press('Enter');
  await expect(georgiChat.getByRole('listitem').filter({ hasText: spam })).toBeVisible();
  // Sent, not just kept on the device: the chat shows its time, not 'Sending…'.
  await expect(georgiChat.getByText('Изпраща се…')).toBeHidden();
  // Nobody reports their own message.
  await expect(
    georgiChat.getByRole('button', { name: 'Подай сигнал за това съобщение' }),
  ).toHaveCount(0);
  await georgi.keyboard.press('Escape');

  // Elena, on a phone, reports it from the chat.
  const elena = await signedInPage(browser, base, 'elena@demo.example.com', 'en', PHONE);
  await elena.goto('/messages');
  await elena.getByRole('button', { name: 'Open the chat with Georgi Dimitrov' }).click();
  const chat = elena.getByRole('dialog', { name: 'Chat with Georgi Dimitrov' });
  const message = chat.getByRole('listitem').filter({ hasText: spam });
  const reportMessage = message.getByRole('button', { name: 'Report this message' });
  await reportMessage.click();
  const dialog = elena.getByRole('dialog', { name: 'Report a message' });
  await expect(dialog).toContainText('Only the administrators see your report.');
  await expectFullHeightSheet(elena, dialog);
  await expectPhoneReady(elena, 'report a message');
  // A reason is needed; the radio group works from the keyboard.
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(dialog.getByText('Choose what is wrong')).toBeVisible();
  const spamReason = dialog.getByRole('radio', { name: 'Spam or advertising' });
  await spamReason.focus();
  await elena.keyboard.press('ArrowDown');
  await expect(dialog.getByRole('radio', { name: 'Abuse or harassment' })).toBeChecked();
  await elena.keyboard.press('ArrowUp');
  await expect(spamReason).toBeChecked();
  await dialog.getByLabel('Anything to add? (optional)').fill('He sends this to everyone.');
  await dialog.getByRole('button', { name: 'Send report' }).click();
  const sent = elena.getByRole('dialog', { name: 'Report sent' });
  await expect(sent.getByRole('status')).toHaveText('Thanks — an administrator will look at it.');
  const close = sent.getByRole('button', { name: 'Close' }).last();
  await expect(close).toBeFocused();
  await expectPhoneReady(elena, 'report sent');
  await close.click();
  await expect(sent).toBeHidden();
  await expect(reportMessage).toBeFocused();

  // The administrator sees it, with who reported it and why, and suspends the sender.
  const admin = await signedInPage(browser, base, 'admin@demo.example.com', 'bg', PHONE);
  await admin.getByRole('button', { name: 'Меню на профила' }).click();
  await admin.getByRole('menuitem', { name: 'Сигнали' }).click();
  await expect(admin).toHaveURL(/\/admin\/reports$/);
  const report = admin.getByRole('article', { name: 'Съобщение: Georgi Dimitrov' });
  await expect(report).toContainText(spam);
  await expect(report).toContainText('Сигнал от Елена Николова');
  await expect(report).toContainText('elena@demo.example.com');
  await expect(report).toContainText('Причина: Спам или реклама');
  await expect(report).toContainText('He sends this to everyone.');
  await expectPhoneReady(admin, 'reports');
  await report.getByRole('button', { name: 'Спри акаунта' }).click();
  const confirm = admin.getByRole('dialog', { name: 'Да се спре ли акаунтът на Georgi Dimitrov?' });
  await expectFullHeightSheet(admin, confirm);
  await expectPhoneReady(admin, 'suspend an account');
  await confirm.getByRole('button', { name: 'Спри акаунта' }).click();
  await expect(admin.getByText('Акаунтът на Georgi Dimitrov е спрян')).toBeVisible();
  await expect(report).toHaveCount(0);
  await expect(admin.getByText('Няма отворени сигнали.')).toBeVisible();

  // Georgi's session ended with the suspension: his open page is signed out at once, without
  // a click (his socket closed, and the app's next call was refused).
  await expect(georgi.getByRole('link', { name: 'Вход' })).toBeVisible({ timeout: 15_000 });
  await expect(georgi.getByRole('button', { name: 'Меню на профила' })).toHaveCount(0);
  await georgi.getByRole('link', { name: 'Вход' }).click();
  // Signing in again meets a clear refusal.
  await georgi.getByLabel('Имейл').fill('georgi@demo.example.com');
  await georgi.getByLabel('Парола').fill('sofia-tennis-demo');
  await georgi.getByRole('button', { name: 'Вход' }).click();
  await expect(
    georgi.getByText('Този акаунт е спрян от администратор и не можете да влезете в него.'),
  ).toBeVisible();
  await expect(georgi).toHaveURL(/\/auth$/);

  // The suspension was a mistake: the administrator lifts it, and Georgi signs in again.
  const suspended = admin.getByRole('region', { name: 'Спрени акаунти' });
  const georgiSuspended = suspended.getByRole('listitem', { name: 'Georgi Dimitrov' });
  await expect(georgiSuspended).toContainText('georgi@demo.example.com');
  await georgiSuspended.getByRole('button', { name: 'Отмени спирането' }).click();
  const lift = admin.getByRole('dialog', {
    name: 'Да се отмени ли спирането на акаунта на Georgi Dimitrov?',
  });
  await expectPhoneReady(admin, 'lift a suspension');
  await lift.getByRole('button', { name: 'Отмени спирането' }).click();
  await expect(admin.getByText('Georgi Dimitrov отново може да влиза')).toBeVisible();
  await expect(suspended.getByText('Няма спрени акаунти.')).toBeVisible();
  await georgi.getByRole('button', { name: 'Вход' }).click();
  await expect(georgi.getByRole('button', { name: 'Меню на профила' })).toBeVisible();

  for (const page of [georgi, elena, admin]) await page.context().close();
});

test('a profile, a court and a partner request have Report too; a hidden profile is gone until it is shown again', async ({
  browser,
  baseURL,
}) => {
  const base = baseURL as string;
  const desislava = await signedInPage(browser, base, 'desislava@demo.example.com', 'en');
  await apiAs(desislava, '/api/partner-requests', {
    level: 'intermediate',
    district: 'mladost',
    preferredTime: 'Sunday mornings',
    message: 'Anyone for doubles?',
  });
  await desislava.context().close();

  const maria = await signedInPage(browser, base, 'maria@demo.example.com', 'en');
  // A partner request on the board.
  await maria.goto('/');
  await maria
    .getByRole('article', { name: 'Request by Десислава Стоянова' })
    .filter({ hasText: 'Anyone for doubles?' })
    .getByRole('button', { name: 'Report the partner request of Десислава Стоянова' })
    .click();
  const requestDialog = maria.getByRole('dialog', { name: 'Report a partner request' });
  await expect(requestDialog.getByRole('radio')).toHaveCount(5);
  await maria.keyboard.press('Escape');
  await expect(requestDialog).toBeHidden();

  // A court's page.
  await maria.goto(`/courts/${MLADOST_COURT}`);
  await maria.getByRole('button', { name: 'Report Mladost Tennis Club' }).click();
  await expect(maria.getByRole('dialog', { name: 'Report a court' })).toBeVisible();
  await maria.keyboard.press('Escape');

  // A player's page: reported as fake, then hidden by the administrator.
  await maria.goto(`/players/${IVAN}`);
  const reportIvan = maria.getByRole('button', { name: 'Report Ivan Todorov’s profile' });
  await reportIvan.click();
  const dialog = maria.getByRole('dialog', { name: 'Report a profile' });
  await dialog.getByRole('radio', { name: 'Fake or misleading' }).check();
  await expectNoAxeFindings(maria, 'report a profile at 1280 px');
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(maria.getByRole('dialog', { name: 'Report sent' })).toBeVisible();
  await maria.keyboard.press('Escape');
  await expect(reportIvan).toBeFocused();

  const admin = await signedInPage(browser, base, 'admin@demo.example.com', 'en');
  await admin.goto('/admin/reports');
  const report = admin.getByRole('article', { name: 'Profile: Ivan Todorov' });
  await expect(report).toContainText('Reason: Fake or misleading');
  await expectNoAxeFindings(admin, 'reports at 1280 px');
  await report.getByRole('button', { name: 'Hide', exact: true }).click();
  await admin
    .getByRole('dialog', { name: 'Hide this content?' })
    .getByRole('button', { name: 'Hide', exact: true })
    .click();
  await expect(admin.getByText('The content is hidden')).toBeVisible();
  await expect(report).toHaveCount(0);

  await maria.reload();
  await expect(maria.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
  await maria.goto('/?q=todorov');
  await expect(maria.getByText('No players found matching your criteria.')).toBeVisible();

  // It was a real player after all: the administrator shows the profile again.
  const hidden = admin.getByRole('region', { name: 'Hidden content' });
  const ivanHidden = hidden.getByRole('listitem', { name: 'Profile: Ivan Todorov' });
  await expect(ivanHidden).toContainText('Account: Ivan Todorov');
  await expectNoAxeFindings(admin, 'hidden content at 1280 px');
  await ivanHidden.getByRole('button', { name: 'Show again' }).click();
  await admin
    .getByRole('dialog', { name: 'Show this content again?' })
    .getByRole('button', { name: 'Show again' })
    .click();
  await expect(admin.getByText('The content is shown again')).toBeVisible();
  await expect(hidden.getByText('Nothing is hidden.')).toBeVisible();
  await maria.reload();
  await expect(maria.getByText('Ivan Todorov').first()).toBeVisible();
  await maria.goto(`/players/${IVAN}`);
  await expect(maria.getByRole('heading', { name: 'Ivan Todorov' })).toBeVisible();
  await maria.context().close();
  await admin.context().close();
});
