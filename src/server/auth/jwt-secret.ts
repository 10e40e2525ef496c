import { randomBytes } from 'node:crypto';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { JWT_SECRET_MIN_LENGTH } from '#server/config';
import { StartupError } from '#server/startup-error';

/**
 * The configured JWT_SECRET, or (outside production, where config.ts demands one) a secret
 * generated on first start and kept in DATA_DIR/jwt-secret, readable by the owner only.
 */
export async function resolveJwtSecret(config: {
  jwtSecret: string | undefined;
  dataDir: string;
}): Promise<string> {
  if (config.jwtSecret) return config.jwtSecret;
  const dir = resolve(config.dataDir);
  const file = join(dir, 'jwt-secret');
  try {
    await mkdir(dir, { recursive: true });
    const secret = randomBytes(48).toString('base64url');
    await writeFile(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
    await chmod(file, 0o600);
    return secret;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code !== 'EEXIST') {
      throw new StartupError(`DATA_DIR ${dir} is not writable for jwt-secret (${code ?? 'error'})`);
    }
  }
  const secret = (await readFile(file, 'utf8')).trim();
  if (secret.length < JWT_SECRET_MIN_LENGTH) {
    throw new StartupError(
      `${file} holds no usable secret (under ${JWT_SECRET_MIN_LENGTH} characters); delete it to make a new one`,
    );
  }
  return secret;
}
