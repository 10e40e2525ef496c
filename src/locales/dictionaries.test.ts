import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import bg from './bg/translation.json';
import en from './en/translation.json';

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

describe('the bg and en dictionaries', () => {
  it('have exactly the same keys', () => {
    const bgKeys = Object.keys(bg).sort();
    const enKeys = Object.keys(en).sort();
    expect(bgKeys.filter((key) => !enKeys.includes(key))).toEqual([]);
    expect(enKeys.filter((key) => !bgKeys.includes(key))).toEqual([]);
  });

  it('have no empty texts', () => {
    for (const dictionary of [bg, en]) {
      expect(Object.entries(dictionary).filter(([, text]) => !String(text).trim())).toEqual([]);
    }
  });

  it('hold every literal key the web app asks for (a plural key as its _one and _other)', () => {
    const keys = new Set(Object.keys(en));
    const has = (key: string) =>
      keys.has(key) || (keys.has(`${key}_one`) && keys.has(`${key}_other`));
    const missing: string[] = [];
    for (const file of sourceFiles(join(import.meta.dirname, '../web'))) {
      const text = readFileSync(file, 'utf8');
      for (const match of text.matchAll(/\bt\(\s*'([a-z0-9_]+)'/g)) {
        if (match[1] && !has(match[1])) missing.push(`${match[1]} in ${file}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
