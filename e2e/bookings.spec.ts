import { formatCalendarDate } from '#contract/calendar-date';
import { expect, signedInPage, test } from './fixtures/bookings-test';

/** The date in Sofia `days` from now, as YYYY-MM-DD. */
function sofiaDateIn(days: number) {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Sofia' })
    .format(new Date(Date.now() + days * 24 * 3_600_000))
    .slice(0, 10);
}

test('list a court, find it, book it as another player, accept it; the status changes live', async ({
  browser,
  baseURL,
}) => {
  const name = `Корт Тест ${Date.now()}`;
  const englishName = `Test Court ${Date.now()}`;

  // The owner lists a court from 'List Your Court'.
  const owner = await signedInPage(browser, baseURL as string, 'georgi@demo.example.com');
  await owner.getByRole('button', { name: 'List Your Court' }).click();
  await expect(owner).toHaveURL(/\/my\/courts\/new$/);
  await expect(owner.getByRole('heading', { level: 1, name: 'List your court' })).toBeVisible();
  await owner.getByRole('button', { name: 'List court' }).click();
  await expect(owner.getByLabel('Court name')).toHaveAccessibleDescription('Required field');
  await owner.getByLabel('Court name').fill(name);
  await owner.getByLabel('English name (optional)').fill(englishName);
  await owner.getByLabel('District').selectOption('lozenets');
  await owner.getByLabel('Surface', { exact: true }).selectOption('hard');
  await owner.getByLabel('Address').fill('ул. Тестова 1');
  await owner.getByLabel('Postcode').fill('1164');
  await owner.getByLabel('Price per hour (€)').fill('15');
  await owner.getByLabel('Number of courts').fill('2');
  // Free cancellation: 0–48 whole hours before the start.
  const freeCancel = owner.getByLabel('Free cancellation (hours before the start)');
  await expect(freeCancel).toHaveValue('24');
  await freeCancel.fill('72');
  await owner.getByRole('checkbox', { name: 'Parking' }).check();
  await owner.getByRole('button', { name: 'List court' }).click();
  await expect(freeCancel).toHaveAccessibleDescription(/Enter whole hours from 0 to 48/);
  await freeCancel.fill('48');
  await owner.getByRole('button', { name: 'List court' }).click();
  await expect(owner).toHaveURL(/\/my\/courts$/);
  await expect(owner.getByRole('article', { name: englishName })).toBeVisible();

  // It is in the Courts tab.
  await owner.goto(`/?tab=courts&q=${encodeURIComponent(englishName)}`);
  await expect(owner.getByRole('heading', { level: 3, name: englishName })).toBeVisible();

  // Another player books it.
  const player = await signedInPage(browser, baseURL as string, 'elena@demo.example.com');
  await player.goto('/?tab=courts&district=lozenets');
  const card = player.getByRole('article').filter({
    has: player.getByRole('heading', { name: englishName }),
  });
  await card.getByRole('button', { name: 'Book Court' }).click();
  const dialog = player.getByRole('dialog', { name: `Book ${englishName}` });
  await dialog.getByLabel('Date').fill(sofiaDateIn(3));
  await dialog.getByLabel('Duration').selectOption({ label: '1.5 hours' });
  await expect(dialog.getByText('Total for 1.5 hours: €22.50')).toBeVisible();
  await expect(dialog.getByText('Free cancellation until 48 hours before the start')).toBeVisible();
  await dialog.getByRole('radio', { name: '10:00' }).check();
  await expect(
    dialog.getByText(`Free cancellation until ${formatCalendarDate(sofiaDateIn(1), 'en')}, 10:00`),
  ).toBeVisible();
  await dialog.getByLabel('Note (optional)').fill('Two of us.');
  await dialog.getByRole('button', { name: 'Send request' }).click();
  await expect(player.getByText('Booking Request Sent!')).toBeVisible();
  await expect(
    player.getByText(
      `The owner of ${englishName} will accept or decline it, and you'll be notified either way.`,
    ),
  ).toBeVisible();

  // The toast's link leads to the request.
  await player.getByRole('link', { name: 'See it in My bookings' }).click();
  await expect(player).toHaveURL(/\/my\/bookings$/);
  const booking = player
    .getByRole('article', { name: new RegExp(englishName) })
    .filter({ hasText: '10:00–11:30' });
  await expect(booking).toContainText('Pending');
  await expect(booking).toContainText('10:00–11:30');

  // The owner accepts it.
  await owner.getByRole('button', { name: 'Account menu' }).click();
  await owner.getByRole('menuitem', { name: 'My courts' }).click();
  const request = owner
    .getByRole('region', { name: 'Booking requests' })
    .getByRole('article', { name: new RegExp(englishName) })
    .filter({ hasText: '10:00–11:30' });
  await expect(request).toContainText('Requested by Елена Николова');
  await expect(request).toContainText('Two of us.');
  await request.getByRole('button', { name: 'Accept' }).click();
  const decision = owner.getByRole('dialog', { name: "Accept Елена Николова's request" });
  await decision.getByLabel('Note to the player (optional)').fill('See you at the gate.');
  await decision.getByRole('button', { name: 'Accept' }).click();
  await expect(request).toContainText('Accepted');

  // The requester sees it without reloading, and can take the calendar file.
  await expect(booking).toContainText('Accepted');
  await expect(booking).toContainText('See you at the gate.');
  const download = player.waitForEvent('download');
  await booking.getByRole('button', { name: 'Add to calendar (.ics)' }).click();
  expect((await download).suggestedFilename()).toMatch(/\.ics$/);

  // A second request comes first in the owner's list while it waits, with 'Message'.
  await player.goto('/?tab=courts&district=lozenets');
  await card.getByRole('button', { name: 'Book Court' }).click();
  await dialog.getByLabel('Date').fill(sofiaDateIn(4));
  await dialog.getByRole('radio', { name: '12:00' }).check();
  await dialog.getByRole('button', { name: 'Send request' }).click();
  await expect(player.getByText('Booking Request Sent!')).toBeVisible();
  const requests = owner.getByRole('region', { name: 'Booking requests' }).getByRole('article');
  await expect(requests.first()).toContainText('Pending');
  await expect(requests.nth(1)).toContainText('Accepted');
  await requests.first().getByRole('button', { name: 'Message Елена Николова' }).click();
  await expect(owner.getByRole('dialog', { name: 'Chat with Елена Николова' })).toBeVisible();
  await owner.keyboard.press('Escape');

  // Cancelling asks first and says the owner is told; afterwards no calendar file.
  await player.goto('/my/bookings');
  await booking.getByRole('button', { name: 'Cancel booking' }).click();
  const confirm = player.getByRole('dialog', { name: 'Cancel this booking?' });
  await expect(confirm).toContainText('The owner is told that you will not come');
  await confirm.getByRole('button', { name: 'Keep booking' }).click();
  await expect(confirm).toBeHidden();
  await expect(booking).toContainText('Accepted');
  await booking.getByRole('button', { name: 'Cancel booking' }).click();
  await confirm.getByRole('button', { name: 'Cancel booking' }).click();
  await expect(booking).toContainText('Cancelled');
  await expect(booking.getByRole('button', { name: 'Add to calendar (.ics)' })).toHaveCount(0);
  await expect(request).toContainText('Cancelled');
  await owner.context().close();
  await player.context().close();
});

test('the booking dialog shows which times are taken and what the booking costs', async ({
  browser,
  baseURL,
}) => {
  const base = baseURL as string;
  const name = `One Court ${Date.now()}`;
  const date = sofiaDateIn(5);
  const owner = await signedInPage(browser, base, 'desislava@demo.example.com');
  await owner.goto('/my/courts/new');
  await owner.getByLabel('Court name').fill(name);
  await owner.getByLabel('District').selectOption('mladost');
  await owner.getByLabel('Surface', { exact: true }).selectOption('hard');
  await owner.getByLabel('Address').fill('ул. Тестова 3');
  await owner.getByLabel('Postcode').fill('1784');
  await owner.getByLabel('Price per hour (€)').fill('15');
  await owner.getByLabel('Number of courts').fill('1');
  await owner.getByRole('button', { name: 'List court' }).click();
  await expect(owner.getByRole('article', { name, exact: true })).toBeVisible();

  // Ivan asks for 10:00–11:00 and the owner accepts: the only court is taken then.
  const ivan = await signedInPage(browser, base, 'ivan@demo.example.com');
  await ivan.goto(`/?tab=courts&q=${encodeURIComponent(name)}`);
  await ivan.getByRole('button', { name: 'Book Court' }).click();
  const first = ivan.getByRole('dialog', { name: `Book ${name}` });
  await first.getByLabel('Date').fill(date);
  await first.getByRole('radio', { name: '10:00' }).check();
  await first.getByRole('button', { name: 'Send request' }).click();
  await expect(ivan.getByText('Booking Request Sent!')).toBeVisible();
  await owner.reload();
  const request = owner
    .getByRole('region', { name: 'Booking requests' })
    .getByRole('article', { name: new RegExp(name) });
  await expect(request).toContainText('A court is free at this time: you can accept the request');
  await request.getByRole('button', { name: 'Accept' }).click();
  await owner.getByRole('dialog').getByRole('button', { name: 'Accept' }).click();
  await expect(request).toContainText('Accepted');

  // Elena sees 10:00 taken, and 09:30 too for an hour; 09:00 is free. The price is up front.
  const elena = await signedInPage(browser, base, 'elena@demo.example.com');
  await elena.goto(`/?tab=courts&q=${encodeURIComponent(name)}`);
  await elena.getByRole('button', { name: 'Book Court' }).click();
  const dialog = elena.getByRole('dialog', { name: `Book ${name}` });
  await dialog.getByLabel('Date').fill(date);
  await expect(dialog.getByRole('radio', { name: '10:00, taken' })).toBeDisabled();
  await expect(
    dialog.getByRole('radio', { name: '09:30, not free for the whole time' }),
  ).toBeDisabled();
  await expect(dialog.getByRole('radio', { name: '09:00', exact: true })).toBeEnabled();
  await expect(dialog.getByText('Total for 1 hour: €15')).toBeVisible();
  await dialog.getByLabel('Duration').selectOption({ label: '2 hours' });
  await expect(dialog.getByText('Total for 2 hours: €30')).toBeVisible();
  await expect(
    dialog.getByRole('radio', { name: '09:00, not free for the whole time' }),
  ).toBeDisabled();
  await owner.context().close();
  await ivan.context().close();
  await elena.context().close();
});

test('the owner edits a listed court and removes it; a closed day and bad postcode are caught', async ({
  browser,
  baseURL,
}) => {
  const name = `Edit Court ${Date.now()}`;
  const owner = await signedInPage(browser, baseURL as string, 'maria@demo.example.com');
  await owner.goto('/my/courts/new');
  await owner.getByLabel('Court name').fill(name);
  await owner.getByLabel('District').selectOption('boyana');
  await owner.getByLabel('Surface', { exact: true }).selectOption('clay');
  await owner.getByLabel('Address').fill('ул. Тестова 2');
  await owner.getByLabel('Postcode').fill('61');
  await owner.getByLabel('Price per hour (€)').fill('12,5');
  await owner.getByRole('checkbox', { name: 'Open' }).last().uncheck();
  await owner.getByRole('button', { name: 'List court' }).click();
  await expect(owner.getByLabel('Postcode')).toHaveAccessibleDescription(
    'A postcode is four digits, e.g. 1000',
  );
  await expect(owner.getByLabel('Postcode')).toBeFocused();
  await owner.getByLabel('Postcode').fill('1616');
  await owner.getByRole('button', { name: 'List court' }).click();
  const card = owner.getByRole('article', { name, exact: true });
  await expect(card).toContainText('€12.50/hour');

  await card.getByRole('link', { name: `Edit ${name}` }).click();
  await expect(owner.getByRole('heading', { level: 1, name: 'Edit court' })).toBeVisible();
  await expect(owner.getByLabel('Price per hour (€)')).toHaveValue('12.5');
  await expect(owner.getByRole('checkbox', { name: 'Open' }).last()).not.toBeChecked();
  await owner.getByLabel('Price per hour (€)').fill('20');
  // Clay under a frame hall in winter, lit: the cover's fields show with its setting only.
  await expect(owner.getByLabel('Winter cover')).toHaveCount(0);
  await owner.getByLabel('Where it is played').selectOption('winter_cover');
  await owner.getByLabel('Winter cover').selectOption('frame');
  await owner.getByLabel('Covered from').selectOption({ label: 'October' });
  await owner.getByLabel('Covered until').selectOption({ label: 'April' });
  await owner.getByRole('checkbox', { name: 'Floodlights for play after dark' }).check();
  await owner.getByRole('button', { name: 'Save changes' }).click();
  await expect(card).toContainText('€20/hour');
  await expect(card).toContainText('Clay · Covered in winter');

  await card.getByRole('link', { name, exact: true }).click();
  const facts = owner.getByRole('main');
  await expect(facts.getByText('Frame hall from October to April')).toBeVisible();
  await expect(facts.getByText('Floodlights', { exact: true })).toBeVisible();
  await expect(facts.getByText('Heated', { exact: true })).toHaveCount(0);
  await owner.goBack();

  await card.getByRole('button', { name: `Remove ${name}` }).click();
  await owner.getByRole('dialog').getByRole('button', { name: 'Remove' }).click();
  await expect(owner.getByText('Court removed')).toBeVisible();
  await expect(card).toHaveCount(0);
  await owner.context().close();
});
