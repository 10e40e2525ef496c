import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Language } from '#contract/constants';

type Manifest = Record<string, { file: string }>;

/**
 * Each language's dictionary script in a build (from Vite's manifest), for the page to preload;
 * none when the build has no manifest (a test's web folder).
 */
export async function dictionaryScripts(
  webRoot: string,
): Promise<Partial<Record<Language, string>>> {
  let manifest: Manifest;
  try {
    manifest = JSON.parse(await readFile(join(webRoot, '.vite/manifest.json'), 'utf8'));
  } catch {
    return {};
  }
  const script = (language: Language) => {
    // Vite names a module by its path from the web app's root (src/web); the dictionaries sit
    // beside it, in src/locales.
    const file = manifest[`../locales/${language}/translation.json`]?.file;
    return file && `/${file}`;
  };
  return { bg: script('bg'), en: script('en') };
}
