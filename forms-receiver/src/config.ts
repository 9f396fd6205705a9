import path from 'node:path';

/** Everything the receiver reads from its environment, resolved once at start (see README.md). */
export interface Settings {
  host: string;
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  smtpUrl: string | undefined;
  teamAddress: string;
  mailFrom: string;
  siteUrl: string | undefined;
  plusSignupUrl: string | undefined;
  plusSignupSecret: string | undefined;
  challengeSecret: string | undefined;
  challengeCost: number;
  ratePerMinute: number;
  noscriptPerHour: number;
  addressPerDay: number;
  mailPerHour: number;
  allowedOrigins: string[];
  trustProxy: string;
  /** First retry delay of the outbox; doubles up to an hour. Tests shorten it. */
  retryBaseSeconds: number;
  /** How long a worker owns an outbox item it took (PostgreSQL: a crashed receiver's items wait that long). */
  leaseSeconds: number;
}

type Env = Record<string, string | undefined>;

function text(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  return value ? value : undefined;
}

function number(env: Env, name: string, fallback: number, min: number): number {
  const raw = text(env, name);
  if (raw === undefined) return fallback;
  const value = Number(raw);
  // A typo in a limit must stop the start, not silently turn the limit off.
  if (!Number.isFinite(value) || value < min) {
    throw new Error(`${name} must be a number of at least ${min} (got "${raw}")`);
  }
  return value;
}

/**
 * Reads the settings. `packageDir` is the receiver's package folder: the default
 * data directory is relative to it, so the receiver finds its data wherever it is
 * started from.
 */
export function readSettings(env: Env, packageDir: string): Settings {
  return {
    host: text(env, 'FORMS_HOST') ?? '127.0.0.1',
    port: number(env, 'FORMS_PORT', 9001, 0),
    dataDir: path.resolve(packageDir, text(env, 'FORMS_DATA_DIR') ?? 'data'),
    databaseUrl: text(env, 'DATABASE_URL'),
    smtpUrl: text(env, 'SMTP_URL'),
    teamAddress: text(env, 'FORMS_TEAM_ADDRESS') ?? 'hello@foyer.example',
    mailFrom: text(env, 'FORMS_MAIL_FROM') ?? 'Foyer <no-reply@foyer.example>',
    siteUrl: text(env, 'FORMS_SITE_URL')?.replace(/\/+$/, ''),
    plusSignupUrl: text(env, 'PLUS_SIGNUP_URL'),
    plusSignupSecret: text(env, 'PLUS_SIGNUP_SECRET'),
    challengeSecret: text(env, 'FORMS_CHALLENGE_SECRET'),
    challengeCost: number(env, 'FORMS_CHALLENGE_COST', 5000, 1),
    ratePerMinute: number(env, 'FORMS_RATE_PER_MINUTE', 10, 1),
    noscriptPerHour: number(env, 'FORMS_NOSCRIPT_PER_HOUR', 5, 1),
    addressPerDay: number(env, 'FORMS_ADDRESS_PER_DAY', 5, 1),
    mailPerHour: number(env, 'FORMS_MAIL_PER_HOUR', 300, 1),
    allowedOrigins: (text(env, 'FORMS_ALLOWED_ORIGINS') ?? '')
      .split(/[\s,]+/)
      .filter(Boolean)
      .map((origin) => origin.replace(/\/+$/, '')),
    trustProxy: text(env, 'FORMS_TRUST_PROXY') ?? '127.0.0.1',
    retryBaseSeconds: number(env, 'FORMS_RETRY_BASE_SECONDS', 5, 0.01),
    leaseSeconds: number(env, 'FORMS_LEASE_SECONDS', 120, 1),
  };
}
