import { expect, SAMPLE_PASSWORD, signedInPage, test } from './fixtures/bookings-test';
import { mailsTo } from './fixtures/mails';

const PHONE = { width: 360, height: 780 };
const CHANGED_SUBJECT = /^(Game changed: now|Играта е променена: вече е на) .*18:30$/;

/** `YYYY-MM-DD` in Sofia, `days` from today: apart from the other open match tests' days. */
function sofiaDay(days: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Sofia' }).format(
    new Date(Date.now() + days * 86_400_000),
  );
}

test('the organiser moves a game on a phone; its player sees the new time live and is told', async ({
  browser,
  baseURL,
  bookingsServer,
}) => {
  const url = baseURL as string;
  const day = sofiaDay(11);
  // Maria posts a singles game without a court, and Elena (within her welcome) takes the spot.
  const request = (await browser.newContext()).request;
  const tokenOf = async (email: string) => {
    const signIn = await request.post(`${url}/api/auth/sign-in`, {
      data: { email, password: SAMPLE_PASSWORD },
    });
    return ((await signIn.json()) as { access_token: string }).access_token;
  };
  const posted = await request.post(`${url}/api/open-matches`, {
    headers: { authorization: `Bearer ${await tokenOf('maria@demo.example.com')}` },
    data: {
      format: 'singles',
      date: day,
      startTime: '10:00',
      durationHours: 1,
      district: 'lozenets',
    },
  });
  expect(posted.status(), await posted.text()).toBe(201);
  const game = (await posted.json()) as { id: string };
  const joined = await request.post(`${url}/api/open-matches/${game.id}/join`, {
    headers: { authorization: `Bearer ${await tokenOf('elena@demo.example.com')}` },
  });
  expect(joined.status(), await joined.text()).toBe(200);

  // Elena watches the game's page, in English.
  const elena = await signedInPage(browser, url, 'elena@demo.example.com', 'en');
  await elena.goto(`/open-matches/${game.id}`);
  await expect(elena.getByText(/10:00–11:00/)).toBeVisible();

  // Maria moves it to 18:30 for an hour and a half, on a phone, in Bulgarian.
  const maria = await signedInPage(browser, url, 'maria@demo.example.com', 'bg', PHONE);
  await maria.goto(`/open-matches/${game.id}`);
  await maria.getByRole('button', { name: 'Промени' }).click();
  const dialog = maria.getByRole('dialog', { name: 'Промяна на играта' });
  await expect(dialog.getByLabel('Дата')).toHaveValue(day);
  // A start already past is refused on its field, and nothing is lost.
  await dialog.getByLabel('Дата').fill(sofiaDay(-1));
  await dialog.getByRole('button', { name: 'Запази промените' }).click();
  await expect(dialog.getByText(/минал/i)).toBeVisible();
  await dialog.getByLabel('Дата').fill(day);
  await dialog.getByLabel('Начален час').selectOption('18:30');
  await dialog.getByLabel('Продължителност').selectOption({ label: '1,5 часа' });
  await dialog.getByLabel('Съобщение (по избор)').fill('Ще нося топки.');
  expect(await maria.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await dialog.getByRole('button', { name: 'Запази промените' }).click();
  await expect(maria.getByText('Играта е променена; играчите са известени')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(maria.getByText(/18:30–20:00/)).toBeVisible();

  // Elena's page follows at once, her bell tells her in the page's English, and a mail in the
  // language of her account.
  await expect(elena.getByText(/18:30–20:00/)).toBeVisible();
  await expect(elena.getByText('Ще нося топки.')).toBeVisible();
  await elena.getByRole('button', { name: /^Notifications, \d+ unread$/ }).click();
  await expect(
    elena
      .getByRole('dialog', { name: 'Notifications' })
      .getByRole('link', { name: /Мария Петрова changed the game: now .*18:30–20:00/ }),
  ).toBeVisible();
  await expect
    .poll(
      async () =>
        (await mailsTo(bookingsServer.dataDir, 'elena@demo.example.com')).filter((mail) =>
          CHANGED_SUBJECT.test(mail.subject),
        ).length,
      { timeout: 30_000 },
    )
    .toBe(1);
  // The organiser, who made the change, is not told of it.
  const mariasMails = await mailsTo(bookingsServer.dataDir, 'maria@demo.example.com');
  expect(mariasMails.filter((mail) => CHANGED_SUBJECT.test(mail.subject))).toEqual([]);
});
