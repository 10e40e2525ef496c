/**
 * Lighthouse's mobile preset (simulated Slow 4G, 4x CPU slowdown) on the app's entry pages in
 * Bulgarian and English, beside an empty Vite + React page served the same way (bench/baseline),
 * in the same run, with each goal of the first view beside its value. With --runs N, each
 * figure is the median of N runs (Lighthouse's own advice against its variance).
 *
 * The CPU-bound figures (performance, TBT) are also given with the CPU slowdown calibrated to
 * the host's benchmark index (the same trace audited again, bench/lib/lighthouse-run.ts):
 * Lighthouse's fixed 4x emulates a slower or faster phone as the machine's load changes;
 * calibrated, every run emulates the same phone (decision 022): the mid-tier phone the preset
 * means, on which the goals are also checked, and for information a low-tier one (decision 028).
 * Each load is also run with the phone applied to the browser ('appl.': Lighthouse's devtools
 * throttling), whose LCP is what the phone showed; the simulated LCP counts every script that
 * arrived before the unthrottled paint as holding it (decision 025).
 *
 *   npm run bench:lighthouse
 *   npx tsx bench/lighthouse.ts --runs 3     # after `npm run build`
 *   npx tsx bench/lighthouse.ts --runs 3 --only 'courts'   # the baseline and the pages named so
 */

import type { Result } from 'lighthouse';
import { APP_PAGES, pageLabel } from './lib/app-pages';
import { startBaseline } from './lib/baseline';
import { runBench } from './lib/cleanup';
import {
  type Language,
  type LighthouseRun,
  runLighthouse,
  runLighthouseApplied,
} from './lib/lighthouse-run';
import { describeMachine } from './lib/machine';
import { startServerWithSampleData } from './lib/server';
import { numberOption, option, table } from './lib/stats';

interface Scores {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcp: number;
  tbt: number;
  cls: number;
  fcp: number;
  /** Lighthouse's measure of this machine's speed: TBT scales with it, so runs compare only near it. */
  benchmarkIndex: number;
  /** The same load with the CPU slowdown that emulates the mid-tier phone on this host. */
  calibratedPerformance: number;
  calibratedTbt: number;
  cpuSlowdown: number;
  /** … and the low-tier phone: information, no goal. */
  lowTierTbt: number;
  lowTierSlowdown: number;
  /** The same page loaded with the phone applied to the browser (decision 025). */
  appliedLcp: number;
  appliedFcp: number;
  appliedTbt: number;
}

/** The goals; scores are 0–100, times in ms. */
const GOALS: {
  key: keyof Scores;
  label: string;
  meets: (value: number) => boolean;
  goal: string;
}[] = [
  { key: 'performance', label: 'perf', meets: (v) => v >= 95, goal: '≥ 95' },
  { key: 'accessibility', label: 'a11y', meets: (v) => v === 100, goal: '100' },
  { key: 'bestPractices', label: 'BP', meets: (v) => v >= 95, goal: '≥ 95' },
  { key: 'seo', label: 'SEO', meets: (v) => v >= 95, goal: '≥ 95' },
  { key: 'lcp', label: 'LCP ms', meets: (v) => v <= 2000, goal: '≤ 2000' },
  { key: 'appliedLcp', label: 'LCP appl. ms', meets: (v) => v <= 2000, goal: '≤ 2000' },
  { key: 'tbt', label: 'TBT ms', meets: (v) => v <= 150, goal: '≤ 150' },
  { key: 'cls', label: 'CLS', meets: (v) => v <= 0.05, goal: '≤ 0.05' },
  { key: 'calibratedPerformance', label: 'perf cal.', meets: (v) => v >= 95, goal: '≥ 95' },
  { key: 'calibratedTbt', label: 'TBT cal. ms', meets: (v) => v <= 150, goal: '≤ 150' },
];

function scoresOf(
  { lhr, calibrated, cpuSlowdown, lowTier, lowTierSlowdown }: LighthouseRun,
  applied: Result,
): Scores {
  const score = (id: string, of = lhr) => Math.round((of.categories[id]?.score ?? 0) * 100);
  const audit = (id: string, of = lhr) => of.audits[id]?.numericValue ?? Number.NaN;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    fcp: audit('first-contentful-paint'),
    benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
    calibratedPerformance: score('performance', calibrated),
    calibratedTbt: audit('total-blocking-time', calibrated),
    cpuSlowdown,
    lowTierTbt: audit('total-blocking-time', lowTier),
    lowTierSlowdown,
    appliedLcp: audit('largest-contentful-paint', applied),
    appliedFcp: audit('first-contentful-paint', applied),
    appliedTbt: audit('total-blocking-time', applied),
  };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

async function measure(url: string, language: Language, runs: number): Promise<Scores> {
  const all: Scores[] = [];
  for (let run = 0; run < runs; run += 1) {
    const simulated = await runLighthouse(url, language);
    all.push(scoresOf(simulated, await runLighthouseApplied(url, language)));
  }
  const keys = Object.keys(all[0] as Scores) as (keyof Scores)[];
  return Object.fromEntries(
    keys.map((key) => [key, median(all.map((s) => s[key]))]),
  ) as unknown as Scores;
}

/** Milliseconds and the benchmark index, shown whole. */
const WHOLE_NUMBERS: (keyof Scores)[] = [
  'lcp',
  'tbt',
  'calibratedTbt',
  'lowTierTbt',
  'fcp',
  'benchmarkIndex',
  'appliedLcp',
  'appliedFcp',
  'appliedTbt',
];

function format(key: keyof Scores, value: number): string {
  if (key === 'cls') return value.toFixed(3);
  if (key === 'cpuSlowdown' || key === 'lowTierSlowdown') return `${value.toFixed(1)}x`;
  if (WHOLE_NUMBERS.includes(key)) {
    return String(Math.round(value));
  }
  return String(value);
}

async function main() {
  const runs = numberOption('runs', 1);
  const only = new RegExp(option('only', ''));
  console.log(describeMachine());
  const baseline = await startBaseline();
  const app = await startServerWithSampleData();
  console.log(`\nLighthouse mobile preset, median of ${runs} run(s) per row\n`);

  const rows: string[][] = [];
  const misses: string[] = [];
  const row = (label: string, language: Language, scores: Scores, isApp: boolean) => {
    const cells = GOALS.map(({ key, meets, label: name }) => {
      const missed = isApp && !meets(scores[key]);
      if (missed) misses.push(`${label} (${language}) ${name} ${format(key, scores[key])}`);
      return `${format(key, scores[key])}${missed ? ' !' : ''}`;
    });
    rows.push([
      label,
      language,
      ...cells,
      format('fcp', scores.fcp),
      format('appliedFcp', scores.appliedFcp),
      format('appliedTbt', scores.appliedTbt),
      format('benchmarkIndex', scores.benchmarkIndex),
      format('cpuSlowdown', scores.cpuSlowdown),
      format('lowTierTbt', scores.lowTierTbt),
      format('lowTierSlowdown', scores.lowTierSlowdown),
    ]);
  };

  row(
    '/ (baseline: empty Vite + React)',
    'bg',
    await measure(`${baseline.url}/`, 'bg', runs),
    false,
  );
  for (const page of APP_PAGES.filter((path) => only.test(pageLabel(path)))) {
    for (const language of ['bg', 'en'] as const) {
      row(pageLabel(page), language, await measure(`${app.url}${page}`, language, runs), true);
    }
  }

  console.log(
    table(
      [
        'page',
        'lang',
        ...GOALS.map((g) => g.label),
        'FCP ms',
        'FCP appl. ms',
        'TBT appl. ms',
        'bench idx',
        'CPU cal.',
        'TBT low-tier ms',
        'CPU low-tier',
      ],
      rows,
    ),
  );
  console.log(`\ngoals: ${GOALS.map((g) => `${g.label} ${g.goal}`).join(', ')}`);
  console.log(
    "'appl.': the same page loaded with Lighthouse's phone applied to the browser " +
      "(throttlingMethod 'devtools': Slow 4G as request latency and throughput, 4x CPU); " +
      'the other figures are simulated from an unthrottled load (decision 025). ' +
      "'cal.': the CPU slowdown that emulates a mid-tier phone (benchmark index 1000) on this host; " +
      "'low-tier': a low-tier phone (264), for information (decision 028).",
  );
  console.log(
    misses.length ? `misses:\n  ${misses.join('\n  ')}` : 'every app page meets every goal',
  );
}

runBench(main);
