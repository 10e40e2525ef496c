import type { Locator, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import bg from '#locales/bg/translation.json' with { type: 'json' };
import en from '#locales/en/translation.json' with { type: 'json' };
import { test as base } from './fixtures/base';
import { signedInPage } from './fixtures/bookings-test';
import {
  expectApart,
  expectFullHeightSheet,
  expectPhoneReady,
  expectTopBarFits,
  expectWithin,
  PHONE,
  restingBox,
} from './fixtures/phone-checks';
import { type ServerProcess, serverFixture } from './fixtures/server-process';

type Dictionary = typeof en;

// A server of its own: other files claim and approve the court nobody runs (court 7).
const test = base.extend<object, { phoneServer: ServerProcess }>({
  phoneServer: [serverFixture, { scope: 'worker', timeout: 60_000 }],
  baseURL: async ({ phoneServer }, use) => use(phoneServer.url),
});

/** The date in Sofia `days` from now, as YYYY-MM-DD. */
function sofiaDateIn(days: number) {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Sofia' })
    .format(new Date(Date.now() + days * 24 * 3_600_000))
    .slice(0, 10);
}

/** Opens a page and waits until it shows its data. */
async function open(page: Page, path: string, t: Dictionary) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.getByText(t.loading)).toHaveCount(0);
}

/** Checks an open dialog as a phone shows it. */
async function expectPhoneSheet(page: Page, dialog: Locator, view: string) {
  await expect(dialog).toBeVisible();
  await expectFullHeightSheet(page, dialog);
  await expectPhoneReady(page, view);
}

const CASES = [
  // Each language books a court of its own owner, so the two tests never meet.
  {
    language: 'bg',
    t: bg,
    player: 'georgi@demo.example.com',
    initials: 'GD',
    // Georgi played at Стефан Колев's court: 'със' before the с.
    ownerContact: 'можете да се свържете директно със Стефан Колев.',
    owner: 'stefan@demo.example.com',
    court: 'Тенис комплекс Витоша',
    partner: 'Мария Петрова',
    daysAhead: 4,
  },
  {
    language: 'en',
    t: en,
    player: 'elena@demo.example.com',
    // Елена Николова: her name's Cyrillic letters, not her e-mail's Latin E.
    initials: 'ЕН',
    ownerContact: 'you can reach Стефан Колев directly.',
    owner: 'anna@demo.example.com',
    // Not her Mladost club: it books at once, and here the owner answers a request.
    court: 'Boyana Tennis Courts',
    partner: 'Ivan Todorov',
    daysAhead: 5,
  },
] as const;

for (const {
  language,
  t,
  player,
  initials,
  ownerContact,
  owner,
  court,
  partner,
  daysAhead,
} of CASES) {
  test(`signed in at ${PHONE.width} px (${language}): the main flows, every page and dialog fit a phone, axe finds nothing`, async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(240_000);
    const page = await signedInPage(browser, baseURL as string, player, language, PHONE);

    for (const path of [
      '/',
      '/?tab=courts',
      '/profile',
      '/messages',
      '/my/bookings',
      '/my/courts',
      '/my/courts/new',
      '/my/matches',
      '/courts/10000000-0000-0000-0000-000000000001',
      '/players/00000000-0000-0000-0000-000000000001',
    ]) {
      await open(page, path, t);
      if (path === '/courts/10000000-0000-0000-0000-000000000001') {
        await expect(page.getByRole('region', { name: t.owner_contact_title })).toContainText(
          ownerContact,
        );
      }
      await expectTopBarFits(page);
      await expectPhoneReady(page, path);
    }

    // The top bar's menu and notifications; the avatar shows the name's initials, as cards do.
    await open(page, '/', t);
    await expect(page.getByRole('button', { name: t.account_menu })).toHaveText(initials);
    await page.getByRole('button', { name: t.account_menu }).click();
    await expect(page.getByRole('menu')).toBeVisible();
    await expectPhoneReady(page, 'account menu');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: new RegExp(`^${t.notifications_title}`) }).click();
    await expect(page.getByRole('dialog', { name: t.notifications_title })).toBeVisible();
    await expectPhoneReady(page, 'notifications');
    await page.keyboard.press('Escape');

    // Chat with a player: a message sent.
    await page
      .getByRole('article')
      .filter({ hasText: partner })
      .getByRole('button', { name: t.connect_play })
      .click();
    const chat = page.getByRole('dialog');
    const composer = chat.getByLabel(t.chat_message_label);
    await expect(composer).toBeEditable();
    // The request's toast, over the chat: it keeps off the composer and the message sent, and its
    // close button stays inside it.
    const requestToast = page
      .locator('[data-sonner-toast]')
      .filter({ hasText: new RegExp(`^(${t.connection_sent}|${t.connection_already_sent})`) });
    // The pointer on the toast holds it (as it would for someone reading it): on a loaded machine
    // its few seconds could run out before it is measured. Pointed at where it rests, not where
    // it slides in from, so that the pointer is still on it when it stops.
    const toastBox = await restingBox(requestToast);
    await requestToast.hover({ force: true });
    expectWithin(
      await restingBox(requestToast.getByRole('button', { name: t.toast_close })),
      toastBox,
      "the toast's close button",
    );
    expectApart(toastBox, await restingBox(composer), 'toast and chat composer');
    const message = `${language}: at 360 px`;
    await composer.fill(message);
    await chat.getByRole('button', { name: t.chat_send }).click();
    const sent = chat.getByRole('list', { name: t.chat_messages_label }).getByRole('listitem');
    await expect(sent).toContainText([message]);
    expectApart(toastBox, await restingBox(sent.last()), 'toast and the message just sent');
    await expectPhoneSheet(page, chat, 'chat');
    await page.keyboard.press('Escape');

    // A search for a partner posted.
    await page.getByRole('button', { name: t.post_search_request }).click();
    const post = page.getByRole('dialog', { name: t.post_search_request });
    await expectPhoneSheet(page, post, 'post a search');
    await post.getByLabel(t.request_level).selectOption('intermediate');
    await post.getByLabel(t.request_location).selectOption('lozenets');
    await post.getByLabel(t.request_time).fill('18:00');
    await post.getByRole('button', { name: t.request_submit }).click();
    await expect(post).toBeHidden();
    await expect(page.getByText(t.search_request_posted, { exact: true })).toBeVisible();

    // A court booked.
    await open(page, `/?tab=courts&q=${encodeURIComponent(court)}`, t);
    await page.getByRole('button', { name: t.book_court }).first().click();
    const booking = page.getByRole('dialog');
    await expect(booking.getByLabel(t.booking_date)).toBeVisible();
    await expectPhoneSheet(page, booking, 'booking');
    await booking.getByLabel(t.booking_date).fill(sofiaDateIn(daysAhead));
    await booking.getByRole('radio', { name: '10:00' }).check();
    await booking.getByRole('button', { name: t.booking_submit }).click();
    const toast = page.locator('[data-sonner-toast]').filter({ hasText: t.booking_sent });
    await expect(toast).toBeVisible();
    // What happens next, and a link to where the request waits.
    await expect(toast).toContainText(t.booking_sent_description.replace('{{courtName}}', court));
    await expect(toast.getByRole('link', { name: t.booking_sent_link })).toHaveAttribute(
      'href',
      '/my/bookings',
    );
    // sonner's own labels, in the page's language too.
    await expect(toast.getByRole('button', { name: t.toast_close })).toBeVisible();
    await expect(page.getByRole('region', { name: new RegExp(`^${t.toasts_region}`) })).toHaveCount(
      1,
    );
    await expectPhoneReady(page, 'booking sent, with its toast');

    // The filters, and a claim for the court nobody runs here.
    await page.getByRole('button', { name: t.more_filters }).click();
    await expectPhoneSheet(page, page.getByRole('dialog', { name: t.more_filters }), 'filters');
    await page.keyboard.press('Escape');
    await open(page, '/courts/10000000-0000-0000-0000-000000000007', t);
    await page.getByRole('button', { name: t.court_claim }).click();
    const claim = page.getByRole('dialog');
    await expectPhoneSheet(page, claim, 'claim');
    await claim.getByRole('button', { name: t.claim_submit }).click();
    await expect(claim).toBeHidden();
    await expect(page.getByText(t.claim_sent, { exact: true })).toBeVisible();

    // The booking waits on My bookings, where it can be cancelled.
    await open(page, '/my/bookings', t);
    await expectPhoneReady(page, 'my bookings with a booking');
    await page.getByRole('button', { name: t.booking_cancel }).first().click();
    await expectPhoneSheet(page, page.getByRole('dialog'), 'cancel a booking');
    await page.keyboard.press('Escape');
    await page.context().close();

    // The owner answers it; removing a court asks first.
    const ownerPage = await signedInPage(browser, baseURL as string, owner, language, PHONE);
    await open(ownerPage, '/my/courts', t);
    await expectPhoneReady(ownerPage, 'my courts with a request');
    await ownerPage.getByRole('button', { name: t.booking_accept }).first().click();
    const decision = ownerPage.getByRole('dialog');
    await expectPhoneSheet(ownerPage, decision, 'accept a booking');
    await decision.getByRole('button', { name: t.booking_accept }).click();
    await expect(decision).toBeHidden();
    await expect(ownerPage.getByText(t.booking_accepted, { exact: true })).toBeVisible();
    await ownerPage
      .getByRole('button', { name: new RegExp(`^${t.court_remove}`) })
      .first()
      .click();
    await expectPhoneSheet(ownerPage, ownerPage.getByRole('dialog'), 'remove a court');
    await ownerPage.keyboard.press('Escape');
    const edit = ownerPage.getByRole('link', { name: new RegExp(`^${t.court_edit}`) }).first();
    await edit.click();
    await expect(ownerPage.getByRole('heading', { level: 1 })).toBeVisible();
    await expectPhoneReady(ownerPage, 'edit a court');
    await ownerPage.context().close();

    // The administrator's claims, and the question before an answer.
    const admin = await signedInPage(
      browser,
      baseURL as string,
      'admin@demo.example.com',
      language,
      PHONE,
    );
    await open(admin, '/admin/claims', t);
    await expectPhoneReady(admin, 'claims');
    await admin.getByRole('button', { name: t.admin_claim_reject, exact: true }).first().click();
    await expectPhoneSheet(admin, admin.getByRole('dialog'), 'reject a claim');
    await admin.keyboard.press('Escape');
    await admin.context().close();
  });
}
