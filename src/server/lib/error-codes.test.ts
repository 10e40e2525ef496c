import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '#contract/errors';

async function sourceFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return sourceFiles(path);
      return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
    }),
  );
  return nested.flat();
}

describe('error codes', () => {
  it('lists every code the server answers with in the contract', async () => {
    const files = await sourceFiles(join(import.meta.dirname, '..'));
    const used = new Set<string>();
    for (const file of files) {
      const text = await readFile(file, 'utf8');
      for (const match of text.matchAll(/new ApiError\(\s*\d{3},\s*'([a-z_]+)'/g)) {
        used.add(match[1] as string);
      }
    }
    expect(used.size).toBeGreaterThan(10);
    const known = new Set<string>(ERROR_CODES);
    expect([...used].filter((code) => !known.has(code))).toEqual([]);
  });
});
