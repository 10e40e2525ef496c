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
 * One Lighthouse run of `url` with the default config (mobile: simulated Slow 4G, 4x CPU
 * slowdown) in a fresh Chrome, as a visitor whose browser prefers `language`: the app picks
 * its language from navigator.languages, the server from Accept-Language.
 */
export async function runLighthouse(url: string, language: Language): Promise<Result> {
  try {
    return await runOnce(url, language);
  } catch (error) {
    // A trace Lighthouse could not record (NO_NAVSTART and the like) asks to be run again: once.
    if (!(error instanceof LighthouseRuntimeError)) throw error;
    return runOnce(url, language);
  }
}

class LighthouseRuntimeError extends Error {}

async function runOnce(url: string, language: Language): Promise<Result> {
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
      port: running.port,
      output: 'json',
      logLevel: 'error',
      formFactor: 'mobile',
      extraHeaders: { 'Accept-Language': LANGUAGES[language].header },
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
