import type { Language } from './constants';

/** Where a page in `language` links its manifest (an app installed from it is named in it). */
export function manifestHref(language: Language): string {
  return `/manifest.webmanifest?lang=${language}`;
}
