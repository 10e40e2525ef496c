import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('uses the documented defaults', () => {
    expect(loadConfig({})).toMatchObject({
      port: 3000,
      host: 'localhost',
      dataDir: './data',
      databaseUrl: undefined,
      seed: 'sample',
    });
  });

  it('names each bad variable and the reason', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(
      'PORT must be a whole number between 0 and 65535 (got "abc")',
    );
    expect(() => loadConfig({ SEED: 'lots' })).toThrow('SEED must be "sample" or "none"');
  });

  it('never echoes a database URL, which may hold a password', () => {
    try {
      loadConfig({ DATABASE_URL: 'mysql://user:secret@host/db' });
      expect.unreachable();
    } catch (error) {
      expect((error as Error).message).toBe(
        'DATABASE_URL must be a postgres:// or postgresql:// URL',
      );
    }
  });
});
