import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lockDataDir } from '#server/db/data-dir-lock';
import type { Db } from '#server/db/db';
import { migrate } from '#server/db/migrate';
import { openPglite } from '#server/db/pglite-db';
import { openPostgres } from '#server/db/postgres-db';
import { seedSampleData } from './seed';

const adminUrl = process.env.TEST_DATABASE_URL;

/** Runs `npm run db:move` as npm does, from source. */
function runMove(args: string[]) {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', join(import.meta.dirname, 'move-cli.ts'), ...args],
    { env: { ...process.env, DATABASE_URL: '' } },
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

async function adminQuery(sql: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** Every row of every table as text, sorted, with times written in UTC on both databases. */
async function everyRow(db: Db): Promise<Record<string, string[]>> {
  return db.transaction(async (tx) => {
    await tx.query("set local timezone = 'UTC'");
    const tables = await tx.query<{ name: string }>(
      `select relname as name from pg_class
       where relnamespace = 'public'::regnamespace and relkind = 'r' order by relname`,
    );
    const rows: Record<string, string[]> = {};
    for (const { name } of tables) {
      const found = await tx.query<{ row: string }>(
        `select t::text as row from "${name}" t order by 1`,
      );
      rows[name] = found.map((r) => r.row);
    }
    return rows;
  });
}

async function sequenceStates(db: Db) {
  const sequences = await db.query<{ name: string }>(
    `select relname as name from pg_class
     where relnamespace = 'public'::regnamespace and relkind = 'S' order by relname`,
  );
  const states: Record<string, unknown> = {};
  for (const { name } of sequences) {
    [states[name]] = await db.query(`select last_value::text, is_called from "${name}"`);
  }
  return states;
}

describe.skipIf(!adminUrl)('npm run db:move', () => {
  let dataDir: string;
  let targetUrl: string;
  let targetName: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'tennis-move-'));
    const embedded = await openPglite(join(dataDir, 'pglite'));
    await migrate(embedded);
    await seedSampleData(embedded);
    // Rows in the tables numbered by identity columns, so their sequences have moved on.
    await embedded.query(
      `insert into outbox (kind, payload, due_at, created_at)
       select 'sample', jsonb_build_object('n', n), now(), now() from generate_series(1, 3) n`,
    );
    await embedded.query(
      `insert into rate_limit_events (bucket, at, keep_until)
       select 'message:user-' || n, now() - n * interval '1 microsecond', now()
       from generate_series(1, 5) n`,
    );
    // A conversation whose texts test the copy: Cyrillic, quotes, a backslash, a line break.
    const [pair] = await embedded.query<{ a: string; b: string }>(
      'select min(id::text) as a, max(id::text) as b from profiles',
    );
    const [conversation] = await embedded.query<{ id: string }>(
      `insert into conversations (participant1_id, participant2_id, last_seq, last_message_at)
       values ($1, $2, 3, now()) returning id`,
      [pair?.a, pair?.b],
    );
    await embedded.query(
      `insert into conversation_participants (conversation_id, profile_id, read_seq, unread_mailed)
       values ($1, $2, 3, false), ($1, $3, 1, true)`,
      [conversation?.id, pair?.a, pair?.b],
    );
    await embedded.query(
      `insert into messages (conversation_id, seq, sender_id, content, client_id)
       values ($1, 1, $2, 'Здравей! "Утре" в 18:00?', null),
              ($1, 2, $3, E'Да \\ може,\nна корт 3', gen_random_uuid()),
              ($1, 3, $2, '{"not": "json"} (a,b)', null)`,
      [conversation?.id, pair?.a, pair?.b],
    );
    await embedded.close();
    targetName = `tennis_test_move_${randomBytes(6).toString('hex')}`;
    await adminQuery(`create database ${targetName}`);
    const parsed = new URL(adminUrl as string);
    parsed.pathname = `/${targetName}`;
    targetUrl = parsed.toString();
  }, 120_000);

  afterAll(async () => {
    if (targetName) await adminQuery(`drop database if exists ${targetName} with (force)`);
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  }, 30_000);

  it('refuses a data directory a running server holds', async () => {
    const held = lockDataDir(dataDir);
    try {
      const result = await runMove(['--to', targetUrl, '--data-dir', dataDir]);
      expect(result.code).toBe(1);
      expect(result.output).toMatch(/in use by another server/);
    } finally {
      held.release();
    }
  }, 60_000);

  it('copies every row and sequence into an empty PostgreSQL', async () => {
    const result = await runMove(['--to', targetUrl, '--data-dir', dataDir]);
    expect(result.output).toMatch(/Every table has as many rows as before/);
    expect(result.code).toBe(0);

    const embedded = await openPglite(join(dataDir, 'pglite'));
    const target = await openPostgres(targetUrl);
    try {
      const expected = await everyRow(embedded);
      expect(expected.profiles?.length).toBeGreaterThan(0);
      expect(expected.messages?.length).toBeGreaterThan(0);
      expect(expected.outbox).toHaveLength(3);
      // Row for row, the courts' version (migration 0027) too: the target's triggers stay off
      // while the rows are copied as the embedded database's left them.
      expect(await everyRow(target)).toEqual(expected);
      expect(expected.courts_catalogue).toEqual(['(t,1)']);
      expect(await sequenceStates(target)).toEqual(await sequenceStates(embedded));
      // The next row numbered by PostgreSQL follows the moved ones.
      const [next] = await target.query<{ id: string }>(
        `insert into outbox (kind, payload, due_at, created_at)
         values ('after', '{}', now(), now()) returning id::text`,
      );
      expect(Number(next?.id)).toBe(4);
    } finally {
      await embedded.close();
      await target.close();
    }
  }, 60_000);

  it('refuses a target that is not empty', async () => {
    const result = await runMove(['--to', targetUrl, '--data-dir', dataDir]);
    expect(result.code).toBe(1);
    expect(result.output).toMatch(/not empty/);
  }, 60_000);
});
