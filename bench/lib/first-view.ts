import type { Browser } from '@playwright/test';

/** One response of a page's first view, with the bytes of its body as they came over the wire. */
export interface Transfer {
  url: string;
  kind: 'document' | 'script' | 'stylesheet' | 'dictionary' | 'data' | 'other';
  /** The body's size as received (compressed if the server compressed it). */
  bytes: number;
  encoding: string;
}

export interface FirstView {
  transfers: Transfer[];
  /** Sum of `bytes` per kind. */
  totals: Record<Transfer['kind'], number>;
  /** How many requests per kind. */
  counts: Record<Transfer['kind'], number>;
}

const KINDS: Transfer['kind'][] = [
  'document',
  'script',
  'stylesheet',
  'dictionary',
  'data',
  'other',
];

/**
 * Opens `path` in a fresh browser context the way a phone's first visit does (375 px wide, no
 * cache, no stored session) and adds up what the browser received until the network is idle:
 * the browser's own encoded body sizes, so compression, or its absence, counts.
 */
export async function measureFirstView(
  browser: Browser,
  baseUrl: string,
  path: string,
  language: 'bg' | 'en',
): Promise<FirstView> {
  const context = await browser.newContext({
    viewport: { width: 375, height: 760 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale: language === 'bg' ? 'bg-BG' : 'en-GB',
    extraHTTPHeaders: { 'accept-language': language === 'bg' ? 'bg,en;q=0.5' : 'en-GB,en;q=0.9' },
  });
  const page = await context.newPage();
  const finished: Promise<Transfer>[] = [];
  page.on('requestfinished', (request) => {
    finished.push(
      (async () => {
        const [sizes, response] = await Promise.all([request.sizes(), request.response()]);
        const headers = (await response?.allHeaders()) ?? {};
        return {
          url: request.url().replace(baseUrl, ''),
          kind: kindOf(request.resourceType(), request.url()),
          bytes: sizes.responseBodySize,
          encoding: headers['content-encoding'] ?? 'identity',
        };
      })(),
    );
  });
  await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' });
  const transfers = await Promise.all(finished);
  await context.close();
  const totals = Object.fromEntries(KINDS.map((kind) => [kind, 0])) as FirstView['totals'];
  const counts = Object.fromEntries(KINDS.map((kind) => [kind, 0])) as FirstView['counts'];
  for (const transfer of transfers) {
    totals[transfer.kind] += transfer.bytes;
    counts[transfer.kind] += 1;
  }
  return { transfers, totals, counts };
}

function kindOf(resourceType: string, url: string): Transfer['kind'] {
  // The dictionaries are built as modules named after their file (translation-<hash>.js).
  if (/\/locales\/|\/translation[^/]*\.(js|json)$/.test(url)) return 'dictionary';
  if (resourceType === 'document') return 'document';
  if (resourceType === 'script') return 'script';
  if (resourceType === 'stylesheet') return 'stylesheet';
  if (resourceType === 'fetch' || resourceType === 'xhr') return 'data';
  return 'other';
}
