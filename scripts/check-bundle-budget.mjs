#!/usr/bin/env node
// Fails when the home page's initial JavaScript or CSS exceeds the budget of DESIGN.md.
// Initial JS = the entry chunk and everything it imports statically, plus the home route chunk
// and its static imports, each file counted once, gzip level 9. Reads Vite's manifest in dist/web.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

// kB = 1000 bytes, as Vite prints them.
// 115 kB until the transfer sizes as served replace this check (decision 007).
const JS_BUDGET = 115_000;
const CSS_BUDGET = 12_000;
const ENTRY = 'index.html';
const HOME = 'pages/home/home-page.tsx';
const DICTIONARY = 'locales/bg/translation.json';

const dist = join(process.cwd(), 'dist/web');
let manifest;
try {
  manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
} catch {
  console.error('No dist/web/.vite/manifest.json: run `npm run build` first.');
  process.exit(1);
}

function staticClosure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the manifest`);
  seen.add(key);
  for (const child of chunk.imports ?? []) staticClosure(child, seen);
  return seen;
}

const gzipSize = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
const kb = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;

const keys = new Set([...staticClosure(ENTRY), ...staticClosure(HOME)]);
const jsFiles = [...keys].map((key) => manifest[key].file);
const cssFiles = [...new Set([...keys].flatMap((key) => manifest[key].css ?? []))];
const js = jsFiles.map((file) => [file, gzipSize(file)]).sort((a, b) => b[1] - a[1]);
const css = cssFiles.map((file) => [file, gzipSize(file)]);
const jsTotal = js.reduce((sum, [, size]) => sum + size, 0);
const cssTotal = css.reduce((sum, [, size]) => sum + size, 0);

console.log('Home page, initial JavaScript (gzip -9):');
for (const [file, size] of js) console.log(`  ${kb(size).padStart(9)}  ${file}`);
console.log(`  ${kb(jsTotal).padStart(9)}  total (budget ${kb(JS_BUDGET)})`);
console.log(`CSS: ${kb(cssTotal)} (budget ${kb(CSS_BUDGET)})`);
const dictionary = manifest[DICTIONARY];
if (dictionary) {
  console.log(
    `Not counted: the Bulgarian dictionary, fetched before the first render: ${kb(gzipSize(dictionary.file))}`,
  );
}

const failures = [];
if (jsTotal > JS_BUDGET) failures.push(`JavaScript ${kb(jsTotal)} > ${kb(JS_BUDGET)}`);
if (cssTotal > CSS_BUDGET) failures.push(`CSS ${kb(cssTotal)} > ${kb(CSS_BUDGET)}`);
if (failures.length) {
  console.error(`Over budget: ${failures.join('; ')}`);
  process.exit(1);
}
