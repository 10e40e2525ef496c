import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import webPush from 'web-push';
import {
  VAPID_PRIVATE_KEY_FORMAT,
  VAPID_PUBLIC_KEY_FORMAT,
  type VapidKeys,
  vapidPublicKeyOf,
} from '../config';
import { StartupError } from '../startup-error';

export const VAPID_KEYS_FILE = 'vapid-keys.json';

function usable(keys: unknown): keys is VapidKeys {
  const { publicKey, privateKey } = (keys ?? {}) as Partial<Record<keyof VapidKeys, unknown>>;
  return (
    typeof publicKey === 'string' &&
    typeof privateKey === 'string' &&
    VAPID_PUBLIC_KEY_FORMAT.test(publicKey) &&
    VAPID_PRIVATE_KEY_FORMAT.test(privateKey) &&
    vapidPublicKeyOf(privateKey) === publicKey
  );
}

/**
 * The configured VAPID keys, or a pair generated on first start and kept in
 * DATA_DIR/vapid-keys.json, readable by the owner only. Every device subscribes with the public
 * key, so a new pair means every device has to subscribe again: the pair is never replaced.
 */
export async function resolveVapidKeys(config: {
  vapidKeys: VapidKeys | undefined;
  dataDir: string;
}): Promise<VapidKeys> {
  if (config.vapidKeys) return config.vapidKeys;
  const dir = resolve(config.dataDir);
  const file = join(dir, VAPID_KEYS_FILE);
  try {
    await mkdir(dir, { recursive: true });
    const { publicKey, privateKey } = webPush.generateVAPIDKeys();
    await writeFile(file, `${JSON.stringify({ publicKey, privateKey }, null, 2)}\n`, {
      mode: 0o600,
      flag: 'wx',
    });
    await chmod(file, 0o600);
    return { publicKey, privateKey };
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code !== 'EEXIST') {
      throw new StartupError(
        `DATA_DIR ${dir} is not writable for ${VAPID_KEYS_FILE} (${code ?? 'error'})`,
      );
    }
  }
  let keys: unknown;
  try {
    keys = JSON.parse(await readFile(file, 'utf8'));
  } catch {
    keys = undefined;
  }
  if (!usable(keys)) {
    throw new StartupError(
      `${file} holds no usable VAPID key pair; delete it to make a new one (devices then subscribe again)`,
    );
  }
  return { publicKey: keys.publicKey, privateKey: keys.privateKey };
}
