import { createECDH } from 'node:crypto';
import { z } from 'zod';
import { DEFAULT_MAP_TILE_URL, isTileUrlTemplate } from '#contract/map-tiles';
import { OPEN_MATCH_REMINDER_HOURS } from '#contract/open-match-values';
import { SAMPLE_ADMIN_EMAIL } from '#server/db-tools/sample-data';
import type { WeeklyMailAt } from '#server/routes/proposals/weekly-mail';

const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** VAPID keys as web-push makes them: an uncompressed P-256 point and a scalar, base64url. */
export const VAPID_PUBLIC_KEY_FORMAT = /^B[A-Za-z0-9_-]{86}$/;
export const VAPID_PRIVATE_KEY_FORMAT = /^[A-Za-z0-9_-]{43}$/;

/** An http(s) origin and nothing more: no path, query, user or password. */
function isOrigin(text: string): boolean {
  if (!/^https?:\/\/[^/?#@\s]+\/?$/i.test(text)) return false;
  try {
    return new URL(text).origin !== 'null';
  } catch {
    return false;
  }
}

const envSchema = z.object({
  PORT: z.coerce
    .number({ message: 'must be a whole number between 0 and 65535' })
    .int('must be a whole number between 0 and 65535')
    .min(0, 'must be a whole number between 0 and 65535')
    .max(65535, 'must be a whole number between 0 and 65535')
    .default(3000),
  HOST: z.string().min(1, 'must not be empty').default('localhost'),
  DATA_DIR: z.string().min(1, 'must not be empty').default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\/.+/, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  SEED: z.enum(['sample', 'none'], { message: 'must be "sample" or "none"' }).optional(),
  LOG_LEVEL: z
    .enum(logLevels, { message: `must be one of ${logLevels.join(', ')}` })
    .default('info'),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  JWT_SECRET: z.string().optional(),
  ACCESS_TOKEN_TTL: z.coerce
    .number({ message: 'must be a whole number of seconds between 60 and 86400' })
    .int('must be a whole number of seconds between 60 and 86400')
    .min(60, 'must be a whole number of seconds between 60 and 86400')
    .max(86400, 'must be a whole number of seconds between 60 and 86400')
    .default(900),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/.+/, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z
    .string()
    .regex(
      /^(?:[^<>]*<[^\s<>@]+@[^\s<>@]+>|[^\s<>@]+@[^\s<>@]+)$/,
      'must be an address, e.g. "Tennis Sofia <no-reply@example.com>"',
    )
    .optional(),
  TRUST_PROXY: z
    .string()
    .regex(
      /^(true|false|[0-9a-fA-F.:/]+(\s*,\s*[0-9a-fA-F.:/]+)*)$/,
      'must be true, false, or a comma-separated list of proxy addresses',
    )
    .optional(),
  CORS_ORIGINS: z
    .string()
    .refine(
      (value) => value.split(',').every((origin) => isOrigin(origin.trim())),
      'must be origins (scheme://host[:port]) separated by commas, e.g. "https://app.example.com"',
    )
    .optional(),
  MESSAGE_MAIL_DELAY_SECONDS: z.coerce
    .number({ message: 'must be a whole number of seconds between 0 and 604800' })
    .int('must be a whole number of seconds between 0 and 604800')
    .min(0, 'must be a whole number of seconds between 0 and 604800')
    .max(604800, 'must be a whole number of seconds between 0 and 604800')
    .default(600),
  OPEN_MATCH_REMINDER_SECONDS: z.coerce
    .number({ message: 'must be a whole number of seconds between 60 and 604800' })
    .int('must be a whole number of seconds between 60 and 604800')
    .min(60, 'must be a whole number of seconds between 60 and 604800')
    .max(604800, 'must be a whole number of seconds between 60 and 604800')
    .default(OPEN_MATCH_REMINDER_HOURS * 3600),
  WEEKLY_MAIL_AT: z
    .string()
    .regex(
      /^(mon|tue|wed|thu|fri|sat|sun) ([01]\d|2[0-3]):[0-5]\d$/,
      'must be a weekday and a time in Sofia, e.g. "mon 08:00"',
    )
    .default('mon 08:00'),
  OUTBOX_LEASE_SECONDS: z.coerce
    .number({ message: 'must be a whole number of seconds between 5 and 3600' })
    .int('must be a whole number of seconds between 5 and 3600')
    .min(5, 'must be a whole number of seconds between 5 and 3600')
    .max(3600, 'must be a whole number of seconds between 5 and 3600')
    .default(120),
  ADMIN_EMAILS: z
    .string()
    .regex(
      /^\s*[^\s,@]+@[^\s,@]+\.[^\s,@]+(\s*,\s*[^\s,@]+@[^\s,@]+\.[^\s,@]+)*\s*$/,
      'must be e-mail addresses separated by commas',
    )
    .optional(),
  APP_URL: z
    .string()
    .regex(/^https?:\/\/[^/\s]+(\/[^\s]*)?$/, 'must be an http:// or https:// URL')
    .optional(),
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(VAPID_PUBLIC_KEY_FORMAT, 'must be a VAPID public key (65 bytes in base64url)')
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(VAPID_PRIVATE_KEY_FORMAT, 'must be a VAPID private key (32 bytes in base64url)')
    .optional(),
  VAPID_SUBJECT: z
    .string()
    .regex(
      /^(mailto:[^\s@]+@[^\s@]+|https:\/\/[^/\s]+(\/\S*)?)$/,
      'must be a mailto: address or an https:// URL',
    )
    .optional(),
  MAP_TILE_URL: z
    .string()
    .refine(
      isTileUrlTemplate,
      'must be an http:// or https:// URL with {z}, {x} and {y} and its host written out (no {s}), e.g. "https://tile.openstreetmap.org/{z}/{x}/{y}.png"',
    )
    .default(DEFAULT_MAP_TILE_URL),
});

export const JWT_SECRET_MIN_LENGTH = 32;
const DEFAULT_MAIL_FROM = 'Tennis Sofia <no-reply@localhost>';
/** Variables whose values are never echoed in an error line. */
const SECRET_VARIABLES = new Set(['DATABASE_URL', 'JWT_SECRET', 'SMTP_URL', 'VAPID_PRIVATE_KEY']);

/** The public key that belongs to a VAPID private key; undefined when it is no P-256 key. */
export function vapidPublicKeyOf(privateKey: string): string | undefined {
  try {
    const ecdh = createECDH('prime256v1');
    ecdh.setPrivateKey(Buffer.from(privateKey, 'base64url'));
    return ecdh.getPublicKey().toString('base64url');
  } catch {
    return undefined;
  }
}

function vapidProblems(env: Record<string, string | undefined>): string[] {
  const { VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey } = env;
  if (publicKey && !privateKey)
    return ['VAPID_PRIVATE_KEY must be set when VAPID_PUBLIC_KEY is set'];
  if (privateKey && !publicKey)
    return ['VAPID_PUBLIC_KEY must be set when VAPID_PRIVATE_KEY is set'];
  if (
    publicKey &&
    privateKey &&
    VAPID_PUBLIC_KEY_FORMAT.test(publicKey) &&
    VAPID_PRIVATE_KEY_FORMAT.test(privateKey) &&
    vapidPublicKeyOf(privateKey) !== publicKey
  ) {
    return ['VAPID_PUBLIC_KEY is not the public key of VAPID_PRIVATE_KEY'];
  }
  return [];
}

/** Rules that tie several variables together, as `NAME problem` lines. */
function crossVariableProblems(env: Record<string, string | undefined>): string[] {
  const problems: string[] = [];
  const secret = env.JWT_SECRET;
  if (env.NODE_ENV === 'production' && (secret?.length ?? 0) < JWT_SECRET_MIN_LENGTH) {
    problems.push(
      secret
        ? `JWT_SECRET must be at least ${JWT_SECRET_MIN_LENGTH} characters when NODE_ENV=production (got ${secret.length})`
        : `JWT_SECRET must be set (at least ${JWT_SECRET_MIN_LENGTH} random characters) when NODE_ENV=production`,
    );
  }
  if (env.SMTP_URL && !env.MAIL_FROM) problems.push('MAIL_FROM must be set when SMTP_URL is set');
  problems.push(...vapidProblems(env));
  return problems;
}

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /**
   * Whether the sample data (courts, players, the demo accounts) is put in the database:
   * 'sample' by default, 'none' by default when NODE_ENV=production.
   */
  seed: 'sample' | 'none';
  logLevel: (typeof logLevels)[number];
  nodeEnv: 'development' | 'production' | 'test';
  /** Undefined outside production when not set: the server keeps one in DATA_DIR/jwt-secret. */
  jwtSecret: string | undefined;
  accessTokenTtlSeconds: number;
  /** Undefined: mails are written to DATA_DIR/mail as .eml files. */
  smtpUrl: string | undefined;
  mailFrom: string;
  /**
   * Public base URL of the site, without a trailing slash; e-mail links start with it.
   * Undefined: http://localhost:<the port the server listens on>.
   */
  appUrl: string | undefined;
  /**
   * Which proxies may set X-Forwarded-For (Fastify's trustProxy). Off by default: otherwise any
   * client could pick its own address and slip past the per-address rate limits.
   */
  trustProxy: boolean | string;
  /**
   * Origins of other sites whose pages may call the API (CORS) and open the realtime socket, as
   * `scheme://host[:port]`. Empty by default: only the app's own pages.
   */
  corsOrigins: string[];
  /** How long a chat message waits unread before it is mailed to its recipient. */
  messageMailDelaySeconds: number;
  /** How long before an open match's start its players are reminded of it. */
  openMatchReminderSeconds: number;
  /** When the weekly mail of partners and games goes out (WEEKLY_MAIL_AT). */
  weeklyMailAt: WeeklyMailAt;
  /**
   * How long a mail claimed by a process is held before another process may send it: after a
   * crash, it waits this long. Keep it above the mail server's slowest answer (30 s timeouts).
   */
  outboxLeaseSeconds: number;
  /**
   * The administrators' e-mail addresses (lower case): they approve or reject court claims.
   * Unset: none, except that the sample data's demo administrator is one outside production.
   */
  adminEmails: string[];
  /** Undefined when not set: the server keeps a pair in DATA_DIR/vapid-keys.json. */
  vapidKeys: VapidKeys | undefined;
  /** Who push services may contact about this server's pushes: a mailto: or https: URL. */
  vapidSubject: string;
  /**
   * Where the courts map's tiles come from, `{z}/{x}/{y}` filled in by the map; the CSP lets
   * pages load images from its host and no other.
   */
  mapTileUrl: string;
};

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/** VAPID_SUBJECT, else the sender of the mails, else the site when it is https. */
function vapidSubject(e: { VAPID_SUBJECT?: string; MAIL_FROM?: string; APP_URL?: string }) {
  if (e.VAPID_SUBJECT) return e.VAPID_SUBJECT;
  const address = (from: string) => /<([^>]+)>/.exec(from)?.[1] ?? from;
  if (e.MAIL_FROM) return `mailto:${address(e.MAIL_FROM)}`;
  if (e.APP_URL?.startsWith('https://')) return e.APP_URL.replace(/\/+$/, '');
  return `mailto:${address(DEFAULT_MAIL_FROM)}`;
}

/** Each origin as browsers send it in `Origin`: lower case, no trailing slash, no default port. */
function parseOrigins(value: string | undefined): string[] {
  if (!value) return [];
  return [...new Set(value.split(',').map((origin) => new URL(origin.trim()).origin))];
}

function parseTrustProxy(value: string | undefined): boolean | string {
  if (value === undefined || value === 'false') return false;
  return value === 'true' ? true : value;
}

export class ConfigError extends Error {}

/** Reads the environment; throws ConfigError with one line per bad variable. */
/** `WEEKLY_MAIL_AT` ("mon 08:00") as the weekday and Sofia time the Monday mail goes out. */
function weeklyMailAtOf(text: string): WeeklyMailAt {
  const [weekday, time] = text.split(' ');
  return { weekday: weekday as WeeklyMailAt['weekday'], time: time ?? '08:00' };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const present = Object.fromEntries(
    Object.keys(envSchema.shape).map((key) => [key, env[key] === '' ? undefined : env[key]]),
  );
  const parsed = envSchema.safeParse(present);
  const lines = (parsed.error?.issues ?? []).map((issue) => {
    const name = String(issue.path[0]);
    const value = SECRET_VARIABLES.has(name) ? '' : ` (got "${present[name]}")`;
    return `${name} ${issue.message}${value}`;
  });
  lines.push(...crossVariableProblems(present));
  if (!parsed.success || lines.length > 0) throw new ConfigError(lines.join('\n'));
  const e = parsed.data;
  // A production site never gets the demo accounts (known password) unless asked by name.
  const seed = e.SEED ?? (e.NODE_ENV === 'production' ? 'none' : 'sample');
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL,
    seed,
    logLevel: e.LOG_LEVEL,
    nodeEnv: e.NODE_ENV,
    jwtSecret: e.JWT_SECRET,
    accessTokenTtlSeconds: e.ACCESS_TOKEN_TTL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM ?? DEFAULT_MAIL_FROM,
    appUrl: e.APP_URL?.replace(/\/+$/, ''),
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    corsOrigins: parseOrigins(e.CORS_ORIGINS),
    messageMailDelaySeconds: e.MESSAGE_MAIL_DELAY_SECONDS,
    openMatchReminderSeconds: e.OPEN_MATCH_REMINDER_SECONDS,
    weeklyMailAt: weeklyMailAtOf(e.WEEKLY_MAIL_AT),
    outboxLeaseSeconds: e.OUTBOX_LEASE_SECONDS,
    adminEmails: e.ADMIN_EMAILS
      ? e.ADMIN_EMAILS.split(',').map((email) => email.trim().toLowerCase())
      : seed === 'sample' && e.NODE_ENV !== 'production'
        ? [SAMPLE_ADMIN_EMAIL]
        : [],
    vapidKeys:
      e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY
        ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY }
        : undefined,
    vapidSubject: vapidSubject(e),
    mapTileUrl: e.MAP_TILE_URL,
  };
}
