import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The README and the pages under docs/ link to each other and into the code; a moved or renamed
// file must not leave a reader at a dead link.
const root = fileURLToPath(new URL('..', import.meta.url));
const README_MAX_BYTES = 10 * 1024;

function markdownFiles(): string[] {
  const docs = readdirSync(join(root, 'docs'), { recursive: true, encoding: 'utf8' })
    .filter((path) => path.endsWith('.md'))
    .map((path) => join('docs', path));
  const others = ['README.md', 'bench/RESULTS.md', 'src/web/README.md'].filter((path) =>
    existsSync(join(root, path)),
  );
  return [...others, ...docs].sort();
}

/** The text without code blocks and inline code, where brackets are not links. */
function prose(text: string): string {
  return text.replace(/^```[\s\S]*?^```/gm, '').replace(/`[^`\n]*`/g, '');
}

/** Markdown links and images, and the `src` of HTML images. */
function linkTargets(text: string): string[] {
  const body = prose(text);
  const markdown = [...body.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)];
  const images = [...body.matchAll(/<img\s[^>]*src="([^"]+)"/g)];
  return [...markdown, ...images].map((match) => match[1] ?? '');
}

/** A heading's anchor as GitHub makes it: lower case, punctuation dropped, spaces as hyphens. */
function slug(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

function anchors(file: string): Set<string> {
  const found = new Set<string>();
  const seen = new Map<string, number>();
  const text = readFileSync(file, 'utf8').replace(/^```[\s\S]*?^```/gm, '');
  for (const match of text.matchAll(/^#{1,6}\s+(.+?)\s*#*$/gm)) {
    const base = slug((match[1] ?? '').replace(/`/g, ''));
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    found.add(count === 0 ? base : `${base}-${count}`);
  }
  return found;
}

/** What is wrong with one link from `source`, or undefined when it resolves. */
function brokenLink(source: string, target: string): string | undefined {
  if (/^[a-z][a-z0-9+.-]*:/i.test(target)) return undefined;
  const [path = '', anchor] = target.split('#');
  const file = path === '' ? join(root, source) : resolve(dirname(join(root, source)), path);
  if (!existsSync(file)) return `${target}: no such file`;
  if (anchor === undefined || anchor === '' || !file.endsWith('.md')) return undefined;
  if (statSync(file).isDirectory()) return undefined;
  return anchors(file).has(decodeURIComponent(anchor).toLowerCase())
    ? undefined
    : `${target}: no heading #${anchor} in ${relative(root, file)}`;
}

describe('documentation links', () => {
  for (const source of markdownFiles()) {
    it(`every relative link in ${source} resolves`, () => {
      const text = readFileSync(join(root, source), 'utf8');
      const broken = linkTargets(text)
        .map((target) => brokenLink(source, target))
        .filter((problem) => problem !== undefined);
      expect(broken).toEqual([]);
    });
  }

  it('the README stays short (10 KB at most)', () => {
    expect(statSync(join(root, 'README.md')).size).toBeLessThanOrEqual(README_MAX_BYTES);
  });
});
