import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ServerProcess, SOURCE_SERVER, startServer, TSX } from '#test/support/built-server';

/**
 * docs/api.md's `sh` examples, run in order against a real server on a fresh embedded database
 * with the sample data: each must exit 0 and print what the `text` block after it (before the
 * next example) shows, where `…` stands for anything. Variables an example sets (the token)
 * are there for the ones after it, as in a reader's shell.
 */

const DOC = resolve(import.meta.dirname, '../docs/api.md');
/** The address the examples are written against. */
const DOC_ORIGIN = 'http://localhost:3000';

interface Example {
  script: string;
  expected: string | undefined;
  line: number;
}

/** The `sh` blocks, each with the first `text` block that follows it before the next `sh`. */
function examplesOf(markdown: string): Example[] {
  const examples: Example[] = [];
  const fence = /^```(\w*)\n([\s\S]*?)^```$/gm;
  for (const match of markdown.matchAll(fence)) {
    const [, language, body = ''] = match;
    const line = markdown.slice(0, match.index).split('\n').length;
    if (language === 'sh') examples.push({ script: body, expected: undefined, line });
    const last = examples.at(-1);
    if (language === 'text' && last && last.expected === undefined) last.expected = body;
  }
  return examples;
}

/** Whether `output` is `expected`, line for line, `…` matching any run of characters. */
function printsAsShown(output: string, expected: string): boolean {
  const pattern = expected
    .trimEnd()
    .split('…')
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('.*');
  return new RegExp(`^${pattern}$`, 's').test(output.trimEnd());
}

/**
 * Runs one example in bash after the variables earlier ones set (`state`), and adds the ones
 * it sets: each example is a shell of its own, so that a failing one names itself.
 */
function runExample(script: string, state: string) {
  const wrapped = `set -eo pipefail
[ -f "$EXAMPLE_STATE" ] && . "$EXAMPLE_STATE"
__before=" $(compgen -v | tr '\\n' ' ') "
${script}
for __name in $(compgen -v); do
  [[ $__name == __* || $__name == BASH* || $__before == *" $__name "* ]] ||
    declare -p "$__name" >> "$EXAMPLE_STATE"
done
`;
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((done, fail) => {
    const child = spawn('bash', ['-c', wrapped], {
      env: { PATH: process.env.PATH ?? '', EXAMPLE_STATE: state },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.on('error', fail);
    child.on('close', (code) => done({ code, stdout, stderr }));
  });
}

describe('docs/api.md', () => {
  let server: ServerProcess | undefined;
  let scratch: string;

  beforeAll(async () => {
    scratch = await mkdtemp(join(tmpdir(), 'tennis-api-docs-'));
    server = await startServer({
      main: SOURCE_SERVER,
      nodeArgs: TSX,
      inheritEnv: true,
      tempDataDir: 'tennis-api-docs-data-',
      env: { DATABASE_URL: '', SEED: 'sample' },
    });
    // A first start copies and fills a database: seconds, but more on a busy machine.
  }, 120_000);
  afterAll(async () => {
    await server?.remove();
    if (scratch) await rm(scratch, { recursive: true, force: true });
  });

  it('has examples, each followed by what it prints', async () => {
    const examples = examplesOf(await readFile(DOC, 'utf8'));
    expect(examples.length).toBeGreaterThan(5);
    expect(examples.filter((example) => example.expected === undefined)).toEqual([]);
  });

  it('runs every example, in order, and each prints what the page says', async () => {
    const base = (server as ServerProcess).url.replace(/\/$/, '');
    const state = join(scratch, 'variables.sh');
    for (const example of examplesOf(await readFile(DOC, 'utf8'))) {
      const script = example.script.replaceAll(DOC_ORIGIN, base);
      const run = await runExample(script, state);
      const where = `the example at docs/api.md:${example.line}`;
      expect(run.code, `${where} failed:\n${run.stderr}${run.stdout}`).toBe(0);
      if (example.expected !== undefined) {
        expect(
          printsAsShown(run.stdout, example.expected),
          `${where} printed\n${run.stdout}\ninstead of\n${example.expected}`,
        ).toBe(true);
      }
    }
  }, 60_000);
});
