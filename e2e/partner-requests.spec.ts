import { expect, signedInPage, test } from './fixtures/bookings-test';

test('post a partner request in Bulgarian, see it on the board in English, close it', async ({
  browser,
  baseURL,
}) => {
  const maria = await signedInPage(browser, baseURL as string, 'maria@demo.example.com', 'bg');
  const time = `Събота сутрин ${Date.now()}`;
  await maria.getByRole('button', { name: 'Публикувай търсене' }).click();
  const dialog = maria.getByRole('dialog');
  await dialog.getByLabel('Ниво').selectOption({ label: 'Напреднал' });
  await dialog.getByLabel('Предпочитан квартал').selectOption({ label: 'Лозенец' });
  await dialog.getByLabel('Предпочитано време').fill(time);
  await dialog.getByLabel('Съобщение (по избор)').fill('Търся партньор за сингъл.');
  await dialog.getByRole('button', { name: 'Публикувай', exact: true }).click();
  await expect(maria.getByText('Търсенето е публикувано!')).toBeVisible();
  await expect(dialog).toBeHidden();
  // The board under the players shows it at once.
  const own = maria.getByRole('article', { name: 'Заявка от Мария Петрова' }).filter({
    hasText: time,
  });
  await expect(own).toBeVisible();
  await expect(own.getByRole('button', { name: 'Затвори заявката' })).toBeVisible();

  // A visitor reading in English, with the board narrowed to Lozenets and Advanced.
  const visitor = await browser.newContext({ baseURL });
  await visitor.addInitScript(() => localStorage.setItem('language', 'en'));
  const page = await visitor.newPage();
  await page.goto('/?district=lozenets&level=advanced');
  const board = page.getByRole('region', { name: 'Partner requests' });
  const card = board.getByRole('article', { name: 'Request by Мария Петрова' }).filter({
    hasText: time,
  });
  await expect(card).toBeVisible();
  await expect(card).toContainText('Advanced');
  await expect(card).toContainText('Lozenets');
  await expect(card).toContainText('Търся партньор за сингъл.');
  await expect(card).toContainText(/Posted today \d\d:\d\d/);
  await page.goto('/?district=boyana');
  await expect(board.getByRole('heading', { name: 'Partner requests' })).toBeVisible();
  await expect(board.getByText(time)).toHaveCount(0);

  // Message: a visitor is sent to /auth with the reason.
  await page.goto('/?district=lozenets');
  await card.getByRole('button', { name: 'Message Мария Петрова' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByText('Please log in to connect with players')).toBeVisible();

  // The author closes it from her own requests.
  await maria.getByRole('button', { name: 'Моите заявки' }).click();
  await own.getByRole('button', { name: 'Затвори заявката' }).click();
  await expect(own).toContainText('Затворена');
  await page.goto('/?district=lozenets');
  await expect(board.getByRole('heading', { name: 'Partner requests' })).toBeVisible();
  await expect(board.getByText(time)).toHaveCount(0);
  await visitor.close();
  await maria.context().close();
});

test('a signed-in player opens the chat with the author from the board', async ({
  browser,
  baseURL,
}) => {
  const elena = await signedInPage(browser, baseURL as string, 'elena@demo.example.com');
  await elena.getByRole('button', { name: 'Post Search Request' }).click();
  const dialog = elena.getByRole('dialog');
  await dialog.getByLabel('Skill level').selectOption('beginner');
  await dialog.getByLabel('Preferred location').selectOption('mladost');
  await dialog.getByLabel('Preferred time').fill('Weekday evenings');
  await dialog.getByRole('button', { name: 'Post Request' }).click();
  await expect(elena.getByText('Search Request Posted!')).toBeVisible();

  const nikolay = await signedInPage(browser, baseURL as string, 'nikolay@demo.example.com');
  await nikolay.goto('/?district=mladost');
  await nikolay.getByRole('button', { name: 'Message Елена Николова' }).first().click();
  await expect(nikolay.getByRole('dialog', { name: 'Chat with Елена Николова' })).toBeVisible();
  await elena.context().close();
  await nikolay.context().close();
});

test('on a phone the board comes after the players (before them on a wider screen) and shows a new request without a reload', async ({
  browser,
  baseURL,
}) => {
  const desislava = await signedInPage(browser, baseURL as string, 'desislava@demo.example.com');
  const board = desislava.getByRole('region', { name: 'Partner requests' });
  const firstPlayer = desislava.getByRole('button', { name: 'Connect & Play' }).first();
  await expect(board.getByRole('heading', { name: 'Partner requests' })).toBeVisible();
  await expect(firstPlayer).toBeVisible();
  const top = async (locator: typeof board) => (await locator.boundingBox())?.y ?? Number.NaN;
  expect(await top(board)).toBeLessThan(await top(firstPlayer));
  await desislava.setViewportSize({ width: 375, height: 760 });
  // A search's results come right under the search box; the tall board follows them.
  await expect.poll(async () => (await top(board)) > (await top(firstPlayer))).toBe(true);

  const georgi = await signedInPage(browser, baseURL as string, 'georgi@demo.example.com');
  const time = `Sunday morning ${Date.now()}`;
  await georgi.getByRole('button', { name: 'Post Search Request' }).click();
  const dialog = georgi.getByRole('dialog');
  await dialog.getByLabel('Skill level').selectOption('advanced');
  await dialog.getByLabel('Preferred location').selectOption('vitosha');
  await dialog.getByLabel('Preferred time').fill(time);
  await dialog.getByRole('button', { name: 'Post Request' }).click();
  await expect(georgi.getByText('Search Request Posted!')).toBeVisible();

  // Desislava's page was not touched: the socket told it.
  await expect(board.getByRole('article', { name: 'Request by Georgi Dimitrov' })).toContainText(
    time,
  );
  await desislava.context().close();
  await georgi.context().close();
});

test("the request form starts from the player's own level and district, and offers every district", async ({
  browser,
  baseURL,
}) => {
  // Georgi's profile: Advanced, Vitosha.
  const georgi = await signedInPage(browser, baseURL as string, 'georgi@demo.example.com');
  await georgi.getByRole('button', { name: 'Post Search Request' }).click();
  const dialog = georgi.getByRole('dialog', { name: 'Post Search Request' });
  await expect(dialog.getByLabel('Skill level')).toHaveValue('advanced');
  await expect(dialog.getByLabel('Preferred location')).toHaveValue('vitosha');
  // Krasno selo, where a court is, is among the districts.
  await dialog.getByLabel('Preferred location').selectOption({ label: 'Krasno Selo' });
  const time = `Krasno Selo mornings ${Date.now()}`;
  await dialog.getByLabel('Preferred time').fill(time);
  await dialog.getByRole('button', { name: 'Post Request' }).click();
  await expect(georgi.getByText('Search Request Posted!')).toBeVisible();
  const own = georgi.getByRole('article', { name: 'Request by Georgi Dimitrov' }).filter({
    hasText: time,
  });
  await expect(own).toContainText('Krasno Selo');
  await own.getByRole('button', { name: 'Close request' }).click();
  await expect(own).toHaveCount(0);
  await georgi.context().close();
});
