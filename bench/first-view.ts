/**
 * What a phone's first visit downloads (bytes as they came over the wire, per kind, until the
 * network is idle), for the app's entry pages in Bulgarian and English, beside an empty Vite +
 * React page served the same way (bench/baseline), in the same run. Prints the budget line
 * but exits non-zero only on a crash: the test suite checks the budget.
 *
 *   npm run bench:first-view
 *   npx tsx bench/first-view.ts             # after `npm run build`
 *   options: --detail (every response of every page, not only the app's home page)
 */
import { APP_PAGES, pageLabel } from './lib/app-pages';
import { startBaseline } from './lib/baseline';
import { launchChromium } from './lib/chromium';
import { onCleanup, runBench } from './lib/cleanup';
import { type FirstView, measureFirstView } from './lib/first-view';
import { FIRST_VIEW_BUDGET as BUDGET, budgetMisses } from './lib/first-view-budget';
import { describeMachine } from './lib/machine';
import { startServerWithSampleData } from './lib/server';
import { option, table } from './lib/stats';

const LANGUAGES = ['bg', 'en'] as const;

interface Measured {
  page: string;
  language: (typeof LANGUAGES)[number];
  isApp: boolean;
  view: FirstView;
}

const kb = (bytes: number) => (bytes / 1000).toFixed(1);

function row({ page, language, isApp, view }: Measured): string[] {
  const { totals, counts } = view;
  // The budget is for the first view of `/`; a miss is marked with "!".
  const mark = (missed: boolean) => (isApp && page === '/' && missed ? ' !' : '');
  const total = Object.values(totals).reduce((sum, bytes) => sum + bytes, 0);
  const requests = Object.values(counts).reduce((sum, n) => sum + n, 0);
  return [
    isApp ? pageLabel(page) : `${page} (baseline: empty Vite + React)`,
    language,
    `${kb(totals.script)}${mark(totals.script > BUDGET.script)}`,
    String(counts.script),
    `${kb(totals.stylesheet)}${mark(totals.stylesheet > BUDGET.stylesheet)}`,
    `${counts.dictionary}${mark(counts.dictionary !== BUDGET.dictionaries)}`,
    kb(totals.dictionary),
    kb(totals.document),
    `${kb(totals.data)} (${counts.data})`,
    `${kb(totals.other)} (${counts.other})`,
    `${kb(total)} (${requests})`,
  ];
}

function printDetail({ page, language, view }: Measured): void {
  console.log(`\n${page} (${language}), every response:`);
  const transfers = [...view.transfers].sort(
    (a, b) => a.kind.localeCompare(b.kind) || b.bytes - a.bytes,
  );
  console.log(
    table(
      ['url', 'kind', 'bytes', 'encoding'],
      transfers.map((t) => [t.url, t.kind, t.bytes, t.encoding]),
    ),
  );
}

async function main() {
  const detailAll = option('detail', 'false') === 'true';
  console.log(describeMachine());
  const baseline = await startBaseline();
  const app = await startServerWithSampleData();
  const browser = await launchChromium();
  onCleanup('close the browser', () => browser.close());
  console.log(
    `\nChromium ${browser.version()}; baseline at ${baseline.url}, app at ${app.url}\n` +
      'each page in a fresh 375 px mobile context, no cache, until the network is idle\n',
  );

  const measured: Measured[] = [
    {
      page: '/',
      language: 'bg',
      isApp: false,
      view: await measureFirstView(browser, baseline.url, '/', 'bg'),
    },
  ];
  for (const page of APP_PAGES) {
    for (const language of LANGUAGES) {
      const view = await measureFirstView(browser, app.url, page, language);
      measured.push({ page, language, isApp: true, view });
    }
  }

  console.log(
    table(
      [
        'page',
        'lang',
        'JS kB',
        'JS req',
        'CSS kB',
        'dicts',
        'dict kB',
        'doc kB',
        'data kB (req)',
        'other kB (req)',
        'total kB (req)',
      ],
      measured.map(row),
    ),
  );
  console.log(
    `\nbudget (the first view of /; 1 kB = 1000 bytes as received): JS ≤ ${kb(BUDGET.script)} kB, ` +
      `CSS ≤ ${kb(BUDGET.stylesheet)} kB, exactly ${BUDGET.dictionaries} dictionary`,
  );
  const misses = measured.filter(
    (m) => m.isApp && m.page === '/' && budgetMisses(m.view).length > 0,
  );
  if (misses.length === 0)
    console.log('the first view of / is within the budget in both languages');
  for (const m of misses) {
    console.log(
      `  misses: ${pageLabel(m.page)} (${m.language}): ${budgetMisses(m.view).join(', ')}`,
    );
  }

  for (const m of measured) {
    if (detailAll || (m.isApp && m.page === '/')) printDetail(m);
  }
}

runBench(main);
