import sharp from 'sharp';
import { expect, signedInPage, test } from './fixtures/bookings-test';

test('an owner’s photo shows on the court’s card and page, the first as the cover', async ({
  browser,
  baseURL,
}) => {
  const name = `Photo Court ${Date.now()}`;
  const owner = await signedInPage(browser, baseURL as string, 'elena@demo.example.com');
  await owner.goto('/my/courts/new');
  await expect(owner.getByText('You can add photos once the court is saved.')).toBeVisible();
  await owner.getByLabel('Court name').fill(name);
  await owner.getByLabel('District').selectOption('mladost');
  await owner.getByLabel('Surface', { exact: true }).selectOption('hard');
  await owner.getByLabel('Address').fill('ул. Снимка 1');
  await owner.getByLabel('Postcode').fill('1784');
  await owner.getByLabel('Price per hour (€)').fill('15');
  await owner.getByRole('button', { name: 'List court' }).click();
  const card = owner.getByRole('article', { name, exact: true });
  await card.getByRole('link', { name: `Edit ${name}` }).click();

  const photo = (background: string) =>
    sharp({ create: { width: 600, height: 400, channels: 3, background } })
      .jpeg()
      .toBuffer();
  await owner.getByLabel('Add photos').setInputFiles([
    { name: 'clay.jpg', mimeType: 'image/jpeg', buffer: await photo('#c0643a') },
    { name: 'net.jpg', mimeType: 'image/jpeg', buffer: await photo('#2f6e3b') },
    { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a photo') },
  ]);
  await expect(owner.getByRole('img', { name: 'Photo 2' })).toBeVisible();
  await expect(owner.getByRole('alert')).toContainText('notes.txt: This file is not a photo.');
  // The second becomes the cover.
  await owner.getByRole('button', { name: 'Make photo 2 the cover' }).click();
  await expect(owner.getByRole('button', { name: 'Make photo 2 the cover' })).toBeEnabled();
  const cover = await owner.getByRole('img', { name: 'Photo 1' }).getAttribute('src');
  expect(cover).toMatch(/^\/photos\/[0-9a-f-]{36}-400\.webp$/);

  await owner.goto(`/?tab=courts&q=${encodeURIComponent(name)}`);
  const listed = owner.getByRole('article').filter({ hasText: name });
  const coverImage = listed.getByRole('img', { name: `Photo of ${name}` });
  await expect(coverImage).toHaveAttribute('src', cover as string);
  await expect(coverImage).toHaveJSProperty('complete', true);
  expect(await coverImage.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expect(coverImage).toHaveAttribute('width', '400');
  await expect(coverImage).toHaveAttribute('height', '267');

  await listed.getByRole('link', { name, exact: true }).click();
  const gallery = owner.getByRole('region', { name: 'Photos of the court' });
  await expect(gallery.getByRole('img')).toHaveCount(2);
  await expect(gallery.getByRole('img').first()).toHaveAttribute(
    'src',
    (cover as string).replace('-400', '-800'),
  );
  await owner.context().close();
});
