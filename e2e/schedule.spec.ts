import { expect, signedInPage, test } from './fixtures/bookings-test';

test('on a phone, in Bulgarian, a player tells when she plays; a window past midnight is refused on its row', async ({
  browser,
  baseURL,
}) => {
  const page = await signedInPage(browser, baseURL as string, 'elena@demo.example.com', 'bg', {
    width: 360,
    height: 780,
  });
  await page.goto('/profile');
  const section = page.getByRole('region', { name: 'Кога играя' });
  const days = section.getByLabel('Ден', { exact: true });
  // Elena's sample week: Monday and Wednesday afternoons.
  await expect(days).toHaveCount(2);
  await expect(days.nth(0)).toHaveValue('mon');
  await expect(days.nth(1)).toHaveValue('wed');

  await section.getByRole('button', { name: 'Добави свободни часове' }).click();
  await days.nth(2).selectOption('sat');
  await section.getByLabel('От', { exact: true }).nth(2).selectOption('09:00');
  await section.getByLabel('До', { exact: true }).nth(2).selectOption('12:00');
  await section.getByRole('button', { name: 'Запази графика' }).click();
  await expect(page.getByText('Графикът е запазен')).toBeVisible();

  // A fourth window from 22:00 to 01:00 is two days' windows, not one.
  await section.getByRole('button', { name: 'Добави свободни часове' }).click();
  await days.nth(3).selectOption('fri');
  await section.getByLabel('От', { exact: true }).nth(3).selectOption('22:00');
  await section.getByLabel('До', { exact: true }).nth(3).selectOption('01:00');
  await section.getByRole('button', { name: 'Запази графика' }).click();
  await expect(
    section.getByText('Прозорецът трябва да свършва до полунощ; разделете го на два дни'),
  ).toBeVisible();
  await section.getByRole('button', { name: 'Премахни Петък 22:00–01:00' }).click();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  // Saved: after a reload the three windows are there.
  await page.reload();
  await expect(section.getByLabel('Ден', { exact: true })).toHaveCount(3);
  await expect(section.getByLabel('Ден', { exact: true }).nth(2)).toHaveValue('sat');
  await expect(section.getByLabel('До', { exact: true }).nth(2)).toHaveValue('12:00');
});
