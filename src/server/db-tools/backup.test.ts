import { spawn } from 'node:child_process';
import { mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionSchema } from '#contract/auth';
import { openPglite } from '#server/db/pglite-db';
import { createFingerprinter, type Fingerprint } from '#test/support/fuzz/database-fingerprint';
import { type SourceServer, startSourceServer } from '#test/support/source-server';
import { backupDataDir } from './backup';
import { restoreDataDir } from './restore';
import { SAMPLE_PASSWORD, SAMPLE_PLAYERS } from './sample-data';

/** Runs one of the npm tools (`db:backup`, `db:restore`) as `npm run` does, from source. */
function runTool(script: string, args: string[], env: Record<string, string>) {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', join(import.meta.dirname, script), ...args],
    {
      env: { ...process.env, DATABASE_URL: '', ...env },
    },
  );
  let output = '';
  child.stdout.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr.on('data', (chunk) => {
    output += chunk;
  });
  return new Promise<{ code: number | null; output: string }>((resolve) =>
    child.on('exit', (code) => resolve({ code, output: output.trim() })),
  );
}

interface Snapshot {
  fingerprint: Fingerprint;
  messages: { conversation_id: string; seq: number; sender_id: string; content: string }[];
  lastSeqs: Map<string, number>;
}

/** Every table's rows (as a fingerprint), and the chat rows themselves, of a data directory. */
async function snapshot(dataDir: string): Promise<Snapshot> {
  const db = await openPglite(join(dataDir, 'pglite'));
  try {
    const fingerprint = await (await createFingerprinter(db)).take();
    const messages = await db.query<Snapshot['messages'][number]>(
      'select conversation_id, seq, sender_id, content from messages order by conversation_id, seq',
    );
    const conversations = await db.query<{ id: string; last_seq: number }>(
      'select id, last_seq from conversations',
    );
    return {
      fingerprint,
      messages,
      lastSeqs: new Map(conversations.map((c) => [c.id, c.last_seq])),
    };
  } finally {
    await db.close();
  }
}

/** Chat messages sent one after another by two pairs of sample players, until stopped. */
function startWriting(baseUrl: string) {
  let stopped = false;
  let acknowledged = 0;
  const waiters: { count: number; resolve: () => void }[] = [];
  const post = (path: string, token: string, body: unknown) =>
    fetch(`${baseUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
    });
  const done = (async () => {
    const tokens: string[] = [];
    for (const player of SAMPLE_PLAYERS.slice(0, 4)) {
      const response = await fetch(`${baseUrl}/api/auth/sign-in`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: player.email, password: SAMPLE_PASSWORD }),
      });
      tokens.push(sessionSchema.parse(await response.json()).access_token);
    }
    const chats: { id: string; tokens: string[] }[] = [];
    for (const [a, b] of [
      [0, 1],
      [2, 3],
    ] as const) {
      const started = await post('/api/conversations', tokens[a] ?? '', {
        userId: SAMPLE_PLAYERS[b]?.id,
      });
      const { id } = (await started.json()) as { id: string };
      chats.push({ id, tokens: [tokens[a] ?? '', tokens[b] ?? ''] });
    }
    for (let n = 0; !stopped; n += 1) {
      const chat = chats[n % 2];
      if (!chat) break;
      const sent = await post(
        `/api/conversations/${chat.id}/messages`,
        chat.tokens[n % 4 < 2 ? 0 : 1] ?? '',
        {
          content: `write ${n}`,
        },
      );
      if (sent.status === 201) acknowledged += 1;
      else if (sent.status !== 429) throw new Error(`a write failed: ${sent.status}`);
      for (const waiter of waiters.filter((w) => acknowledged >= w.count)) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve();
      }
    }
  })();
  return {
    acknowledged: () => acknowledged,
    /** Resolves once `more` further writes were acknowledged. */
    after(more: number) {
      return new Promise<void>((resolve) => waiters.push({ count: acknowledged + more, resolve }));
    },
    stop() {
      stopped = true;
      return done;
    },
  };
}

describe('backups of the embedded database', () => {
  let scratch: string;
  let live: string;
  let server: SourceServer | undefined;

  beforeAll(async () => {
    scratch = await mkdtemp(join(tmpdir(), 'tennis-backup-'));
    live = join(scratch, 'live');
    server = await startSourceServer({
      DATA_DIR: live,
      SEED: 'sample',
      MESSAGE_MAIL_DELAY_SECONDS: '3600',
    });
  }, 120_000);
  afterAll(async () => {
    await server?.kill('SIGKILL');
    await rm(scratch, { recursive: true, force: true });
  });

  it('copies every row of every table, from a running server under writes and from a stopped one', async () => {
    const running = server as SourceServer;
    const writes = startWriting(running.url);
    await writes.after(5);

    // While writes go on, through the npm tool: the running server makes it.
    const duringWrites = join(scratch, 'during-writes.tar.gz');
    const acknowledgedBefore = writes.acknowledged();
    const made = await runTool('backup-cli.ts', ['--out', duringWrites], { DATA_DIR: live });
    expect(made).toMatchObject({ code: 0 });
    expect(made.output).toContain(`Backup written to ${duringWrites}`);
    expect(made.output).toContain('made by the running server');
    // The socket that asks for it, and the backup itself, are for the owner only.
    expect((await stat(join(live, 'backup.sock'))).mode & 0o777).toBe(0o600);
    expect((await stat(duringWrites)).mode & 0o777).toBe(0o600);
    await writes.after(3);
    await writes.stop();

    // Quiet now: a second one from the running server, then one with the server stopped.
    const quiet = join(scratch, 'quiet.tar.gz');
    expect((await backupDataDir(live, quiet)).madeBy).toBe('the running server');
    await expect(restoreDataDir({ file: quiet, dataDir: live, force: true })).rejects.toThrow(
      `DATA_DIR ${live} is in use by another server`,
    );
    await running.kill('SIGTERM');
    expect(running.exitCode()).toBe(0);
    server = undefined;
    const stopped = join(scratch, 'stopped.tar.gz');
    expect((await backupDataDir(live, stopped)).madeBy).toBe(
      'this command (no server was running)',
    );

    // Each into a fresh data directory; the first through the npm tool.
    const restored = await runTool(
      'restore-cli.ts',
      [duringWrites, '--data-dir', join(scratch, 'a')],
      {},
    );
    expect(restored).toMatchObject({ code: 0 });
    expect(restored.output).toContain(
      `Restored ${duringWrites} into DATA_DIR ${join(scratch, 'a')}`,
    );
    await restoreDataDir({ file: quiet, dataDir: join(scratch, 'b'), force: false });
    await restoreDataDir({ file: stopped, dataDir: join(scratch, 'c'), force: false });

    const original = await snapshot(live);
    expect(original.messages.length).toBeGreaterThanOrEqual(8);
    // Quiet or stopped: every row of every table is the same.
    expect((await snapshot(join(scratch, 'b'))).fingerprint).toEqual(original.fingerprint);
    expect((await snapshot(join(scratch, 'c'))).fingerprint).toEqual(original.fingerprint);

    // Under writes: the database as it was at one moment. Every write acknowledged before the
    // backup began is in it; each conversation holds exactly its messages up to its last_seq,
    // as they are in the original; only the tables a chat message writes differ.
    const during = await snapshot(join(scratch, 'a'));
    expect(during.messages.length).toBeGreaterThanOrEqual(acknowledgedBefore);
    expect(during.messages.length).toBeLessThanOrEqual(original.messages.length - 3);
    for (const [id, lastSeq] of during.lastSeqs) {
      expect(during.messages.filter((m) => m.conversation_id === id)).toEqual(
        original.messages.filter((m) => m.conversation_id === id && m.seq <= lastSeq),
      );
    }
    const differing = [...original.fingerprint.keys()].filter(
      (table) => original.fingerprint.get(table)?.hash !== during.fingerprint.get(table)?.hash,
    );
    expect(
      differing.filter(
        (table) =>
          ![
            'conversations',
            'conversation_participants',
            'messages',
            'outbox',
            'rate_limit_events',
          ].includes(table),
      ),
    ).toEqual([]);
    expect([...during.fingerprint.keys()]).toEqual([...original.fingerprint.keys()]);

    // A database is never overwritten unless asked, and then it is moved aside.
    const b = join(scratch, 'b');
    await expect(restoreDataDir({ file: stopped, dataDir: b, force: false })).rejects.toThrow(
      `DATA_DIR ${b} already holds a database; restore into another DATA_DIR, or add --force`,
    );
    const replaced = await restoreDataDir({ file: stopped, dataDir: b, force: true });
    expect(replaced.replacedMovedTo).toMatch(/\/b\/pglite\.replaced-/);
    expect((await readdir(replaced.replacedMovedTo ?? '')).length).toBeGreaterThan(0);
    // A file that is no backup leaves the directory as it was.
    const garbage = join(scratch, 'garbage.tar.gz');
    await writeFile(garbage, 'this is not a backup');
    await expect(
      restoreDataDir({ file: garbage, dataDir: join(scratch, 'd'), force: false }),
    ).rejects.toThrow(`${garbage} is not a backup of this app's database`);
    expect(await readdir(join(scratch, 'd'))).toEqual(['server.lock']);
  }, 180_000);
});
