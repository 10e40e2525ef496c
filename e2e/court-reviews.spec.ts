import type { Browser } from '@playwright/test';
import { signedInPage } from './fixtures/bookings-test';
import { expectFullHeightSheet, expectPhoneReady, PHONE } from './fixtures/phone-checks';
import { type ServerProcess, serverFixture } from './fixtures/server-process';
import { test as base, expect } from './fixtures/test';

/**
 * Issue 17: courts rated by the players who booked them, and the owners' no-show marks. The
 * sample data holds the past bookings (src/server/db-tools/sample-data.ts, SAMPLE_VISITS): Maria's at
 * South Park two days ago, not yet rated, and Elena's at Vitosha yesterday, not yet marked. A
 * server of its own: these tests change the sample courts' ratings and a player's record.
 */
const test = base.extend<object, { reviewsServer: ServerProcess }>({
  reviewsServer: [serverFixture, { scope: 'worker', timeout: 60_000 }],
  baseURL: async ({ reviewsServer }, use) => use(reviewsServer.url),
});

const SOUTH_PARK = '10000000-0000-0000-0000-000000000005';
const LOZENETS = '10000000-0000-0000-0000-000000000003';
const ELENA = '00000000-0000-0000-0000-000000000003';

const signIn = (
  browser: Browser,
  baseURL: string | undefined,
  email: string,
  language: 'bg' | 'en',
  viewport?: typeof PHONE,
) => signedInPage(browser, baseURL as string, `${email}@demo.example.com`, language, viewport);

test('a player rates a court after a past booking; the court page shows it; the owner answers', async ({
  browser,
  baseURL,
}) => {
  const maria = await signIn(browser, baseURL, 'maria', 'bg', PHONE);
  await maria.goto('/my/bookings');
  const rateable = maria
    .getByRole('article', { name: /Тенис център Южен парк/ })
    .filter({ has: maria.getByRole('button', { name: 'Оцени корта' }) });
  await expect(rateable).toHaveCount(1);
  // The same booking once rated (its button changes): by its element's id.
  const booking = maria.locator(`[id="${await rateable.getAttribute('id')}"]`);
  await booking.getByRole('button', { name: 'Оцени корта' }).click();
  const dialog = maria.getByRole('dialog', { name: 'Оценка за Тенис център Южен парк' });
  await expectFullHeightSheet(maria, dialog);
  // Stars are required.
  await dialog.getByRole('button', { name: 'Публикувай оценката' }).click();
  await expect(dialog.getByText('Изберете от 1 до 5 звезди')).toBeVisible();
  await dialog.getByRole('radio', { name: '5 звезди' }).check();
  await dialog.getByLabel('Коментар (по желание)').fill('Чудесна вечер, осветлението е отлично.');
  await expectPhoneReady(maria, 'rate a court');
  await dialog.getByRole('button', { name: 'Публикувай оценката' }).click();
  await expect(maria.getByText('Благодарим! Оценката ви е публикувана.')).toBeVisible();
  await expect(booking).toContainText('Вашата оценка: 5 от 5');
  // Within 14 days the rating can still be changed.
  await expect(booking.getByRole('button', { name: 'Промени оценката' })).toBeVisible();

  // The court page: the mean of six reviews (4, 5, 4, 4, 5 and hers), hers first.
  await maria.goto(`/courts/${SOUTH_PARK}`);
  await expect(maria.getByText('Оценка 4,5 от 5, 6 отзива')).toBeAttached();
  const reviews = maria.getByRole('region', { name: 'Отзиви' });
  const first = reviews.getByRole('article').first();
  await expect(first.getByRole('heading', { name: 'Мария Петрова' })).toBeVisible();
  await expect(first).toContainText('5 от 5 звезди');
  await expect(first).toContainText('Чудесна вечер, осветлението е отлично.');
  await expect(first.getByRole('button', { name: /Отговори/ })).toHaveCount(0);
  await expectPhoneReady(maria, 'court page with reviews');

  // The owner answers it, once, in English.
  const stefan = await signIn(browser, baseURL, 'stefan', 'en');
  await stefan.goto(`/courts/${SOUTH_PARK}`);
  const hers = stefan
    .getByRole('region', { name: 'Reviews' })
    .getByRole('article', { name: 'Мария Петрова' })
    .filter({ hasText: 'Чудесна вечер' });
  await hers.getByRole('button', { name: "Answer Мария Петрова's review" }).click();
  const answer = stefan.getByRole('dialog', { name: "Answer Мария Петрова's review" });
  await answer.getByLabel('Your answer').fill('Thank you, Maria! See you again.');
  await answer.getByRole('button', { name: 'Publish answer' }).click();
  await expect(stefan.getByText('Your answer is published')).toBeVisible();
  await expect(hers).toContainText("The owner's answer");
  await expect(hers).toContainText('Thank you, Maria! See you again.');
  await expect(hers.getByRole('button', { name: /Answer/ })).toHaveCount(0);

  // The card in the Courts tab has the same numbers.
  await stefan.goto('/?tab=courts&district=center');
  await expect(
    stefan.getByRole('article').filter({ hasText: 'South Park Tennis Centre' }),
  ).toContainText('4.5 · 6 reviews');
});

test('the owner marks a no-show; the player replies; the page shows the record; an administrator removes the mark', async ({
  browser,
  baseURL,
}) => {
  const stefan = await signIn(browser, baseURL, 'stefan', 'en');
  await stefan.goto('/my/courts');
  const markable = stefan
    .getByRole('region', { name: 'Booking requests' })
    .getByRole('article')
    .filter({ hasText: 'Booked by Елена Николова' })
    .filter({ has: stefan.getByRole('button', { name: 'Mark as no-show' }) });
  await expect(markable).toHaveCount(1);
  // The same booking once marked (the button goes): by its element's id.
  const request = stefan.locator(`[id="${await markable.getAttribute('id')}"]`);
  await request.getByRole('button', { name: 'Mark as no-show' }).click();
  const confirm = stefan.getByRole('dialog', { name: 'Mark Елена Николова as a no-show?' });
  await confirm.getByRole('button', { name: 'Mark as no-show' }).click();
  await expect(stefan.getByText('Marked as a no-show', { exact: true })).toBeVisible();
  await expect(request).toContainText('Marked as a no-show by the court');

  const elena = await signIn(browser, baseURL, 'elena', 'bg', PHONE);
  await elena.goto('/my/bookings');
  const marked = elena
    .getByRole('article')
    .filter({ hasText: 'Кортът е отбелязал неявяване' })
    .filter({ hasText: 'Тенис комплекс Витоша' });
  await marked.getByRole('button', { name: 'Отговори на отбелязването' }).click();
  const dialog = elena.getByRole('dialog', { name: 'Отговор на отбелязаното неявяване' });
  await expectFullHeightSheet(elena, dialog);
  await dialog.getByLabel('Вашият отговор').fill('Бях болна и се обадих сутринта.');
  await expectPhoneReady(elena, 'reply to a no-show mark');
  await dialog.getByRole('button', { name: 'Публикувай отговора' }).click();
  await expect(elena.getByText('Отговорът ви е публикуван')).toBeVisible();
  await expect(marked).toContainText('Отговор на играча: Бях болна и се обадих сутринта.');
  await expect(marked.getByRole('button', { name: 'Отговори на отбелязването' })).toHaveCount(0);

  // Her page: five accepted bookings that have ended and eight confirmed results, one marked.
  await elena.goto(`/players/${ELENA}`);
  const record = elena.getByRole('region', { name: 'Надеждност' });
  await expect(record).toContainText('Яви се на 12 от 13');
  await expect(record).toContainText('Бях болна и се обадих сутринта.');
  await expect(record.getByRole('button', { name: /Премахни/ })).toHaveCount(0);
  await expectPhoneReady(elena, 'player page with a show-up record');

  // The demo administrator removes the mark.
  const admin = await signIn(browser, baseURL, 'admin', 'en');
  await admin.goto(`/players/${ELENA}`);
  const adminRecord = admin.getByRole('region', { name: 'Reliability' });
  await expect(adminRecord).toContainText('Showed up to 12 of 13');
  await adminRecord
    .getByRole('button', { name: /^Remove the mark of Vitosha Tennis Complex/ })
    .click();
  await expect(admin.getByText('The mark is removed')).toBeVisible();
  await expect(adminRecord).toContainText('Showed up to 13 of 13');
  await expect(adminRecord).not.toContainText('Бях болна');

  // The owner sees that the mark was removed, and cannot mark the booking again.
  await stefan.reload();
  await expect(request).toContainText('An administrator removed the no-show mark');
  await expect(request.getByRole('button', { name: 'Mark as no-show' })).toHaveCount(0);
});

test('a player reports a review; an administrator hides it; it leaves the page and the rating', async ({
  browser,
  baseURL,
}) => {
  const georgi = await signIn(browser, baseURL, 'georgi', 'en');
  await georgi.goto(`/courts/${LOZENETS}`);
  await expect(georgi.getByText('Rated 4.8 out of 5, 4 reviews')).toBeAttached();
  const reviews = georgi.getByRole('region', { name: 'Reviews' });
  // Every review he did not write can be reported.
  await expect(reviews.getByRole('button', { name: /^Report the review by / })).toHaveCount(4);
  const ivans = reviews.getByRole('article', { name: 'Ivan Todorov' });
  await ivans.getByRole('button', { name: 'Report the review by Ivan Todorov' }).click();
  const dialog = georgi.getByRole('dialog', { name: 'Report a review' });
  await dialog.getByRole('radio', { name: 'Fake or misleading' }).check();
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(georgi.getByRole('dialog', { name: 'Report sent' })).toBeVisible();
  await georgi.keyboard.press('Escape');

  const admin = await signIn(browser, baseURL, 'admin', 'bg');
  await admin.goto('/admin/reports');
  const report = admin.getByRole('article', { name: 'Отзив за корт: Ivan Todorov' });
  await expect(report).toContainText('Perfect indoor surface for practice.');
  await report.getByRole('button', { name: 'Скрий', exact: true }).click();
  await admin
    .getByRole('dialog', { name: 'Да се скрие ли съдържанието?' })
    .getByRole('button', { name: 'Скрий', exact: true })
    .click();
  await expect(admin.getByText('Съдържанието е скрито')).toBeVisible();
  await expect(report).toHaveCount(0);

  // Gone from the page, and from the rating: 5, 5 and 4 are left.
  await georgi.reload();
  await expect(georgi.getByText('Rated 4.7 out of 5, 3 reviews')).toBeAttached();
  await expect(ivans).toHaveCount(0);
  await georgi.context().close();
  await admin.context().close();
});
