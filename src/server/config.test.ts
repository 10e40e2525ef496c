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

  it('puts the sample data in production only when SEED=sample says so', () => {
    const production = { NODE_ENV: 'production', JWT_SECRET: 's'.repeat(32) };
    expect(loadConfig({ NODE_ENV: 'development' }).seed).toBe('sample');
    expect(loadConfig({ NODE_ENV: 'test' }).seed).toBe('sample');
    expect(loadConfig(production).seed).toBe('none');
    expect(loadConfig({ ...production, SEED: '' }).seed).toBe('none');
    expect(loadConfig({ ...production, SEED: 'sample' }).seed).toBe('sample');
    expect(loadConfig({ SEED: 'none' }).seed).toBe('none');
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

const SECRET = 's'.repeat(32);

function errorOf(env: NodeJS.ProcessEnv): string {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.message;
    throw error;
  }
  throw new Error('expected a ConfigError');
}

describe('loadConfig: accounts and mail', () => {
  it('has defaults for a laptop', () => {
    expect(loadConfig({ PORT: '4000' })).toMatchObject({
      jwtSecret: undefined,
      accessTokenTtlSeconds: 900,
      smtpUrl: undefined,
      mailFrom: 'Tennis Sofia <no-reply@localhost>',
      appUrl: undefined,
    });
  });

  it('reads every variable', () => {
    expect(
      loadConfig({
        JWT_SECRET: SECRET,
        ACCESS_TOKEN_TTL: '600',
        SMTP_URL: 'smtps://user:pw@mail.example.com:465',
        MAIL_FROM: 'Tennis Sofia <tennis@example.com>',
        APP_URL: 'https://tennis.example.com/',
      }),
    ).toMatchObject({
      jwtSecret: SECRET,
      accessTokenTtlSeconds: 600,
      smtpUrl: 'smtps://user:pw@mail.example.com:465',
      mailFrom: 'Tennis Sofia <tennis@example.com>',
      appUrl: 'https://tennis.example.com',
    });
  });

  it('refuses to start in production without a long JWT_SECRET, never echoing it', () => {
    expect(errorOf({ NODE_ENV: 'production' })).toBe(
      'JWT_SECRET must be set (at least 32 random characters) when NODE_ENV=production',
    );
    const short = errorOf({ NODE_ENV: 'production', JWT_SECRET: 'hunter2-hunter2' });
    expect(short).toBe(
      'JWT_SECRET must be at least 32 characters when NODE_ENV=production (got 15)',
    );
    expect(short).not.toContain('hunter2');
    expect(loadConfig({ NODE_ENV: 'production', JWT_SECRET: SECRET }).jwtSecret).toBe(SECRET);
  });

  it('gives one line per bad variable and hides the SMTP URL', () => {
    const message = errorOf({
      ACCESS_TOKEN_TTL: '5',
      SMTP_URL: 'http://user:secret@mail',
      APP_URL: 'tennis.example.com',
      NODE_ENV: 'production',
    });
    expect(message.split('\n')).toEqual([
      'ACCESS_TOKEN_TTL must be a whole number of seconds between 60 and 86400 (got "5")',
      'SMTP_URL must be an smtp:// or smtps:// URL',
      'APP_URL must be an http:// or https:// URL (got "tennis.example.com")',
      'JWT_SECRET must be set (at least 32 random characters) when NODE_ENV=production',
      'MAIL_FROM must be set when SMTP_URL is set',
    ]);
  });
});

describe('loadConfig: TRUST_PROXY', () => {
  it('trusts no proxy unless told, so clients cannot choose their own address', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 10.0.0.2' }).trustProxy).toBe('10.0.0.1, 10.0.0.2');
    expect(() => loadConfig({ TRUST_PROXY: 'everyone' })).toThrow(
      'TRUST_PROXY must be true, false, or a comma-separated list of proxy addresses (got "everyone")',
    );
  });
});

describe('loadConfig: CORS_ORIGINS', () => {
  it('allows no other origin unless told', () => {
    expect(loadConfig({}).corsOrigins).toEqual([]);
    expect(loadConfig({ CORS_ORIGINS: '' }).corsOrigins).toEqual([]);
  });

  it('reads origins as browsers send them: lower case, no slash, no default port', () => {
    expect(
      loadConfig({
        CORS_ORIGINS:
          ' HTTPS://App.Example.com:443/ , http://localhost:5173,https://app.example.com',
      }).corsOrigins,
    ).toEqual(['https://app.example.com', 'http://localhost:5173']);
  });

  it.each([
    '*',
    'app.example.com',
    'https://app.example.com/path',
    'https://user@app.example.com',
    'https://app.example.com?x=1',
    'ftp://app.example.com',
    'https://app.example.com:99999',
    'https://app.example.com,',
  ])('refuses %s', (value) => {
    expect(errorOf({ CORS_ORIGINS: value })).toBe(
      `CORS_ORIGINS must be origins (scheme://host[:port]) separated by commas, e.g. "https://app.example.com" (got "${value}")`,
    );
  });
});

describe('loadConfig: notifications and administrators', () => {
  it('has defaults, and the demo administrator only with the sample data outside production', () => {
    expect(loadConfig({})).toMatchObject({
      messageMailDelaySeconds: 600,
      openMatchReminderSeconds: 7200,
      outboxLeaseSeconds: 120,
      adminEmails: ['admin@demo.example.com'],
    });
    expect(loadConfig({ SEED: 'none' }).adminEmails).toEqual([]);
    expect(loadConfig({ NODE_ENV: 'production', JWT_SECRET: SECRET }).adminEmails).toEqual([]);
    expect(loadConfig({ ADMIN_EMAILS: ' Ana@Example.com, boss@club.bg ' }).adminEmails).toEqual([
      'ana@example.com',
      'boss@club.bg',
    ]);
  });

  it('refuses values it cannot use', () => {
    expect(errorOf({ ADMIN_EMAILS: 'ana' })).toBe(
      'ADMIN_EMAILS must be e-mail addresses separated by commas (got "ana")',
    );
    expect(errorOf({ MESSAGE_MAIL_DELAY_SECONDS: '-1' })).toContain('MESSAGE_MAIL_DELAY_SECONDS');
    expect(errorOf({ OPEN_MATCH_REMINDER_SECONDS: '30' })).toContain(
      'OPEN_MATCH_REMINDER_SECONDS must be a whole number of seconds between 60 and 604800',
    );
    expect(loadConfig({ OPEN_MATCH_REMINDER_SECONDS: '3600' }).openMatchReminderSeconds).toBe(3600);
    expect(errorOf({ OUTBOX_LEASE_SECONDS: '1' })).toContain('OUTBOX_LEASE_SECONDS');
    expect(loadConfig({}).weeklyMailAt).toEqual({ weekday: 'mon', time: '08:00' });
    expect(loadConfig({ WEEKLY_MAIL_AT: 'sat 21:30' }).weeklyMailAt).toEqual({
      weekday: 'sat',
      time: '21:30',
    });
    expect(errorOf({ WEEKLY_MAIL_AT: 'monday 8:00' })).toContain(
      'WEEKLY_MAIL_AT must be a weekday and a time in Sofia',
    );
  });
});

describe('loadConfig: push', () => {
  // A pair as `npx web-push generate-vapid-keys` prints it.
  const PUBLIC_KEY =
    'BJ9ldhPq9PgOkkOY_6t6MKiiPWBe9vpY44qZqLLC3QqH5CT3LdsUeqfBysKn8rVwoMS-LCs3AdAPGjbaEK_N02M';
  const PRIVATE_KEY = 'tdGiSpGUlKg5LqMdsBQb3LXJLagwJlKmUiSwaP4Ua1o';

  it('keeps its keys in DATA_DIR unless told, and names someone to contact', () => {
    expect(loadConfig({})).toMatchObject({
      vapidKeys: undefined,
      vapidSubject: 'mailto:no-reply@localhost',
    });
    expect(loadConfig({ APP_URL: 'https://tennis.example.com/' }).vapidSubject).toBe(
      'https://tennis.example.com',
    );
    expect(
      loadConfig({
        MAIL_FROM: 'Tennis <tennis@example.com>',
        APP_URL: 'https://tennis.example.com',
      }).vapidSubject,
    ).toBe('mailto:tennis@example.com');
    expect(
      loadConfig({
        VAPID_PUBLIC_KEY: PUBLIC_KEY,
        VAPID_PRIVATE_KEY: PRIVATE_KEY,
        VAPID_SUBJECT: 'mailto:ops@example.com',
      }),
    ).toMatchObject({
      vapidKeys: { publicKey: PUBLIC_KEY, privateKey: PRIVATE_KEY },
      vapidSubject: 'mailto:ops@example.com',
    });
  });

  it('refuses half a pair, keys that do not match, and never echoes the private key', () => {
    expect(errorOf({ VAPID_PUBLIC_KEY: PUBLIC_KEY })).toBe(
      'VAPID_PRIVATE_KEY must be set when VAPID_PUBLIC_KEY is set',
    );
    expect(errorOf({ VAPID_PRIVATE_KEY: PRIVATE_KEY })).toBe(
      'VAPID_PUBLIC_KEY must be set when VAPID_PRIVATE_KEY is set',
    );
    const other = `${PRIVATE_KEY.slice(0, -1)}A`;
    const mismatch = errorOf({ VAPID_PUBLIC_KEY: PUBLIC_KEY, VAPID_PRIVATE_KEY: other });
    expect(mismatch).toBe('VAPID_PUBLIC_KEY is not the public key of VAPID_PRIVATE_KEY');
    const bad = errorOf({ VAPID_PUBLIC_KEY: PUBLIC_KEY, VAPID_PRIVATE_KEY: 'secret-but-short' });
    expect(bad).toBe('VAPID_PRIVATE_KEY must be a VAPID private key (32 bytes in base64url)');
    expect(errorOf({ VAPID_SUBJECT: 'http://tennis.example.com' })).toBe(
      'VAPID_SUBJECT must be a mailto: address or an https:// URL (got "http://tennis.example.com")',
    );
  });
});

describe('loadConfig: MAP_TILE_URL', () => {
  it("takes OpenStreetMap's tiles unless told", () => {
    expect(loadConfig({}).mapTileUrl).toBe('https://tile.openstreetmap.org/{z}/{x}/{y}.png');
    const own = 'https://tiles.example.com/osm/{z}/{x}/{y}.png';
    expect(loadConfig({ MAP_TILE_URL: own }).mapTileUrl).toBe(own);
  });

  it.each([
    'https://tile.example.com/tiles.png',
    'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png',
    'ftp://tile.example.com/{z}/{x}/{y}.png',
  ])('refuses %s', (value) => {
    expect(errorOf({ MAP_TILE_URL: value })).toBe(
      `MAP_TILE_URL must be an http:// or https:// URL with {z}, {x} and {y} and its host written out (no {s}), e.g. "https://tile.openstreetmap.org/{z}/{x}/{y}.png" (got "${value}")`,
    );
  });
});
