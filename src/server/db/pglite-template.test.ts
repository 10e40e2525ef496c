import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from './open-database';
import { openPglite } from './pglite-db';
import { buildPgliteTemplate, createFromTemplate } from './pglite-template';

let root: string;
let template: string;
const config = { databaseUrl: undefined, nodeEnv: 'development' as const, seed: 'sample' as const };

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'tennis-template-'));
  template = join(root, 'template');
  await buildPgliteTemplate(template);
  // A mark only this template holds: a database that has it was copied, not created anew.
  const marked = await openPglite(template);
  await marked.query('create table template_mark (id int)');
  await marked.close();
}, 60_000);
afterAll(() => rm(root, { recursive: true, force: true }));

const migrationCount = async () =>
  (await readdir(join(import.meta.dirname, 'migrations'))).filter((f) => f.endsWith('.sql')).length;

describe('a new embedded database from the build’s template', () => {
  it('is a copy of the template with every migration applied, then seeded; the template is untouched', async () => {
    const dataDir = join(root, 'new');
    const opened = await openDatabase({ ...config, dataDir }, { pgliteTemplate: template });
    const [mark] = await opened.db.query<{ name: string | null }>(
      "select to_regclass('template_mark')::text as name",
    );
    const [migrations] = await opened.db.query<{ n: number }>(
      'select count(*)::int as n from schema_migrations',
    );
    const [courts] = await opened.db.query<{ n: number }>('select count(*)::int as n from courts');
    await opened.close();
    expect(mark?.name).toBe('template_mark');
    expect(migrations?.n).toBe(await migrationCount());
    expect(courts?.n).toBe(7);
    expect((await readdir(dataDir)).filter((name) => name.includes('creating'))).toEqual([]);

    const untouched = await openPglite(template);
    const [users] = await untouched.query<{ n: number }>('select count(*)::int as n from users');
    await untouched.close();
    expect(users?.n).toBe(0);
  }, 60_000);

  it('fills an empty database directory, and never replaces one that holds files', async () => {
    const empty = join(root, 'empty', 'pglite');
    await mkdir(empty, { recursive: true });
    expect(await createFromTemplate(empty, template)).toBe(true);

    const occupied = join(root, 'occupied', 'pglite');
    await mkdir(occupied, { recursive: true });
    await writeFile(join(occupied, 'something'), 'kept');
    expect(await createFromTemplate(occupied, template)).toBe(false);
    expect(await readdir(occupied)).toEqual(['something']);
  });

  it('does nothing without a template (a start from source)', async () => {
    expect(await createFromTemplate(join(root, 'none', 'pglite'), join(root, 'missing'))).toBe(
      false,
    );
  });
});
