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
  /** The origin of every link in a mail: FORMS_SITE_URL, or the local site in local mode. */
  siteUrl: string;
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
  /** Deliveries in flight at once (and SMTP connections kept open). */
  deliveryConcurrency: number;
  /** Seconds a request may take to arrive, headers and body: past it, 408 and the connection is closed. */
  requestTimeoutSeconds: number;
}

/** The receiver cannot start with these settings; the message says what to change. */
export class SettingsError extends Error {}

/** The site `npm start` serves on this machine, used for links in local mode. */
const LOCAL_SITE = 'http://127.0.0.1:9000';
const LOOPBACK = new Set(['127.0.0.1', 'localhost', '::1']);

/**
 * Where the links of mails point. Never the request's Host or X-Forwarded-Host: a
 * signup sent with another host would get confirm and unsubscribe links, tokens
 * included, to that host. So FORMS_SITE_URL is required, except in local mode
 * (FORMS_LOCAL=1, listening on loopback only), where the local site is used.
 */
function siteUrlOf(env: Env, host: string): string {
  const configured = text(env, 'FORMS_SITE_URL');
  const local = text(env, 'FORMS_LOCAL') === '1' || text(env, 'FORMS_LOCAL') === 'true';
  if (configured === undefined) {
    if (!local) {
      throw new SettingsError(
        'FORMS_SITE_URL is not set: it is the origin of the links in mails (e.g. https://foyer.example). ' +
          'For a receiver on this machine only, set FORMS_LOCAL=1 instead.',
      );
    }
    if (!LOOPBACK.has(host))
      throw new SettingsError(`FORMS_LOCAL=1 listens on loopback only (FORMS_HOST is ${host})`);
    return text(env, 'SITE_PORT') ? `http://127.0.0.1:${text(env, 'SITE_PORT')}` : LOCAL_SITE;
  }
  let url: URL;
  try {
    url = new URL(configured);
  } catch {
    throw new SettingsError(`FORMS_SITE_URL is not an address: "${configured}"`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new SettingsError(`FORMS_SITE_URL must start with https:// (got "${configured}")`);
  }
  return `${url.origin}${url.pathname}`.replace(/\/+$/, '');
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
    throw new SettingsError(`${name} must be a number of at least ${min} (got "${raw}")`);
  }
  return value;
}

/** What the operator CLI needs: where the store is (it sends no mail, so no site address). */
export function readStoreSettings(env: Env, packageDir: string): Pick<Settings, 'dataDir' | 'databaseUrl'> {
  return {
    dataDir: path.resolve(packageDir, text(env, 'FORMS_DATA_DIR') ?? 'data'),
    databaseUrl: text(env, 'DATABASE_URL'),
  };
}

/**
 * Reads the settings. `packageDir` is the receiver's package folder: the default
 * data directory is relative to it, so the receiver finds its data wherever it is
 * started from.
 */
export function readSettings(env: Env, packageDir: string): Settings {
  const host = text(env, 'FORMS_HOST') ?? '127.0.0.1';
  return {
    host,
    port: number(env, 'FORMS_PORT', 9001, 0),
    ...readStoreSettings(env, packageDir),
    smtpUrl: text(env, 'SMTP_URL'),
    teamAddress: text(env, 'FORMS_TEAM_ADDRESS') ?? 'hello@foyer.example',
    mailFrom: text(env, 'FORMS_MAIL_FROM') ?? 'Foyer <no-reply@foyer.example>',
    siteUrl: siteUrlOf(env, host),
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
    leaseSeconds: number(env, 'FORMS_LEASE_SECONDS', 30, 1),
    deliveryConcurrency: number(env, 'FORMS_DELIVERY_CONCURRENCY', 5, 1),
    requestTimeoutSeconds: number(env, 'FORMS_REQUEST_TIMEOUT_SECONDS', 10, 1),
  };
}
