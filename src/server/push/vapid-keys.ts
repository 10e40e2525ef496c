import { randomBytes } from 'node:crypto';
import { chmod, link, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import {
  VAPID_PRIVATE_KEY_FORMAT,
  VAPID_PUBLIC_KEY_FORMAT,
  type VapidKeys,
  vapidPublicKeyOf,
} from '#server/config';
import { StartupError } from '#server/startup-error';

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
  let text = await readFile(file, 'utf8').catch(() => undefined);
  if (text === undefined) {
    try {
      return await createKeys(dir, file);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code !== 'EEXIST') {
        throw new StartupError(
          `DATA_DIR ${dir} is not writable for ${VAPID_KEYS_FILE} (${code ?? 'error'})`,
        );
      }
      // Another process made the pair at the same moment: use theirs.
      text = await readFile(file, 'utf8').catch(() => undefined);
    }
  }
  let keys: unknown;
  try {
    keys = JSON.parse(text ?? '');
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

/**
 * A new pair, written whole into a file of its own and then linked into place: `link` fails
 * with EEXIST when another start got there first, and a reader never sees half a file.
 */
async function createKeys(dir: string, file: string): Promise<VapidKeys> {
  await mkdir(dir, { recursive: true });
  const { default: webPush } = await import('web-push');
  const { publicKey, privateKey } = webPush.generateVAPIDKeys();
  const draft = `${file}.${randomBytes(6).toString('hex')}`;
  try {
    await writeFile(draft, `${JSON.stringify({ publicKey, privateKey }, null, 2)}\n`, {
      mode: 0o600,
    });
    await chmod(draft, 0o600);
    await link(draft, file);
  } finally {
    await rm(draft, { force: true });
  }
  return { publicKey, privateKey };
}
