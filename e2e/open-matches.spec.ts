import { expect, signedInPage, test } from './fixtures/bookings-test';
import { mailsTo } from './fixtures/mails';

const PHONE = { width: 360, height: 780 };

/** A day a week ahead, `YYYY-MM-DD` in Sofia, plus `days`: games of different tests apart. */
function sofiaDay(days: number): string {
  const now = new Date(Date.now() + days * 86_400_000);
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Sofia' }).format(now);
}

test('a doubles game with a court fills from the board, live, with one player asking', async ({
  browser,
  baseURL,
  bookingsServer,
}) => {
  const url = baseURL as string;
  // Maria (intermediate) posts on a phone, in Bulgarian.
  const maria = await signedInPage(browser, url, 'maria@demo.example.com', 'bg', PHONE);
  await maria.getByRole('button', { name: 'Публикувай търсене' }).click();
  const dialog = maria.getByRole('dialog');
  await dialog.getByText('Точен час').click();
  await dialog.getByText('Двойки', { exact: true }).click();
  await dialog.getByLabel('Дата').fill(sofiaDay(8));
  await dialog.getByLabel('Продължителност').selectOption({ label: '2 часа' });
  await dialog.getByLabel('Предпочитан квартал').selectOption('lozenets');
  await dialog.getByLabel('Корт (по желание)').selectOption({ label: 'Лозенец Тенис Арена' });
  await dialog.getByRole('radio', { name: '19:00' }).check();
  await dialog.getByRole('button', { name: 'Публикувай', exact: true }).click();
  await expect(maria.getByText('Търсенето е публикувано!')).toBeVisible();
  await expect(maria).toHaveURL(/\/open-matches\/[0-9a-f-]{36}$/);
  const gameUrl = new URL(maria.url()).pathname;
  await expect(maria.getByRole('heading', { level: 1 })).toHaveText('Двойки с Мария Петрова');
  await expect(maria.getByText('остават 3 места')).toBeVisible();
  await expect(maria.getByText(/Лозенец Тенис Арена \(заявен корт\)/)).toBeVisible();
  // Nothing wider than the phone.
  expect(await maria.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  // Georgi (advanced) joins from the board, in English.
  const georgi = await signedInPage(browser, url, 'georgi@demo.example.com', 'en');
  await georgi.goto(`/?district=lozenets&gday=${sofiaDay(8)}`);
  const board = georgi.getByRole('region', { name: 'Open matches' });
  const card = board.getByRole('article', { name: 'Doubles with Мария Петрова' });
  await expect(card).toContainText('3 spots left');
  await card.getByRole('button', { name: 'Join' }).click();
  await expect(georgi.getByText("You're in: the spot is yours")).toBeVisible();
  // Maria's page shows the spot taken, live.
  await expect(maria.getByText('остават 2 места')).toBeVisible();

  // Desislava (intermediate) joins from the board, in Bulgarian.
  const desislava = await signedInPage(browser, url, 'desislava@demo.example.com', 'bg');
  await desislava.goto(`/?district=lozenets&gday=${sofiaDay(8)}`);
  const herCard = desislava
    .getByRole('region', { name: 'Отворени игри' })
    .getByRole('article', { name: 'Двойки с Мария Петрова' });
  await herCard.getByRole('button', { name: 'Включи се' }).click();
  await expect(desislava.getByText('Включихте се: мястото е ваше')).toBeVisible();
  await expect(maria.getByText('остава 1 място')).toBeVisible();

  // Ivan (professional) is outside the levels welcome: he asks, and Maria accepts.
  const ivan = await signedInPage(browser, url, 'ivan@demo.example.com', 'en');
  await ivan.goto(gameUrl);
  await ivan.getByRole('button', { name: 'Ask to join' }).click();
  await expect(ivan.getByText("Waiting for the organiser's answer")).toBeVisible();
  await maria.getByRole('button', { name: 'Приеми Ivan Todorov' }).click();
  await expect(maria.getByText('Пълна')).toBeVisible();
  await expect(ivan.getByText("You're playing")).toBeVisible();
  const players = maria.getByRole('region', { name: 'Играчи: 4 от 4' });
  for (const name of ['Мария Петрова', 'Georgi Dimitrov', 'Десислава Стоянова', 'Ivan Todorov']) {
    await expect(players.getByRole('link', { name })).toBeVisible();
  }
  // The four talk in the game's chat.
  await maria.getByRole('button', { name: 'Чат с играчите' }).click();
  const mariaChat = maria.getByRole('dialog');
  await mariaChat.getByLabel('Вашето съобщение').fill('Аз нося топки.');
  await mariaChat.getByRole('button', { name: 'Изпрати' }).click();
  await ivan.getByRole('button', { name: 'Chat with the players' }).click();
  const ivanChat = ivan.getByRole('dialog');
  await expect(ivanChat.getByText('Аз нося топки.')).toBeVisible();
  await ivanChat.getByLabel('Your message').fill('Great, see you there.');
  await ivanChat.getByRole('button', { name: 'Send' }).click();
  await expect(mariaChat.getByText('Great, see you there.')).toBeVisible();
  await expect(mariaChat.getByText('Ivan Todorov', { exact: true })).toBeVisible();
  await mariaChat.getByRole('button', { name: 'Затвори' }).click();
  await ivanChat.getByRole('button', { name: 'Close' }).click();

  // Full: off the board for others.
  await georgi.context().close();
  const elena = await signedInPage(browser, url, 'elena@demo.example.com', 'en');
  await elena.goto(`/?district=lozenets&gday=${sofiaDay(8)}&gfits=all`);
  await expect(elena.getByRole('region', { name: 'Open matches' })).toContainText(
    'No games with a free spot',
  );

  // Maria calls it off: everyone's page says so.
  await maria.getByRole('button', { name: 'Отмени играта' }).click();
  await expect(maria.getByText('Играта е отменена; играчите са известени')).toBeVisible();
  await expect(ivan.getByText('Cancelled')).toBeVisible();
  // And by mail, each player of the game: the ones who saw it live as well.
  for (const email of ['georgi', 'desislava', 'ivan'].map((name) => `${name}@demo.example.com`)) {
    await expect
      .poll(
        async () =>
          (await mailsTo(bookingsServer.dataDir, email)).some((mail) =>
            /^(Играта е отменена|Game cancelled): /.test(mail.subject),
          ),
        { timeout: 30_000 },
      )
      .toBe(true);
  }
  for (const page of [maria, desislava, ivan, elena]) await page.context().close();
});

test('a visitor opens a shared link, presses Join, signs in and comes back joined', async ({
  browser,
  baseURL,
}) => {
  const url = baseURL as string;
  // Stefan posts the game through the API, as any client may.
  const api = await browser.newContext({ baseURL: url });
  const session = await (
    await api.request.post('/api/auth/sign-in', {
      data: { email: 'stefan@demo.example.com', password: 'sofia-tennis-demo' },
    })
  ).json();
  const posted = await api.request.post('/api/open-matches', {
    headers: { authorization: `Bearer ${session.access_token}` },
    data: {
      format: 'singles',
      date: sofiaDay(9),
      startTime: '08:00',
      durationHours: 1,
      district: 'center',
      levels: ['beginner', 'intermediate', 'advanced', 'professional'],
    },
  });
  expect(posted.status()).toBe(201);
  const created = (await posted.json()) as { id: string };
  await api.close();

  const visitor = await browser.newContext({ baseURL: url });
  await visitor.addInitScript(() => localStorage.setItem('language', 'en'));
  const page = await visitor.newPage();
  // The server renders the page with its title and description, for a link's preview.
  const html = await (
    await page.request.get(`/open-matches/${created.id}`, {
      headers: { 'accept-language': 'en' },
    })
  ).text();
  expect(html).toContain('<title>Singles with Стефан Колев');
  expect(html).toMatch(
    /<meta name="description" content="Singles with Стефан Колев on [^"]+1 spot left/,
  );
  await page.goto(`/open-matches/${created.id}`);
  await page.getByRole('button', { name: 'Join' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByText('Please log in to join a game')).toBeVisible();
  await page.getByLabel('Email').fill('nikolay@demo.example.com');
  await page.getByLabel('Password').fill('sofia-tennis-demo');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(new RegExp(`/open-matches/${created.id}$`));
  await expect(page.getByText("You're in: the spot is yours")).toBeVisible();
  await expect(page.getByText("You're playing")).toBeVisible();
  await expect(page.getByText('Full')).toBeVisible();
  await visitor.close();
});
