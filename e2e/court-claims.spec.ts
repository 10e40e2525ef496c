import { expect, signedInPage, test } from './fixtures/bookings-test';

test('a court nobody runs shows how to reach it; a claim approved by an administrator makes it yours', async ({
  browser,
  baseURL,
}) => {
  const base = baseURL as string;
  const maria = await signedInPage(browser, base, 'maria@demo.example.com', 'en');
  await maria.goto('/?tab=courts&q=krasno');
  const card = maria.getByRole('article').filter({
    has: maria.getByRole('heading', { name: 'Krasno Selo Tennis Courts' }),
  });
  await expect(card).toContainText('Nobody answers booking requests for this court here yet.');
  await expect(card.getByRole('link', { name: 'Phone: +35929551234' })).toHaveAttribute(
    'href',
    'tel:+35929551234',
  );
  await expect(card.getByRole('button', { name: 'Book Court' })).toHaveCount(0);
  await card.getByRole('button', { name: 'I run this court' }).click();
  const dialog = maria.getByRole('dialog', { name: 'Claim Krasno Selo Tennis Courts' });
  await dialog
    .getByLabel('Message to the administrator (optional)')
    .fill('I manage the club; call the club to check.');
  await dialog.getByRole('button', { name: 'Send claim' }).click();
  await expect(maria.getByText('Claim sent')).toBeVisible();
  // The claim waits, and the card says so instead of offering to claim the court again.
  const waiting = 'Your claim for this court is waiting for an administrator.';
  await expect(card.getByRole('status')).toHaveText(waiting);
  await expect(card.getByRole('button', { name: 'I run this court' })).toHaveCount(0);
  // So does the court's page, from the server: after a reload too.
  await card.getByRole('link', { name: 'Krasno Selo Tennis Courts' }).click();
  await expect(maria).toHaveURL(/\/courts\/10000000-0000-0000-0000-000000000007$/);
  const court = maria.getByRole('article', { name: 'Krasno Selo Tennis Courts' });
  await expect(court.getByText(waiting)).toBeVisible();
  await maria.reload();
  await expect(court.getByText(waiting)).toBeVisible();
  await expect(court.getByRole('button', { name: 'I run this court' })).toHaveCount(0);

  // Every administrator is told, in the bell; its link leads to the claims.
  const admin = await signedInPage(browser, base, 'admin@demo.example.com', 'bg');
  await admin.getByRole('button', { name: /^Известия, \d+ непрочетен/ }).click();
  await admin
    .getByRole('dialog', { name: 'Известия' })
    .getByRole('link', {
      name: /Мария Петрова заяви, че управлява Тенис кортове Красно село: заявлението чака отговор/,
    })
    .click();
  await expect(admin).toHaveURL(/\/admin\/claims$/);
  await admin.getByRole('button', { name: 'Меню на профила' }).click();
  await expect(admin.getByRole('menuitem', { name: 'Заявления за кортове' })).toBeVisible();
  await admin.keyboard.press('Escape');
  const claim = admin.getByRole('article', { name: 'Тенис кортове Красно село' });
  await expect(claim).toContainText('Заявление от Мария Петрова');
  await expect(claim).toContainText('maria@demo.example.com');
  await expect(claim).toContainText('I manage the club; call the club to check.');
  await claim.getByRole('button', { name: 'Одобри' }).click();
  await admin
    .getByRole('dialog', { name: 'Да управлява ли Мария Петрова Тенис кортове Красно село?' })
    .getByRole('button', { name: 'Одобри' })
    .click();
  await expect(
    admin.getByText('Одобрено: Мария Петрова вече управлява Тенис кортове Красно село'),
  ).toBeVisible();
  await expect(claim).toHaveCount(0);

  // Maria hears of it live, and the court is hers.
  await maria.getByRole('button', { name: /^Notifications, \d+ unread$/ }).click();
  await maria
    .getByRole('dialog', { name: 'Notifications' })
    .getByRole('link', { name: /Your claim was approved: Krasno Selo Tennis Courts is yours/ })
    .click();
  await expect(maria).toHaveURL(/\/my\/courts$/);
  await expect(
    maria.getByRole('article', { name: 'Krasno Selo Tennis Courts', exact: true }),
  ).toBeVisible();
  await maria.goto('/?tab=courts&q=krasno');
  await expect(card).toContainText('Your court');

  // A player who is not an administrator does not see the page.
  await maria.goto('/admin/claims');
  await expect(maria.getByRole('alert')).toHaveText('Only administrators can see this page.');
  await maria.context().close();
  await admin.context().close();
});
