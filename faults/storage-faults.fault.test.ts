import { execFile } from 'node:child_process';
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { SAMPLE_PASSWORD, SAMPLE_PLAYERS } from '#server/db-tools/sample-data';
import { ApiClient, clientAddress } from './lib/api-client';
import { allMessages, ChatSender } from './lib/chat-sender';
import {
  fillDisk,
  type Mounted,
  makeReadOnly,
  mountTmpfs,
  removeFiller,
  whyNoMounts,
} from './lib/disk';
import { runUntilExit, type ServerProcess, startServer } from './lib/server-process';
import { skipBecause } from './lib/skip';

const skipped = skipBecause('DATA_DIR read-only or full', await whyNoMounts());

const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
});

const MB = 1024 * 1024;
const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** Names, sizes and times of everything under `dir`: to show a refusal wrote nothing. */
async function snapshot(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true });
  return Promise.all(
    entries.sort().map(async (entry) => {
      const stats = await stat(join(dir, entry));
      return `${entry} ${stats.size} ${stats.mtimeMs}`;
    }),
  );
}

async function signedIn(url: string, n: number) {
  const player = SAMPLE_PLAYERS[n];
  if (!player) throw new Error(`no sample player ${n}`);
  const client = new ApiClient(url, clientAddress(n + 1));
  await client.signIn(player.email, SAMPLE_PASSWORD);
  return client;
}

describe.skipIf(skipped)('DATA_DIR read-only or full (embedded database)', () => {
  it('refuses a read-only DATA_DIR with one clear line and writes nothing, after a clean stop and after kill -9', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'tennis-faults-ro-'));
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    const env = { DATA_DIR: dataDir, SEED: 'none', DATABASE_URL: '' };

    for (const stop of ['SIGTERM', 'SIGKILL'] as const) {
      const server = await startServer(env);
      await server.kill(stop);
      const before = await snapshot(dataDir);
      const readOnly = await makeReadOnly(dataDir);
      cleanups.push(() => readOnly.undo());
      const refused = await runUntilExit(env);
      await readOnly.undo();
      expect(refused.code, refused.stderr).toBe(1);
      expect(refused.stdout).toBe('');
      expect(refused.stderr).toBe(
        `Cannot start: DATA_DIR ${resolve(dataDir)} is on a read-only file system; the embedded database must write there\n`,
      );
      expect(await snapshot(dataDir)).toEqual(before);
    }
    // Writable again, it starts as before.
    const server = await startServer(env);
    await server.kill('SIGTERM');
  });

  it('answers writes 503 storage_full on a full disk, keeps reading, and writes again once there is room, without a restart', async () => {
    const disk: Mounted = await mountTmpfs(192);
    cleanups.push(() => disk.unmount());
    const env = {
      DATA_DIR: join(disk.dir, 'data'),
      SEED: 'sample',
      TRUST_PROXY: '127.0.0.1',
      ACCESS_TOKEN_TTL: '3600',
      DATABASE_URL: '',
    };
    let server: ServerProcess = await startServer(env);
    cleanups.push(() => server.kill('SIGKILL'));
    const maria = await signedIn(server.url, 0);
    const georgi = await signedIn(server.url, 1);
    const started = await maria.call('POST', '/api/conversations', { userId: georgi.userId });
    const chat: string = started.body.id;
    const sender = new ChatSender(maria, chat);
    sender.write('Преди диска да се напълни');
    expect(await sender.flush()).toBe('done');

    // Less than the reserve free, then not a byte: writes are refused, reads go on.
    const fillers = [await fillDisk(disk.dir, 32 * MB)];
    for (const full of ['almost', 'completely']) {
      if (full === 'completely') fillers.push(await fillDisk(disk.dir));
      await sleep(1100); // the free space the server saw a moment ago is asked again
      const refused = await maria.call('POST', `/api/conversations/${chat}/messages`, {
        content: `докато дискът е ${full} пълен`,
        clientId: crypto.randomUUID(),
      });
      expect(refused.status, full).toBe(503);
      expect(refused.retryAfter).toBe('60');
      expect(refused.body).toEqual({
        error: {
          code: 'storage_full',
          message: 'The server has no room left to save this; try again later',
        },
      });
      sender.write(`докато дискът е ${full} пълен`);
      expect(await sender.flush()).toBe('away');
      const read = await georgi.call('GET', `/api/conversations/${chat}/messages`);
      expect(read.status).toBe(200);
      expect(read.body.items.map((m: { content: string }) => m.content)).toEqual([
        'Преди диска да се напълни',
      ]);
      const ready = await georgi.call('GET', '/api/ready');
      expect(ready.status, full).toBe(503);
      expect(ready.body).toMatchObject({ reason: 'storage_full', storage: { ok: false } });
      expect(server.running()).toBe(true);
    }

    // Room again: the queued messages go out, once each, from the same process.
    for (const filler of fillers) await removeFiller(filler);
    let flushed: 'done' | 'away' = 'away';
    for (let i = 0; i < 20 && flushed === 'away'; i++) {
      await sleep(500);
      flushed = await sender.flush();
    }
    expect(flushed).toBe('done');
    expect(server.running()).toBe(true);
    // Ready again once the free space it saw a moment ago is asked again (at most 1 s).
    let readyAgain = 0;
    for (let i = 0; i < 10 && readyAgain !== 200; i++) {
      await sleep(300);
      readyAgain = (await georgi.call('GET', '/api/ready')).status;
    }
    expect(readyAgain).toBe(200);
    const stored = await allMessages(georgi, chat);
    expect(stored.map((m) => m.content)).toEqual([
      'Преди диска да се напълни',
      'докато дискът е almost пълен',
      'докато дискът е completely пълен',
    ]);

    // A server started on a full disk refuses in one line, then starts once there is room.
    await server.kill('SIGKILL');
    const filler = await fillDisk(disk.dir);
    const refused = await runUntilExit(env);
    expect(refused.code, refused.stderr).toBe(1);
    expect(refused.stderr).toMatch(
      new RegExp(
        `^Cannot start: DATA_DIR ${join(disk.dir, 'data')} has \\d+ MB free; the embedded database needs 64 MB to start\\n$`,
      ),
    );
    await removeFiller(filler);
    server = await startServer(env);
    georgi.baseUrl = server.url;
    expect((await allMessages(georgi, chat)).length).toBe(3);
    await server.kill('SIGTERM');
  });

  describe('PGlite when PostgreSQL PANICs on a full disk', () => {
    const run = promisify(execFile);
    const script = join(import.meta.dirname, 'lib/pglite-full-disk.ts');
    /** The driver in a process of its own, on a 192 MB disk; its JSON events and how it ended. */
    async function scenario(name: string, disk: Mounted) {
      const result = await run(
        process.execPath,
        ['--import', 'tsx', script, name, join(disk.dir, 'db'), disk.dir],
        { timeout: 120_000 },
      ).catch(
        (error: { stdout: string; stderr: string; signal: string | null; code: number | null }) =>
          error,
      );
      const events = result.stdout
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line));
      const acknowledged = events.filter((e) => e.event === 'acknowledged').at(-1)?.n ?? 0;
      const byName = Object.fromEntries(events.map((e) => [e.event, e]));
      return {
        byName,
        acknowledged,
        stderr: result.stderr,
        signal: 'signal' in result ? result.signal : null,
      };
    }

    it('without a transaction: calls fail at once instead of freezing, and it reopens in-process once there is room', async () => {
      const disk = await mountTmpfs(192);
      cleanups.push(() => disk.unmount());
      const { byName, acknowledged } = await scenario('autocommit', disk);
      expect(byName['write failed']).toMatchObject({ dead: true, outage: 'storage_full' });
      expect(byName['write failed'].message).toMatch(/pg_wal.*No space left on device/);
      expect(byName['calls while full']).toMatchObject({
        read: 'storage_full',
        transaction: 'storage_full',
      });
      expect(byName['room again']).toMatchObject({ n: acknowledged, rows: 20000 });
      expect(byName['writes after']).toMatchObject({ write: 'answered' });
    });

    it('with the guard: no transaction starts without the reserve, reads go on, writes resume', async () => {
      const disk = await mountTmpfs(192);
      cleanups.push(() => disk.unmount());
      const { byName, acknowledged } = await scenario('guarded', disk);
      expect(acknowledged).toBe(0);
      expect(byName['write failed']).toMatchObject({ outage: 'storage_full' });
      expect(byName['calls while full']).toMatchObject({
        read: 'answered',
        transaction: 'storage_full',
      });
      expect(byName['room again']).toMatchObject({ n: 0, rows: 20000 });
      expect(byName['writes after']).toMatchObject({ write: 'answered' });
    });

    it('inside a transaction the PANIC freezes PGlite: the watchdog ends the process, and every acknowledged write is there on the next start', async () => {
      const disk = await mountTmpfs(192);
      cleanups.push(() => disk.unmount());
      const { acknowledged, stderr, signal } = await scenario('unguarded', disk);
      expect(signal).toBe('SIGKILL');
      expect(stderr).toMatch(/The embedded database froze on a full disk in .* ending the process/);
      expect(acknowledged).toBeGreaterThan(0);
      for (const file of await readdir(disk.dir))
        if (file.startsWith('filler-')) await removeFiller(join(disk.dir, file));
      const { byName } = await scenario('verify', disk);
      expect(byName.stored).toMatchObject({ n: acknowledged, rows: 20000 });
    });
  });
});
