import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * A comment says what and why in its own words. A pointer to a text the reader does not have (a
 * product description's section, a tracker's issue number, a design document kept elsewhere)
 * tells them nothing, and goes stale without anyone noticing.
 */
const POINTER = /spec\s*§|§\s*\d|\bissues?\s+#?\d|DESIGN\.md/i;

const root = join(import.meta.dirname, '..');
const CODE = /\.(ts|tsx|mjs|sql|css)$/;

function filesBelow(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return filesBelow(path);
    return CODE.test(entry.name) ? [path] : [];
  });
}

/** The comments of a file, each with its line: `//` and `--` lines, and `/* … *\/` blocks. */
function commentsOf(text: string): { line: number; text: string }[] {
  const found: { line: number; text: string }[] = [];
  const pattern = /\/\*[\s\S]*?\*\/|\/\/[^\n]*|^\s*--[^\n]*/gm;
  for (const match of text.matchAll(pattern)) {
    const line = text.slice(0, match.index).split('\n').length;
    found.push({ line, text: match[0] });
  }
  return found;
}

describe('comments in src/', () => {
  it('finds a pointer in a comment and not in code', () => {
    const pointers = commentsOf(
      "const issue = errors[0]; // the first\n/** As spec §2 says */\n-- issue 17\nconst x = 'a';",
    ).filter((comment) => POINTER.test(comment.text));
    expect(pointers.map((comment) => comment.line)).toEqual([2, 3]);
  });

  it('point to no document outside the repository', () => {
    const offenders = filesBelow(join(root, 'src')).flatMap((file) =>
      commentsOf(readFileSync(file, 'utf8'))
        .filter((comment) => POINTER.test(comment.text))
        .map((comment) => `${relative(root, file)}:${comment.line}`),
    );
    expect(offenders).toEqual([]);
  });
});
