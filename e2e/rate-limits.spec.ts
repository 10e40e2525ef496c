import type { APIRequestContext } from '@playwright/test';
import { WRITE_LIMITS } from '#server/rate-limits/rate-rules';
import { test as base } from './fixtures/base';
import { expect, SAMPLE_PASSWORD, signedInPage } from './fixtures/bookings-test';
import { type ServerProcess, serverFixture } from './fixtures/server-process';

/**
 * A server of its own: these tests use up sample players' hourly quotas, which the other
 * spec files (on their own servers) must not feel.
 */
const test = base.extend<object, { limitsServer: ServerProcess }>({
  limitsServer: [serverFixture, { scope: 'worker', timeout: 60_000 }],
  baseURL: async ({ limitsServer }, use) => use(limitsServer.url),
});
test.describe.configure({ timeout: 90_000 });

/** Signs a sample player in through the API (a session of its own): their bearer header. */
async function apiSession(request: APIRequestContext, email: string) {
  const response = await request.post('/api/auth/sign-in', {
    data: { email, password: SAMPLE_PASSWORD },
  });
  expect(response.status()).toBe(200);
  const session = await response.json();
  return {
    id: session.user.id as string,
    headers: { authorization: `Bearer ${session.access_token}` },
  };
}

test('chat: a message over the limit stays unsent and says how long to wait, in Bulgarian', async ({
  browser,
  baseURL,
  request,
}) => {
  const georgi = await apiSession(request, 'georgi@demo.example.com');
  const maria = await apiSession(request, 'maria@demo.example.com');
  const started = await request.post('/api/conversations', {
    headers: georgi.headers,
    data: { userId: maria.id },
  });
  const conversationId = (await started.json()).id;
  const perMinute = WRITE_LIMITS.message.perAccount[0]?.limit ?? 0;
  for (let i = 0; i < perMinute; i++) {
    const sent = await request.post(`/api/conversations/${conversationId}/messages`, {
      headers: georgi.headers,
      data: { content: `Съобщение ${i + 1}` },
    });
    expect(sent.status()).toBe(201);
  }

  const page = await signedInPage(browser, baseURL as string, 'georgi@demo.example.com', 'bg');
  await page.goto('/messages');
  await page.getByRole('button', { name: 'Отвори чата с Мария Петрова' }).click();
  const dialog = page.getByRole('dialog', { name: 'Чат с Мария Петрова' });
  const draft = dialog.getByPlaceholder('Напишете съобщение...');
  await draft.fill('Едно повече');
  await draft.press('Enter');
  const unsent = dialog.getByRole('listitem').filter({ hasText: 'Едно повече' });
  await expect(unsent).toContainText(
    /Не е изпратено: Твърде много опити\. Опитайте отново след \d+ секунди\./,
  );
  await expect(unsent.getByRole('button', { name: 'Изпрати отново' })).toBeVisible();
  await page.context().close();
});

test('partner request form: over the limit it says how long to wait, in English', async ({
  browser,
  baseURL,
  request,
}) => {
  const elena = await apiSession(request, 'elena@demo.example.com');
  const body = { level: 'intermediate', district: 'lozenets', preferredTime: 'Evenings' };
  const perHour = WRITE_LIMITS.partnerRequest.perAccount[0]?.limit ?? 0;
  for (let i = 0; i < perHour; i++) {
    // The first few are posted, the rest refused for too many open ones: each counts.
    const posted = await request.post('/api/partner-requests', {
      headers: elena.headers,
      data: body,
    });
    expect(posted.status()).not.toBe(429);
  }

  const page = await signedInPage(browser, baseURL as string, 'elena@demo.example.com', 'en');
  await page.getByRole('button', { name: 'Post Search Request' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Skill level').selectOption({ label: 'Advanced' });
  await dialog.getByLabel('Preferred location').selectOption({ label: 'Lozenets' });
  await dialog.getByLabel('Preferred time').fill('Saturday mornings');
  await dialog.getByRole('button', { name: 'Post Request', exact: true }).click();
  await expect(page.getByText('An error occurred')).toBeVisible();
  await expect(page.getByText(/Too many attempts\. Try again in \d+ seconds\./)).toBeVisible();
  // Nothing was posted: the dialog keeps what was typed.
  await expect(dialog.getByLabel('Preferred time')).toHaveValue('Saturday mornings');
  await page.context().close();
});
