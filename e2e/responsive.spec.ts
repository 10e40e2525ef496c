import { expect, test } from './fixtures/test';

for (const width of [375, 1280]) {
  test(`the pages fit ${width} px without horizontal scrolling`, async ({ browser, baseURL }) => {
    const context = await browser.newContext({
      baseURL,
      viewport: { width, height: 800 },
      locale: 'bg-BG',
    });
    const page = await context.newPage();
    const noHorizontalScroll = async () =>
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
      ).toBeLessThanOrEqual(0);

    for (const language of ['bg', 'en']) {
      await page.evaluate((lng) => localStorage.setItem('language', lng), language).catch(() => {});
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 3 }).first()).toBeVisible();
      await noHorizontalScroll();
      // The top bar's controls are wholly on screen.
      for (const name of [/Тенис София|Tennis Sofia/, /Вход|Login/, /Регистрация|Sign Up/]) {
        await expect(page.getByRole('link', { name })).toBeInViewport({ ratio: 1 });
      }
      await expect(page.getByRole('button', { name: /^(EN|БГ)$/ })).toBeInViewport({ ratio: 1 });
      await expect(
        page.getByRole('button', { name: /Намери играчи сега|Find Players Now/ }),
      ).toBeVisible();
      await page.getByRole('tab', { name: /Намери кортове|Find Courts/ }).click();
      await expect(page.getByRole('heading', { level: 3 }).first()).toBeVisible();
      await expect(page.getByRole('searchbox')).toBeVisible();
      await expect(page.getByRole('button', { name: /Още филтри|More Filters/ })).toBeVisible();
      await noHorizontalScroll();
      await page.getByRole('button', { name: /Още филтри|More Filters/ }).click();
      await expect(
        page.getByRole('button', { name: /Приложи филтрите|Apply Filters/ }),
      ).toBeInViewport();
      await noHorizontalScroll();
      await page.goto('/no-such-page');
      await noHorizontalScroll();
    }
    await context.close();
  });
}
