import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures/test';

for (const path of ['/auth', '/auth?mode=signup', '/auth/reset-password#token=x']) {
  test(`${path} has no axe violations`, async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL });
    const page = await context.newPage();
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const results = await new AxeBuilder({ page }).analyze();
    expect(
      results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`),
    ).toEqual([]);
    await context.close();
  });
}
