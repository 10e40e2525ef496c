import type { APIRequestContext, Page } from '@playwright/test';
import { addDays, sofiaDate } from '../src/contract/sofia-time';
import { SAMPLE_PASSWORD } from '../src/server/db/sample-data';
import {
  startTestPushService,
  type TestPushService,
} from '../src/server/test-support/test-push-service';
import { type ServerProcess, serverFixture } from './fixtures/server-process';
import { test as base, expect } from './fixtures/test';

const COURT = '10000000-0000-0000-0000-000000000001';

// Bookings and subscriptions are written: a server of its own, and a push service on loopback.
const test = base.extend<{ pushServer: ServerProcess; pushService: TestPushService }>({
  pushServer: [serverFixture, { timeout: 60_000 }],
  // biome-ignore lint/correctness/noEmptyPattern: Playwright requires a destructuring pattern
  pushService: async ({}, use) => {
    const service = await startTestPushService();
    await use(service);
    await service.close();
  },
});
test.use({ serviceWorkers: 'allow' });

async function accessToken(request: APIRequestContext, baseURL: string, email: string) {
  const response = await request.post(`${baseURL}/api/auth/sign-in`, {
    data: { email, password: SAMPLE_PASSWORD },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { access_token: string }).access_token;
}

async function requestBooking(request: APIRequestContext, baseURL: string, days: number) {
  const token = await accessToken(request, baseURL, 'nikolay@demo.example.com');
  const response = await request.post(`${baseURL}/api/bookings`, {
    headers: { authorization: `Bearer ${token}` },
    data: {
      courtId: COURT,
      date: addDays(sofiaDate(new Date()), days),
      startTime: '11:00',
      durationHours: 1,
    },
  });
  expect(response.status()).toBe(201);
}

/** Hands a push to the page's service worker as the browser's push service would. */
async function deliverToServiceWorker(page: Page, baseURL: string, data: string) {
  const cdp = await page.context().newCDPSession(page);
  const registrationId = await new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const registration = registrations.find((r) => r.scopeURL.startsWith(baseURL));
      if (registration) resolve(registration.registrationId);
    });
    void cdp.send('ServiceWorker.enable');
  });
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin: new URL(baseURL).origin,
    registrationId,
    data,
  });
}

test('a court owner’s device gets a push for a booking request, shown by the service worker; a device the push service calls gone is forgotten', async ({
  browser,
  pushServer,
  pushService,
}) => {
  const baseURL = pushServer.url;
  const context = await browser.newContext({ baseURL, locale: 'bg-BG' });
  await context.grantPermissions(['notifications'], { origin: baseURL });
  const page = await context.newPage();
  await page.goto('/auth');
  await page.getByLabel('Имейл').fill('stefan@demo.example.com');
  await page.getByLabel('Парола').fill(SAMPLE_PASSWORD);
  await page.getByRole('button', { name: 'Вход' }).click();
  await expect(page.getByRole('button', { name: 'Меню на профила' })).toBeVisible();

  // The settings explain what the notifications are for before anything is asked.
  await page.goto('/profile#notifications');
  const section = page.getByRole('region', { name: 'Известия на това устройство' });
  await expect(section).toContainText('дори когато приложението е затворено');
  await expect(section.getByRole('button', { name: 'Включи известията' })).toBeVisible();
  await expect(
    section.getByRole('checkbox', { name: 'Заявка за резервация на ваш корт' }),
  ).toBeChecked();

  // This device's subscription, as its browser would give it (a headless browser has no push
  // service of its own): its endpoint is the test's push service.
  // A second device (the owner's laptop) shows when a push would have gone out.
  const device = pushService.device();
  const laptop = pushService.device();
  const token = await accessToken(page.request, baseURL, 'stefan@demo.example.com');
  for (const { subscription } of [device, laptop]) {
    const stored = await page.request.post(`${baseURL}/api/push/subscriptions`, {
      headers: { authorization: `Bearer ${token}` },
      data: subscription,
    });
    expect(stored.status()).toBe(204);
  }

  await requestBooking(page.request, baseURL, 4);
  await expect.poll(() => pushService.to(device).length, { timeout: 20_000 }).toBe(1);
  const [push] = pushService.to(device);
  const payload = JSON.parse(device.decrypt(push?.body ?? Buffer.alloc(0)));
  expect(payload.title).toContain('Заявка за резервация: Тенис комплекс Витоша');
  expect(payload.url).toMatch(/^\/my\/courts#booking-/);

  // What the service worker does with it: a system notification that opens the request. The
  // worker registers after the page's load; a push reaches it once it is active.
  await expect
    .poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)), {
      timeout: 20_000,
    })
    .toBe(true);
  await deliverToServiceWorker(page, baseURL, JSON.stringify(payload));
  await expect
    .poll(
      () =>
        page.evaluate(async () =>
          (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => n.title),
        ),
      { timeout: 15_000 },
    )
    .toEqual([payload.title]);

  // The push service says the device is gone: it is forgotten, and not pushed to again.
  pushService.statusOf.set(device.subscription.endpoint, 410);
  await requestBooking(page.request, baseURL, 5);
  await expect.poll(() => pushService.to(device).length, { timeout: 20_000 }).toBe(2);
  await requestBooking(page.request, baseURL, 6);
  await expect.poll(() => pushService.to(laptop).length, { timeout: 20_000 }).toBe(3);
  expect(pushService.to(device)).toHaveLength(2);
  await context.close();
});
