import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import webPush from 'web-push';
import { vapidPublicKeyOf } from '#server/config';
import { StartupError } from '#server/startup-error';
import { resolveVapidKeys, VAPID_KEYS_FILE } from './vapid-keys';

let dataDir: string;
beforeEach(async () => {
  dataDir = join(await mkdtemp(join(tmpdir(), 'vapid-keys-')), 'data');
});
afterEach(() => rm(join(dataDir, '..'), { recursive: true, force: true }));

describe('resolveVapidKeys', () => {
  it('uses the configured pair when set, and writes no file', async () => {
    const configured = webPush.generateVAPIDKeys();
    expect(await resolveVapidKeys({ vapidKeys: configured, dataDir })).toEqual(configured);
    await expect(stat(join(dataDir, VAPID_KEYS_FILE))).rejects.toThrow();
  });

  it('creates DATA_DIR/vapid-keys.json once, readable by the owner only, and keeps it', async () => {
    const first = await resolveVapidKeys({ vapidKeys: undefined, dataDir });
    expect(vapidPublicKeyOf(first.privateKey)).toBe(first.publicKey);
    const file = join(dataDir, VAPID_KEYS_FILE);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(JSON.parse(await readFile(file, 'utf8'))).toEqual(first);
    expect(await resolveVapidKeys({ vapidKeys: undefined, dataDir })).toEqual(first);
  });

  it('two starts at the same moment end with one pair', async () => {
    const [a, b] = await Promise.all([
      resolveVapidKeys({ vapidKeys: undefined, dataDir }),
      resolveVapidKeys({ vapidKeys: undefined, dataDir }),
    ]);
    expect(a).toEqual(b);
    expect(JSON.parse(await readFile(join(dataDir, VAPID_KEYS_FILE), 'utf8'))).toEqual(a);
  });

  it('refuses a file that holds no usable pair', async () => {
    await resolveVapidKeys({ vapidKeys: undefined, dataDir });
    const file = join(dataDir, VAPID_KEYS_FILE);
    const other = webPush.generateVAPIDKeys();
    const mismatched = { ...webPush.generateVAPIDKeys(), publicKey: other.publicKey };
    for (const content of ['not json', '{}', JSON.stringify(mismatched)]) {
      await writeFile(file, content);
      await expect(resolveVapidKeys({ vapidKeys: undefined, dataDir })).rejects.toBeInstanceOf(
        StartupError,
      );
    }
  });

  it('says which folder it cannot write', async () => {
    const plainFile = join(dataDir, '..', 'plain-file');
    await writeFile(plainFile, '');
    await expect(
      resolveVapidKeys({ vapidKeys: undefined, dataDir: join(plainFile, 'data') }),
    ).rejects.toThrow(/is not writable for vapid-keys.json \(ENOTDIR\)/);
  });
});
