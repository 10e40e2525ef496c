import { expect, type Page, test } from './fixtures/test';

/** Raw dictionary keys (snake_case) or the translator's missing-key mark must never reach the page. */
async function expectNoRawKeys(page: Page) {
  // biome-ignore lint/performance/useDomNodeTextContent: the visible text is what a person reads
  const text = await page.locator('body').innerText();
  const attributes = await page.evaluate(() =>
    [...document.querySelectorAll('[aria-label],[placeholder],[title]')]
      .flatMap((el) => ['aria-label', 'placeholder', 'title'].map((name) => el.getAttribute(name)))
      .filter(Boolean)
      .join('\n'),
  );
  for (const content of [text, attributes, await page.title()]) {
    expect(content).not.toContain('⟦missing⟧');
    expect(content.match(/\b[a-z]+(?:_[a-z0-9]+)+\b/g) ?? []).toEqual([]);
  }
}

for (const language of ['bg', 'en']) {
  test(`no raw key or missing translation on any page in ${language}`, async ({ page }) => {
    await page.addInitScript((lng) => localStorage.setItem('language', lng), language);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 3 }).first()).toBeVisible();
    await expectNoRawKeys(page);

    await page.goto('/?tab=courts');
    await expect(page.getByRole('heading', { level: 3 }).first()).toBeVisible();
    await expectNoRawKeys(page);
    await page
      .getByRole('button', { name: language === 'bg' ? 'Още филтри' : 'More Filters' })
      .click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectNoRawKeys(page);

    await page.goto('/?q=zzzz');
    await expect(page.getByRole('heading', { level: 2, name: /^0 / })).toBeVisible();
    await expectNoRawKeys(page);

    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoRawKeys(page);

    await page.goto('/auth');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoRawKeys(page);
  });
}
