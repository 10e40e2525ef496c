import { measureFirstView } from '../bench/lib/first-view';
import { budgetMisses } from '../bench/lib/first-view-budget';
import { expect, test } from './fixtures/test';

// What a phone receives on its first visit, as the real server sends it (compressed or not),
// counted from the browser's network log.
for (const language of ['bg', 'en'] as const) {
  test(`the first view of / in ${language} fits the phone budget as served`, async ({
    browser,
    baseURL,
  }) => {
    const view = await measureFirstView(browser, baseURL as string, '/', language);
    const scripts = view.transfers.filter((t) => t.kind === 'script' || t.kind === 'dictionary');
    // Every script came compressed; the check below would pass uncompressed bytes otherwise.
    expect(scripts.filter((t) => t.encoding !== 'br').map((t) => t.url)).toEqual([]);
    expect(budgetMisses(view), JSON.stringify(view.totals)).toEqual([]);
  });
}
