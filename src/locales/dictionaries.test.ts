import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import bgPages from './bg/pages.json';
import bgServer from './bg/server.json';
import bg from './bg/translation.json';
import enPages from './en/pages.json';
import enServer from './en/server.json';
import en from './en/translation.json';

type Dictionary = Record<string, string>;

/**
 * Each dictionary in both languages, and the code that asks for its texts: the web app's (the
 * only one the browser downloads), the server's (mails, pushes, the unsubscribe page) and the
 * pages' titles and descriptions (written by both).
 */
const DICTIONARIES: { name: string; bg: Dictionary; en: Dictionary; askedIn: string[] }[] = [
  { name: 'translation', bg, en, askedIn: ['web'] },
  { name: 'server', bg: bgServer, en: enServer, askedIn: ['server'] },
  { name: 'pages', bg: bgPages, en: enPages, askedIn: ['contract'] },
];

const SOURCE_ROOT = join(import.meta.dirname, '..');
const PLACEHOLDER = /\{\{\s*(\w+)/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

function placeholders(text: string | undefined): string[] {
  return [
    ...new Set([...(text ?? '').matchAll(PLACEHOLDER)].map((match) => match[1] ?? '')),
  ].sort();
}

describe.each(DICTIONARIES)('the bg and en $name dictionaries', (dictionary) => {
  it('have exactly the same keys', () => {
    const bgKeys = Object.keys(dictionary.bg).sort();
    const enKeys = Object.keys(dictionary.en).sort();
    expect(bgKeys.filter((key) => !enKeys.includes(key))).toEqual([]);
    expect(enKeys.filter((key) => !bgKeys.includes(key))).toEqual([]);
  });

  it('have no empty texts', () => {
    for (const texts of [dictionary.bg, dictionary.en]) {
      expect(Object.entries(texts).filter(([, text]) => !String(text).trim())).toEqual([]);
    }
  });

  it('fill in the same placeholders in both languages', () => {
    const differ = Object.keys(dictionary.bg).filter(
      (key) => placeholders(dictionary.bg[key]).join() !== placeholders(dictionary.en[key]).join(),
    );
    expect(differ).toEqual([]);
  });

  it('hold every literal key its code asks for (a plural key as its _one and _other)', () => {
    const keys = new Set(Object.keys(dictionary.en));
    const has = (key: string) =>
      keys.has(key) || (keys.has(`${key}_one`) && keys.has(`${key}_other`));
    const missing: string[] = [];
    for (const folder of dictionary.askedIn) {
      for (const file of sourceFiles(join(SOURCE_ROOT, folder))) {
        const text = readFileSync(file, 'utf8');
        for (const match of text.matchAll(/\bt\(\s*'([a-z0-9_]+)'/g)) {
          if (match[1] && !has(match[1])) missing.push(`${match[1]} in ${file}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });
});

describe("the server's and the pages' texts", () => {
  // A key in two dictionaries would be two texts under one name, and a text the browser might
  // be thought to have.
  it('have keys of their own, none of the web dictionary', () => {
    const webKeys = new Set(Object.keys(en));
    const shared = [...Object.keys(enServer), ...Object.keys(enPages)].filter((key) =>
      webKeys.has(key),
    );
    expect(shared).toEqual([]);
  });
});
