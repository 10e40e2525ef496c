import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type LaunchedChrome, launch } from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, checkChromium } from './chromium';
import { onCleanup } from './cleanup';

export type Language = 'bg' | 'en';

/** What the browser prefers (navigator.languages) and what it sends as Accept-Language. */
const LANGUAGES: Record<Language, { browser: string; header: string }> = {
  bg: { browser: 'bg,en', header: 'bg,en;q=0.5' },
  en: { browser: 'en-GB,en', header: 'en-GB,en;q=0.9' },
};

let running: LaunchedChrome | undefined;

/**
 * The phones the CPU-bound figures are also calibrated to, by Lighthouse's BenchmarkIndex, as
 * Chrome DevTools' CPU calibration defines them (its `CalibrationController`, 2024; decision
 * 028): a mid-tier phone like a Pixel 5 scores 1000, which is what the preset's 4x means to
 * emulate and what the goals are judged on; a low-tier one like a Moto G4 Power (2022) scores
 * 264, shown for information. On any host the slowdown that emulates a phone is
 * (the host's index) / (the phone's).
 */
export const CALIBRATION_PHONES = { midTier: 1000, lowTier: 264 } as const;

/** One page load, audited three times: as Lighthouse's defaults have it, and for each phone. */
export interface LighthouseRun {
  /** The mobile preset as is: 4x CPU slowdown whatever the host. */
  lhr: Result;
  /** The same trace audited with the slowdown that emulates the mid-tier phone on this host. */
  calibrated: Result;
  cpuSlowdown: number;
  /** … and the low-tier phone. */
  lowTier: Result;
  lowTierSlowdown: number;
}

/**
 * One Lighthouse run of `url` with the default config (mobile: simulated Slow 4G, 4x CPU
 * slowdown) in a fresh Chrome, as a visitor whose browser prefers `language`: the app picks
 * its language from navigator.languages, the server from Accept-Language. The recorded trace is
 * audited again with the CPU slowdown calibrated to the host's benchmark index for each phone
 * (Lighthouse's own audit mode on the saved artifacts: the same load, only the simulated CPU
 * differs).
 */
export async function runLighthouse(url: string, language: Language): Promise<LighthouseRun> {
  const artifacts = mkdtempSync(join(tmpdir(), 'lighthouse-'));
  try {
    const lhr = await runRetried(url, language, artifacts, 'simulate');
    const index = lhr.environment.benchmarkIndex;
    const cpuSlowdown = index / CALIBRATION_PHONES.midTier;
    const lowTierSlowdown = index / CALIBRATION_PHONES.lowTier;
    return {
      lhr,
      calibrated: await auditAgain(url, language, artifacts, cpuSlowdown),
      cpuSlowdown,
      lowTier: await auditAgain(url, language, artifacts, lowTierSlowdown),
      lowTierSlowdown,
    };
  } finally {
    rmSync(artifacts, { recursive: true, force: true });
  }
}

/** The saved load audited again with another CPU slowdown (Lighthouse's audit mode). */
async function auditAgain(
  url: string,
  language: Language,
  artifacts: string,
  cpuSlowdown: number,
): Promise<Result> {
  // The saved settings must match the audit's; with simulated throttling the slowdown is used
  // only when the audits simulate the load, so the gathered trace stays valid.
  const saved = join(artifacts, 'artifacts.json');
  const gathered = JSON.parse(readFileSync(saved, 'utf8'));
  gathered.settings.throttling.cpuSlowdownMultiplier = cpuSlowdown;
  writeFileSync(saved, JSON.stringify(gathered));
  const audited = await lighthouse(undefined, {
    ...flags(language),
    auditMode: artifacts,
    throttling: { cpuSlowdownMultiplier: cpuSlowdown },
  });
  if (!audited) throw new Error(`Lighthouse could not audit ${url} again`);
  return audited.lhr;
}

/**
 * One Lighthouse run of `url` with the same phone applied to the browser during the load
 * (`throttlingMethod: 'devtools'`: Lighthouse's Slow 4G as request latency and throughput, and
 * the 4x CPU slowdown), so that FCP, LCP and TBT are what the emulated phone showed, not a
 * simulation's estimate from an unthrottled load (decision 025).
 */
export async function runLighthouseApplied(url: string, language: Language): Promise<Result> {
  const artifacts = mkdtempSync(join(tmpdir(), 'lighthouse-'));
  try {
    return await runRetried(url, language, artifacts, 'devtools');
  } finally {
    rmSync(artifacts, { recursive: true, force: true });
  }
}

class LighthouseRuntimeError extends Error {}

type ThrottlingMethod = 'simulate' | 'devtools';

/** A trace Lighthouse could not record (NO_NAVSTART and the like) asks to be run again: once. */
async function runRetried(
  url: string,
  language: Language,
  artifacts: string,
  throttlingMethod: ThrottlingMethod,
): Promise<Result> {
  try {
    return await runOnce(url, language, artifacts, throttlingMethod);
  } catch (error) {
    if (!(error instanceof LighthouseRuntimeError)) throw error;
    return runOnce(url, language, artifacts, throttlingMethod);
  }
}

/** The settings of both the run and the calibrated audit (Lighthouse checks they match). */
const flags = (language: Language) => ({
  output: 'json' as const,
  logLevel: 'error' as const,
  formFactor: 'mobile' as const,
  extraHeaders: { 'Accept-Language': LANGUAGES[language].header },
});

async function runOnce(
  url: string,
  language: Language,
  artifacts: string,
  throttlingMethod: ThrottlingMethod,
): Promise<Result> {
  checkChromium();
  if (!running) onCleanup('kill Chrome', () => running?.kill());
  running = await launch({
    chromePath: CHROMIUM_PATH,
    // --lang does not reach navigator.languages on Linux; --accept-lang does.
    chromeFlags: [...CHROMIUM_FLAGS, `--accept-lang=${LANGUAGES[language].browser}`],
    // The bench's own cleanups stop the servers too; chrome-launcher's would exit before them.
    handleSIGINT: false,
    logLevel: 'silent',
  });
  try {
    const result = await lighthouse(url, {
      ...flags(language),
      throttlingMethod,
      port: running.port,
      // Gather and audit, keeping the artifacts for the calibrated audit.
      gatherMode: artifacts,
      auditMode: artifacts,
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) {
      throw new LighthouseRuntimeError(
        `Lighthouse failed on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`,
      );
    }
    return lhr;
  } finally {
    running.kill();
  }
}
