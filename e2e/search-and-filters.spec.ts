import { playerCard, playerResults } from './fixtures/home';
import { PHONE } from './fixtures/phone-checks';
import { expect, type Page, test } from './fixtures/test';

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 2, name });

test('search by name matches a case-insensitive substring, in either alphabet', async ({
  page,
}) => {
  await page.goto('/');
  const search = page.getByRole('searchbox', { name: 'Търси играчи по име' });
  await search.fill('мАрИя');
  await expect(heading(page, '1 играч')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Мария Петрова' })).toBeVisible();
  await expect(page).toHaveURL(/q=%D0%BC%D0%90/);
  // Latin finds Cyrillic and the reverse, by the official transliteration.
  await search.fill('maria');
  await expect(playerResults(page).getByRole('heading', { level: 3 })).toHaveText([
    'Мария Петрова',
  ]);
  await search.fill('GEORGI');
  await expect(playerResults(page).getByRole('heading', { level: 3 })).toHaveText([
    'Николай Георгиев',
    'Georgi Dimitrov',
  ]);
  await search.fill('Иван');
  await expect(playerResults(page).getByRole('heading', { level: 3 })).toHaveText(['Ivan Todorov']);

  await page.getByRole('tab', { name: 'Намери кортове' }).click();
  const courtSearch = page.getByRole('searchbox', { name: 'Търси кортове по име' });
  await courtSearch.fill('арена');
  await expect(page.getByRole('heading', { level: 3 })).toHaveText(['Лозенец Тенис Арена']);
  await courtSearch.fill('akademika');
  await expect(page.getByRole('heading', { level: 3 })).toHaveText(['Тенис клуб Академика']);
});

test('typing adds one history entry however long its pauses, and keeps a space after a pause', async ({
  page,
}) => {
  await page.goto('/');
  await expect(heading(page, '6 играчи')).toBeVisible();
  const before = await page.evaluate(() => history.length);
  const search = page.getByRole('searchbox');
  // Keys pressed into the server's page go nowhere: the field is disabled until the script runs.
  await expect(search).toBeEnabled();
  await search.pressSequentially('ник', { delay: 30 });
  await expect(page).toHaveURL(/q=%D0%BD%D0%B8%D0%BA$/);
  // A pause past the debounce mid-word, as a slow typist makes: still the same entry.
  await search.pressSequentially('олай', { delay: 30 });
  await expect(heading(page, '1 играч')).toBeVisible();
  expect(await page.evaluate(() => history.length)).toBe(before + 1);
  await page.goBack();
  await expect(search).toHaveValue('');

  await search.fill('');
  await search.pressSequentially('ivan ', { delay: 30 });
  await expect(page).toHaveURL(/q=ivan$/);
  await search.pressSequentially('tod', { delay: 30 });
  await expect(search).toHaveValue('ivan tod');
  await expect(playerResults(page).getByRole('heading', { level: 3 })).toHaveText(['Ivan Todorov']);
});

test('level and district filter players; district filters courts', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('combobox', { name: 'Ниво' }).selectOption({ label: 'Напреднал' });
  await expect(heading(page, '2 играчи')).toBeVisible();
  await expect(playerResults(page).getByRole('heading', { level: 3 })).toHaveText([
    'Николай Георгиев',
    'Georgi Dimitrov',
  ]);
  await page.getByRole('combobox', { name: 'Ниво' }).selectOption({ label: 'Всички нива' });
  await page.getByRole('combobox', { name: 'Квартал' }).selectOption({ label: 'Младост' });
  await expect(playerResults(page).getByRole('heading', { level: 3 })).toHaveText([
    'Елена Николова',
  ]);

  await page.getByRole('tab', { name: 'Намери кортове' }).click();
  await expect(page.getByRole('combobox', { name: 'Ниво' })).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 3 })).toHaveText(['Тенис клуб Младост']);
  await expect(page.getByText('от Младост')).toBeVisible();
});

test('the filters dialog narrows courts on the server, and Reset restores the defaults', async ({
  browser,
  baseURL,
}) => {
  // The player lets the page know where they are: the centre of Sofia.
  const context = await browser.newContext({
    baseURL,
    permissions: ['geolocation'],
    geolocation: { latitude: 42.6977, longitude: 23.3219 },
  });
  const page = await context.newPage();
  await page.goto('/?tab=courts');
  await expect(heading(page, '7 корта')).toBeVisible();
  await page.getByRole('button', { name: 'Още филтри' }).click();
  const dialog = page.getByRole('dialog', { name: 'Още филтри' });
  await expect(dialog).toBeVisible();
  // No distance limit unless the user sets one, and none without a place to count from.
  await expect(dialog.getByRole('slider', { name: 'Максимално разстояние' })).toHaveCount(0);
  await expect(dialog).toContainText(
    'Изберете квартал или споделете местоположението си, за да ограничите разстоянието.',
  );
  // Times of day, surfaces, conditions, amenities.
  await expect(dialog.getByRole('checkbox')).toHaveCount(4 + 5 + 3 + 12);
  await dialog.getByRole('checkbox', { name: 'Клей' }).check();
  await dialog.getByRole('button', { name: 'Приложи филтрите' }).click();
  await expect(dialog).toBeHidden();
  await expect(heading(page, '2 корта')).toBeVisible();
  await expect(page).toHaveURL(/surface=clay/);
  await expect(page).not.toHaveURL(/maxDistance/);
  await expect(page.getByRole('button', { name: /Още филтри/ })).toContainText('1');

  await page.getByRole('button', { name: /Още филтри/ }).click();
  await expect(dialog.getByRole('checkbox', { name: 'Клей' })).toBeChecked();
  await dialog.getByRole('checkbox', { name: 'Ресторант' }).check();
  await dialog.getByRole('button', { name: 'Приложи филтрите' }).click();
  await expect(page.getByRole('heading', { level: 3 })).toHaveText(['Тенис комплекс Витоша']);
  await expect(heading(page, '1 корт')).toBeVisible();

  // At most 3 km from the user's position, with the keyboard.
  await page.getByRole('button', { name: /Още филтри/ }).click();
  await dialog.getByRole('button', { name: 'Нулирай' }).click();
  await expect(dialog.getByRole('checkbox', { name: 'Клей' })).not.toBeChecked();
  await expect(heading(page, '7 корта')).toBeVisible();
  await dialog.getByRole('button', { name: 'Използвай моето местоположение' }).click();
  await dialog.getByRole('checkbox', { name: 'Само кортове близо до мен' }).check();
  const distance = dialog.getByRole('slider', { name: 'Максимално разстояние' });
  await expect(distance).toHaveAttribute('aria-valuenow', '10');
  await distance.focus();
  await page.keyboard.press('Home');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(distance).toHaveAttribute('aria-valuenow', '3');
  await dialog.getByRole('button', { name: 'Приложи филтрите' }).click();
  await expect(page.getByRole('heading', { level: 3 })).toHaveText([
    'Лозенец Тенис Арена',
    'Тенис център Южен парк',
  ]);
  await expect(page).toHaveURL(/near=42\.698%2C23\.322.*maxDistance=3/);
  await expect(page.getByRole('article').first()).toContainText('км от вас');

  await page.getByRole('button', { name: /Още филтри/ }).click();
  await dialog.getByRole('button', { name: 'Нулирай' }).click();
  const rating = dialog.getByRole('slider', { name: 'Минимална оценка' });
  await rating.focus();
  for (let step = 0; step < 9; step++) await page.keyboard.press('ArrowRight');
  await expect(rating).toHaveAttribute('aria-valuenow', '4.5');
  const maxPrice = dialog.getByRole('slider', { name: 'Максимална цена' });
  await maxPrice.focus();
  for (let step = 0; step < 12; step++) await page.keyboard.press('ArrowLeft');
  await expect(maxPrice).toHaveAttribute('aria-valuenow', '20');
  await dialog.getByRole('button', { name: 'Приложи филтрите' }).click();
  await expect(page).toHaveURL(/priceMax=20.*minRating=4.5/);
  await expect(page.getByRole('heading', { level: 3 })).toHaveText([
    'Тенис комплекс Витоша',
    'Тенис клуб Академика',
  ]);
  await context.close();
});

test('the conditions filter courts: floodlights, and a roof over the court this month', async ({
  page,
}) => {
  await page.goto('/?tab=courts');
  await expect(heading(page, '7 корта')).toBeVisible();
  const dialog = page.getByRole('dialog', { name: 'Още филтри' });
  await page.getByRole('button', { name: 'Още филтри' }).click();
  await dialog.getByRole('checkbox', { name: 'С осветление' }).check();
  await dialog.getByRole('button', { name: 'Приложи филтрите' }).click();
  await expect(heading(page, '5 корта')).toBeVisible();
  await expect(page).toHaveURL(/conditions=floodlights/);
  await expect(page.getByRole('article').filter({ hasText: 'Боянски тенис кортове' })).toHaveCount(
    0,
  );

  // The hall is covered in every month; the outdoor courts in none.
  await page.getByRole('button', { name: /Още филтри/ }).click();
  await dialog.getByRole('checkbox', { name: 'В зала или покрит сега' }).check();
  await dialog.getByRole('button', { name: 'Приложи филтрите' }).click();
  await expect(page).toHaveURL(/conditions=floodlights%2Ccovered_now/);
  await expect(page.getByRole('article').filter({ hasText: 'Лозенец Тенис Арена' })).toBeVisible();
  await expect(page.getByRole('article').filter({ hasText: 'Тенис клуб Младост' })).toHaveCount(0);
});

test('availability in the dialog filters players; Escape closes it and focus returns', async ({
  page,
}) => {
  await page.goto('/');
  const open = page.getByRole('button', { name: 'Още филтри' });
  await open.click();
  const dialog = page.getByRole('dialog', { name: 'Още филтри' });
  // The players' filters, once shown: the rating range, and no price or distance (courts' own).
  await expect(dialog.getByRole('checkbox', { name: 'Сутрин' })).toBeVisible();
  await expect(dialog.getByRole('slider')).toHaveCount(2);
  await expect(dialog.getByRole('slider', { name: 'Рейтинг от' })).toBeVisible();
  await expect(dialog.getByRole('slider', { name: /цена|разстояние/i })).toHaveCount(0);
  await dialog.getByRole('checkbox', { name: 'Сутрин' }).check();
  await dialog.getByRole('button', { name: 'Приложи филтрите' }).click();
  await expect(playerResults(page).getByRole('heading', { level: 3 })).toHaveText([
    'Ivan Todorov',
    'Georgi Dimitrov',
  ]);
  await page.getByRole('button', { name: /Още филтри/ }).click();
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: /Още филтри/ })).toBeFocused();
});

test('empty results show the spec messages', async ({ page }) => {
  await page.goto('/?q=zzzz');
  await expect(
    page.getByText('Няма намерени играчи по зададените критерии. Опитайте да промените филтрите.'),
  ).toBeVisible();
  await expect(heading(page, '0 играчи')).toBeVisible();
  await page.getByRole('button', { name: 'EN' }).click();
  await expect(
    page.getByText('No players found matching your criteria. Try adjusting your filters.'),
  ).toBeVisible();
  await page.getByRole('tab', { name: 'Find Courts' }).click();
  await expect(
    page.getByText('No courts found matching your criteria. Try adjusting your filters.'),
  ).toBeVisible();
});

test("previews show two preferred courts and three amenities, then a '+N more' badge", async ({
  page,
}) => {
  await page.goto('/');
  const ivan = playerCard(page, 'Ivan Todorov');
  await expect(
    ivan.getByRole('list', { name: 'Предпочитани кортове' }).getByRole('listitem'),
  ).toHaveText(['Лозенец Тенис Арена', 'Тенис комплекс Витоша', '+2 още']);
  const elena = playerCard(page, 'Елена Николова');
  await expect(elena.getByText(/още$/)).toHaveCount(0);

  await page.getByRole('tab', { name: 'Намери кортове' }).click();
  const arena = page.getByRole('article').filter({ hasText: 'Лозенец Тенис Арена' });
  await expect(arena.getByRole('list', { name: 'Удобства' }).getByRole('listitem')).toHaveText([
    'Съблекални',
    'Душове',
    'Спа',
    '+4 още',
  ]);
  await expect(arena).toContainText('26 €/час');
  await expect(arena).not.toContainText('лв');
  await expect(arena).toContainText('4,8 · 4 отзива');
  await expect(arena).toContainText('3 корта');
  await expect(arena).toContainText('Твърда настилка');
  await expect(arena).toContainText('В зала');
});

test('a deep link with filters shows the same results, and Back/Forward work', async ({ page }) => {
  await page.goto('/?tab=courts&district=vitosha&surface=clay&amenities=parking');
  await expect(page.getByRole('tab', { name: 'Намери кортове' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByRole('combobox', { name: 'Квартал' })).toHaveValue('vitosha');
  await expect(page.getByRole('heading', { level: 3 })).toHaveText(['Тенис комплекс Витоша']);
  await expect(page.getByRole('button', { name: /Още филтри/ })).toContainText('2');

  await page.getByRole('combobox', { name: 'Квартал' }).selectOption({ label: 'Всички квартали' });
  await expect(heading(page, '2 корта')).toBeVisible();
  await page.goBack();
  await expect(heading(page, '1 корт')).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Квартал' })).toHaveValue('vitosha');
  await page.goForward();
  await expect(heading(page, '2 корта')).toBeVisible();
  await page.reload();
  await expect(heading(page, '2 корта')).toBeVisible();
});

test(`at ${PHONE.width} px a search's results come right under the search box, and an empty result clears the search`, async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ baseURL, viewport: PHONE, locale: 'bg-BG' });
  const page = await context.newPage();
  await page.goto('/');
  await expect(heading(page, '6 играчи')).toBeVisible();
  const search = page.getByRole('searchbox', { name: 'Търси играчи по име' });
  await expect(search).toBeEnabled();
  // Where a player is when they type: the search box at the top of the screen.
  await search.evaluate((field) => field.scrollIntoView({ block: 'start' }));
  await search.pressSequentially('мария', { delay: 20 });
  await expect(heading(page, '1 играч')).toBeVisible();
  await expect(playerCard(page, 'Мария Петрова')).toBeInViewport({ ratio: 0.5 });
  // The partner requests still show, after the players.
  const board = page.getByRole('heading', { name: 'Търсят партньор' });
  await expect(board).toBeAttached();
  const cardBox = await playerCard(page, 'Мария Петрова').boundingBox();
  const boardBox = await board.boundingBox();
  expect(boardBox?.y).toBeGreaterThan(cardBox?.y ?? Number.POSITIVE_INFINITY);

  await search.fill('жжжжж');
  await expect(heading(page, '0 играчи')).toBeVisible();
  await page.getByRole('button', { name: 'Изчисти търсенето' }).click();
  await expect(search).toHaveValue('');
  await expect(search).toBeFocused();
  await expect(heading(page, '6 играчи')).toBeVisible();
  await expect(page).not.toHaveURL(/q=/);

  await page.getByRole('tab', { name: 'Намери кортове' }).click();
  const courtSearch = page.getByRole('searchbox', { name: 'Търси кортове по име' });
  await courtSearch.fill('жжжжж');
  await expect(heading(page, '0 корта')).toBeVisible();
  await page.getByRole('button', { name: 'Изчисти търсенето' }).click();
  await expect(courtSearch).toHaveValue('');
  await expect(page.getByRole('heading', { name: 'Тенис комплекс Витоша' })).toBeVisible();
  await context.close();
});
