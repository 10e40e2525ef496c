import { expect, test } from './fixtures/test';

test('the app can be installed, named in the language of the page it was installed from', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ baseURL, locale: 'en-GB' });
  const page = await context.newPage();
  await page.goto('/');
  const cdp = await context.newCDPSession(page);
  const manifest = await cdp.send('Page.getAppManifest');
  expect(manifest.url).toMatch(/\/manifest\.webmanifest\?lang=en$/);
  expect(manifest.errors).toEqual([]);
  expect(JSON.parse(manifest.data ?? '{}')).toMatchObject({
    name: 'Tennis Sofia',
    display: 'standalone',
  });
  // Chromium's own verdict: nothing keeps it from offering to install the app (but that a test's
  // browser context is a private window, where nothing is installed).
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  expect(installabilityErrors.filter((error) => error.errorId !== 'in-incognito')).toEqual([]);

  await page.getByRole('button', { name: 'БГ' }).click();
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute(
    'href',
    '/manifest.webmanifest?lang=bg',
  );
  await context.close();
});
