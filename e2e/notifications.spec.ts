import AxeBuilder from '@axe-core/playwright';
import { expect, signedInPage, test } from './fixtures/bookings-test';
import { mailsTo } from './fixtures/mails';
import { expectNoOverflowWithin, expectNoOverlap, PHONE } from './fixtures/phone-checks';

/** The date in Sofia `days` from now, as YYYY-MM-DD. */
function sofiaDateIn(days: number) {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Sofia' })
    .format(new Date(Date.now() + days * 24 * 3_600_000))
    .slice(0, 10);
}

test("a sample court's demo owner gets a request live in the bell and accepts it; the player sees the answer live", async ({
  browser,
  baseURL,
}) => {
  const base = baseURL as string;
  // The owner of the sample court 'Vitosha Tennis Complex' browses the home page, in Bulgarian.
  const owner = await signedInPage(browser, base, 'stefan@demo.example.com', 'bg');
  const ownerBell = owner.getByRole('button', { name: /^Известия/ });
  await expect(ownerBell).toBeVisible();

  const player = await signedInPage(browser, base, 'nikolay@demo.example.com', 'en');
  await player.goto('/?tab=courts&q=Vitosha');
  await player.getByRole('button', { name: 'Book Court' }).first().click();
  const dialog = player.getByRole('dialog', { name: 'Book Vitosha Tennis Complex' });
  await dialog.getByLabel('Date').fill(sofiaDateIn(4));
  await dialog.getByRole('radio', { name: '11:00' }).check();
  await dialog.getByLabel('Note (optional)').fill('We bring our own balls.');
  await dialog.getByRole('button', { name: 'Send request' }).click();
  await expect(player.getByText('Booking Request Sent!')).toBeVisible();

  // Live, without a reload: the count in the bell's name, and a toast that asks for an answer.
  await expect(ownerBell).toHaveAccessibleName(/^Известия, \d+ непрочетен/);
  const toast = owner
    .getByRole('listitem')
    .filter({ hasText: 'Николай Георгиев поиска да резервира Тенис комплекс Витоша' });
  await expect(toast).toBeVisible();
  await expect(toast.getByRole('button', { name: 'Отвори' })).toBeVisible();

  await ownerBell.click();
  const panel = owner.getByRole('dialog', { name: 'Известия' });
  const item = panel.getByRole('link', {
    name: /Непрочетено: Николай Георгиев поиска да резервира Тенис комплекс Витоша/,
  });
  await expect(item).toContainText('Бележка: We bring our own balls.');
  await new AxeBuilder({ page: owner })
    .include('[role="dialog"]')
    .analyze()
    .then((results) => expect(results.violations.map((v) => `${v.impact} ${v.id}`)).toEqual([]));
  await item.click();
  await expect(owner).toHaveURL(/\/my\/courts#booking-[0-9a-f-]{36}$/);
  const request = owner
    .getByRole('region', { name: 'Заявки за резервация' })
    .getByRole('article', { name: /Тенис комплекс Витоша/ })
    .first();
  await expect(request).toBeFocused();
  await expect(request).toContainText('Заявка от Николай Георгиев');
  await request.getByRole('button', { name: 'Потвърди' }).click();
  const decision = owner.getByRole('dialog', {
    name: 'Да потвърдим ли заявката на Николай Георгиев?',
  });
  await decision.getByLabel('Бележка към играча (по желание)').fill('Корт 3, до входа.');
  await decision.getByRole('button', { name: 'Потвърди' }).click();
  await expect(request).toContainText('Потвърдена');

  // The player hears of it live, and the link leads to the booking, with its calendar file.
  const playerBell = player.getByRole('button', { name: /^Notifications, \d+ unread$/ });
  await expect(playerBell).toBeVisible();
  await playerBell.click();
  await player
    .getByRole('dialog', { name: 'Notifications' })
    .getByRole('link', { name: /Стефан Колев accepted your booking at Vitosha Tennis Complex/ })
    .click();
  await expect(player).toHaveURL(/\/my\/bookings#booking-[0-9a-f-]{36}$/);
  const booking = player.getByRole('article', { name: /Vitosha Tennis Complex/ }).first();
  await expect(booking).toBeFocused();
  await expect(booking).toContainText('Accepted');
  await expect(booking).toContainText('Корт 3, до входа.');
  const download = player.waitForEvent('download');
  await booking.getByRole('button', { name: 'Add to calendar (.ics)' }).click();
  expect((await download).suggestedFilename()).toMatch(/\.ics$/);
  // Opening it marked it read. (Other tests on this server may have left the player other
  // notifications, so it is this one that is checked, not the count.)
  await player.getByRole('button', { name: /^Notifications/ }).click();
  await expect(
    player
      .getByRole('dialog', { name: 'Notifications' })
      .getByRole('link', { name: /Стефан Колев accepted your booking at Vitosha Tennis Complex/ })
      .first(),
  ).toHaveAccessibleName(/^Стефан Колев accepted/);

  await owner.context().close();
  await player.context().close();
});

test("'Connect & Play' really tells the player, whose link opens the chat", async ({
  browser,
  baseURL,
}) => {
  const base = baseURL as string;
  const georgi = await signedInPage(browser, base, 'georgi@demo.example.com', 'en');
  const desi = await signedInPage(browser, base, 'desislava@demo.example.com', 'bg');
  await desi.goto('/?q=Dimitrov');
  await desi.getByRole('button', { name: 'Свържи се и играй' }).click();
  await expect(desi.getByText('Поканата е изпратена!')).toBeVisible();
  await expect(desi.getByText('Известихме Georgi Dimitrov за поканата ви за игра')).toBeVisible();
  await expect(desi.getByRole('dialog', { name: 'Чат с Georgi Dimitrov' })).toBeVisible();
  await desi.keyboard.press('Escape');

  const bell = georgi.getByRole('button', { name: /^Notifications, \d+ unread$/ });
  await bell.click();
  await georgi
    .getByRole('dialog', { name: 'Notifications' })
    .getByRole('link', { name: /Десислава Стоянова wants to play tennis with you/ })
    .click();
  await expect(georgi).toHaveURL(/\/messages\?with=[0-9a-f-]{36}$/);
  await expect(georgi.getByRole('dialog', { name: 'Chat with Десислава Стоянова' })).toBeVisible();

  // Once a day per pair: a second press says so instead of telling again.
  await desi.getByRole('button', { name: 'Свържи се и играй' }).click();
  await expect(desi.getByText('Вече е изпратена днес')).toBeVisible();
  await georgi.context().close();
  await desi.context().close();
});

test('the mail of a request to play, its one-click unsubscribe and the e-mail settings', async ({
  browser,
  baseURL,
  bookingsServer,
}) => {
  const base = baseURL as string;
  const ivan = await signedInPage(browser, base, 'ivan@demo.example.com', 'en');
  const maria = await signedInPage(browser, base, 'maria@demo.example.com', 'en');
  await maria.goto('/?q=Ivan');
  await maria.getByRole('button', { name: 'Connect & Play' }).click();
  await expect(maria.getByText('Connection Request Sent!')).toBeVisible();

  const fromMaria = async () =>
    (await mailsTo(bookingsServer.dataDir, 'ivan@demo.example.com')).filter(
      (m) => m.subject === 'Мария Петрова wants to play tennis with you',
    );
  await expect.poll(async () => (await fromMaria()).length).toBe(1);
  const [mail] = await fromMaria();
  expect(mail?.text).toMatch(/Reply to Мария Петрова: http:\/\/\S+\/messages\?with=[0-9a-f-]{36}/);

  // The link in List-Unsubscribe: GET explains, the button turns this kind of mail off.
  const unsubscribe = new URL(mail?.listUnsubscribe ?? '');
  await ivan.goto(`${unsubscribe.pathname}${unsubscribe.search}`);
  await expect(ivan.getByRole('heading', { name: 'Unsubscribe from e-mails' })).toBeVisible();
  await expect(ivan.getByText('Stop e-mails about requests to play?')).toBeVisible();
  await ivan.getByRole('button', { name: 'Stop these e-mails' }).click();
  await expect(
    ivan.getByText('Done: you will no longer get e-mails about requests to play.'),
  ).toBeVisible();
  await ivan.getByRole('link', { name: 'Notification settings' }).click();

  await expect(ivan).toHaveURL(/\/profile#notifications$/);
  const settings = ivan.getByRole('region', { name: 'E-mail notifications' });
  const playRequests = settings.getByRole('checkbox', {
    name: 'Requests to play (Connect & Play)',
  });
  await expect(playRequests).not.toBeChecked();
  await expect(
    settings.getByRole('checkbox', { name: /^Messages I have not read after 10 minutes/ }),
  ).toBeChecked();
  await playRequests.check();
  await expect(settings.getByRole('status')).toHaveText('Notification settings saved');
  await ivan.reload();
  await expect(playRequests).toBeChecked();

  // Switching the app to Bulgarian switches the mails too.
  await ivan.getByRole('button', { name: 'БГ' }).click();
  await expect(ivan.getByText('Имейлите идват на български')).toBeVisible();
  const elena = await signedInPage(browser, base, 'elena@demo.example.com', 'en');
  await elena.goto('/?q=Ivan');
  await elena.getByRole('button', { name: 'Connect & Play' }).click();
  await expect(elena.getByText('Connection Request Sent!')).toBeVisible();
  await expect
    .poll(async () =>
      (await mailsTo(bookingsServer.dataDir, 'ivan@demo.example.com')).map((m) => m.subject),
    )
    .toContain('Елена Николова иска да играе тенис с вас');
  await ivan.context().close();
  await maria.context().close();
  await elena.context().close();
});

test(`at ${PHONE.width} px in Bulgarian the panel's title and 'mark all read' do not overlap`, async ({
  browser,
  baseURL,
}) => {
  const base = baseURL as string;
  const nikolay = await signedInPage(browser, base, 'nikolay@demo.example.com', 'en');
  const token = await nikolay.evaluate(() => {
    const raw = localStorage.getItem('sofia-tennis.session');
    return raw ? (JSON.parse(raw).access_token as string) : '';
  });
  const desislava = '00000000-0000-0000-0000-000000000005';
  const sent = await nikolay.request.post(`/api/players/${desislava}/play-request`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(sent.ok(), await sent.text()).toBe(true);

  const page = await signedInPage(browser, base, 'desislava@demo.example.com', 'bg', PHONE);
  await page.getByRole('button', { name: /^Известия, \d+ непрочетен/ }).click();
  const panel = page.getByRole('dialog', { name: 'Известия' });
  const title = panel.getByRole('heading', { name: 'Известия' });
  const markAll = panel.getByRole('button', { name: 'Маркирай всички като прочетени' });
  await expect(markAll).toBeVisible();
  await expectNoOverlap(title, markAll, 'the notifications header');
  await expectNoOverflowWithin(panel, 'the notifications panel');
  await nikolay.context().close();
  await page.context().close();
});
