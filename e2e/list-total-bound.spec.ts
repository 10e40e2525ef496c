import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import { test } from './fixtures/base';
import { removeServer, type ServerProcess, startServer } from './fixtures/server-process';

// Past 1,000 matches a list's heading says '1000+' (decision 017). The server runs on an embedded
// database filled by `npm run seed:large` with 1,100 players and 1,050 courts.

// One seeded server for the file: its tests run in order in one worker.
test.describe.configure({ mode: 'default' });

let dataDir: string;
let server: ServerProcess;

function seedLarge(dir: string): Promise<void> {
  const args = ['tsx', 'src/server/db-tools/large-seed/seed-large-cli.ts'];
  const plan = ['--players', '1100', '--courts', '1050', '--messages', '0', '--booking-days', '0'];
  return new Promise((resolve, reject) => {
    const child = spawn('npx', [...args, ...plan], {
      env: { ...process.env, DATA_DIR: dir, DATABASE_URL: '', NODE_ENV: 'development' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk;
    });
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`seed:large exited with ${code}:\n${output}`)),
    );
  });
}

test.beforeAll(async () => {
  test.setTimeout(120_000);
  dataDir = await mkdtemp(join(tmpdir(), 'tennis-e2e-large-'));
  await seedLarge(dataDir);
  server = await startServer({ DATA_DIR: dataDir });
});

test.afterAll(async () => {
  await removeServer(server);
  await rm(dataDir, { recursive: true, force: true });
});

test('a list past 1,000 matches says so, and an exact count comes back with a filter', async ({
  page,
}) => {
  await page.goto(server.url);
  await expect(page.getByRole('heading', { name: '1000+ играчи' })).toBeVisible();
  await expect(page.getByText('Показани 24 от 1000+')).toBeVisible();
  // The players' own 'Show more' (the open matches board below has one of its own).
  await page
    .getByRole('region', { name: '1000+ играчи' })
    .getByRole('button', { name: 'Покажи още' })
    .click();
  await expect(page.getByText('Показани 48 от 1000+')).toBeVisible();

  await page.goto(`${server.url}/?tab=courts`);
  await expect(page.getByRole('heading', { name: '1000+ корта' })).toBeVisible();
  // A search narrows the courts under the cap: the count is exact again.
  await page.getByRole('searchbox', { name: 'Търси кортове по име' }).fill('Бояна 10');
  await expect(page.getByRole('heading', { name: /^\d{1,3} корта?$/ })).toBeVisible();
});

test('in English the bound reads "1,000+ players"', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('language', 'en'));
  await page.goto(server.url);
  await expect(page.getByRole('heading', { name: '1,000+ players' })).toBeVisible();
  await expect(page.getByText('Showing 24 of 1,000+')).toBeVisible();
});
