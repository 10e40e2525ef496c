/**
 * The main thread's long tasks of each first view, and what ran in them: a Chromium at 4× CPU
 * throttling (as Lighthouse's mobile preset), a performance trace of each load, every task over
 * 50 ms with its largest parts by self time (script evaluation, parsing, layout, React's work…).
 * Diagnosis beside `bench/lighthouse.ts`: it says where blocking time goes, not how much
 * Lighthouse counts.
 *
 *   npx tsx bench/long-tasks.ts                  # after `npm run build`: /, the courts tab, /auth, a court
 *   npx tsx bench/long-tasks.ts /auth --runs 3
 *   npx tsx bench/long-tasks.ts /courts/… --cpu 12  # about the low-tier phone on a fast host (decision 028)
 */
import { APP_PAGES } from './lib/app-pages';
import { launchChromium } from './lib/chromium';
import { runBench } from './lib/cleanup';
import { startServerWithSampleData } from './lib/server';
import { numberOption } from './lib/stats';

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: { url?: string; functionName?: string } };
}
type Span = TraceEvent & { dur: number };

const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-v8.compile',
  'v8',
  'v8.execute',
  'loading',
];
const LONG_TASK_US = 50_000;

/** The renderer's main thread that ran the most tasks: the page's. */
function mainThreadSpans(events: TraceEvent[]): Span[] {
  const busy = new Map<string, number>();
  for (const e of events) {
    if (e.name === 'RunTask' && e.dur) {
      const key = `${e.pid}:${e.tid}`;
      busy.set(key, (busy.get(key) ?? 0) + e.dur);
    }
  }
  const renderers = events
    .filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
    .map((e) => `${e.pid}:${e.tid}`);
  const main = renderers.sort((a, b) => (busy.get(b) ?? 0) - (busy.get(a) ?? 0))[0];
  return events
    .filter((e): e is Span => e.ph === 'X' && e.dur !== undefined && `${e.pid}:${e.tid}` === main)
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
}

const inside = (outer: Span, e: Span) =>
  e !== outer && e.ts >= outer.ts && e.ts + e.dur <= outer.ts + outer.dur;

/** Self time per kind of work inside one task, largest first. */
function partsOf(task: Span, spans: Span[], origin: string): [string, number][] {
  const within = spans.filter((e) => inside(task, e));
  const self = new Map<string, number>();
  for (const e of within) {
    const children = within.filter((c) => inside(e, c));
    const direct = children.filter((c) => !children.some((o) => o.dur > c.dur && inside(o, c)));
    const data = e.args?.data;
    const name = [
      e.name,
      data?.url?.replace(origin, ''),
      data?.functionName && `fn ${data.functionName}`,
    ]
      .filter(Boolean)
      .join(' ');
    const own = e.dur - direct.reduce((sum, c) => sum + c.dur, 0);
    self.set(name, (self.get(name) ?? 0) + Math.max(0, own));
  }
  return [...self].sort((a, b) => b[1] - a[1]);
}

runBench(async () => {
  const paths = process.argv.slice(2).filter((arg) => arg.startsWith('/'));
  const runs = numberOption('runs', 2);
  const cpuRate = numberOption('cpu', 4);
  const server = await startServerWithSampleData();
  const browser = await launchChromium();
  for (const path of paths.length ? paths : APP_PAGES) {
    for (let run = 1; run <= runs; run++) {
      const context = await browser.newContext({
        locale: 'bg-BG',
        viewport: { width: 412, height: 823 },
      });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
      await browser.startTracing(page, { categories: CATEGORIES });
      await page.goto(server.url + path, { waitUntil: 'load' });
      await page.waitForTimeout(4000);
      const { traceEvents } = JSON.parse((await browser.stopTracing()).toString()) as {
        traceEvents: TraceEvent[];
      };
      const spans = mainThreadSpans(traceEvents);
      const tasks = spans.filter((e) => e.name === 'RunTask');
      const long = tasks.filter((e) => e.dur > LONG_TASK_US);
      const blocking = long.reduce((sum, e) => sum + (e.dur - LONG_TASK_US) / 1000, 0);
      const start = spans[0]?.ts ?? 0;
      console.log(
        `\n${path} (run ${run}): ${long.length} long tasks, ${Math.round(blocking)} ms over 50 ms`,
      );
      for (const task of long) {
        const parts = partsOf(task, spans, server.url)
          .slice(0, 6)
          .map(([name, us]) => `${name} ${Math.round(us / 1000)}`);
        console.log(
          `  at ${Math.round((task.ts - start) / 1000)} ms, ${Math.round(task.dur / 1000)} ms: ${parts.join(' | ')}`,
        );
      }
      await context.close();
    }
  }
  await browser.close();
  await server.stop();
});
