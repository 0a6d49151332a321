import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { chooseLogFormat, logFormats, prettyLogsInstalled, type LogFormat } from './lib/log.js';

const optionalUrl = (protocols: RegExp) =>
  z
    .string()
    .trim()
    .transform((v) => (v === '' ? undefined : v))
    .pipe(z.url({ protocol: protocols }).optional())
    .optional();

/**
 * Rate limits (decision 062), per client address and minute unless named otherwise. Real
 * browsing never meets the page and API ceilings; the tighter ones guard what is expensive or
 * what an attacker would repeat. `RATE_LIMITS=api=1200,pages=600` overrides single values.
 */
export const defaultRateLimits = {
  /** Server-rendered pages (files under /assets, /media and /img are not counted). */
  pages: 300,
  /** Every /api request not limited on its own below. */
  api: 600,
  /** Search queries (GET /api/search). */
  search: 120,
  /** Listing filter counts (GET /api/products/facets). */
  facets: 120,
  /** Newsletter sign-ups. */
  newsletter: 10,
  /** Order lookups by number and e-mail (order tracking); each is a guess at someone's order. */
  orderLookups: 10,
  /** Payments started at the checkout (each holds stock for a while). */
  checkoutPayments: 20,
  /** Failed answers of sign-in, admin sign-in, sign-up and password reset; successes never count. */
  credentials: 100,
  /** E-mail checks of the sign-in screen (each tells whether an account exists). */
  emailChecks: 30,
  /** E-mail checks of one address from one client. */
  emailChecksPerAddress: 5,
  /** Password-reset e-mails asked for. */
  resetRequests: 10,
  /** Chat messages sent (POST /api/chat/messages). */
  chat: 10,
  /** Chat messages one visitor (user or guest id, any address) may send in an hour; counted in the database. */
  chatPerOwnerHourly: 20,
  /** Reviews written or edited (PUT /api/products/:id/review). */
  reviews: 10,
  /** Reviews one customer may write or edit in an hour, from any address. */
  reviewsPerUserHourly: 10,
  /** Failed passwords in a row for one account (any client) before it is locked. */
  lockAfter: 5,
  /** How long that lock lasts, in minutes. */
  lockMinutes: 15,
};
export type RateLimits = typeof defaultRateLimits;
type RateLimitName = keyof RateLimits;
const isRateLimitName = (name: string): name is RateLimitName => Object.hasOwn(defaultRateLimits, name);

/** `name=number` pairs, comma-separated, over the defaults. */
const rateLimitsSchema = z
  .string()
  .default('')
  .transform((value, ctx) => {
    const limits = { ...defaultRateLimits };
    for (const pair of value
      .split(',')
      .map((p) => p.trim())
      .filter(Boolean)) {
      const [name = '', number = ''] = pair.split('=').map((p) => p.trim());
      if (!isRateLimitName(name) || !/^[1-9]\d{0,9}$/.test(number)) {
        const names = Object.keys(defaultRateLimits).join(', ');
        ctx.addIssue({ code: 'custom', message: `"${pair}" is not name=positive number, name one of ${names}` });
        return z.NEVER;
      }
      limits[name] = Number(number);
    }
    return limits;
  });

/** Every variable the server reads; .env.example lists each (env-example.test.ts). */
export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: optionalUrl(/^postgres(ql)?$/),
  PUBLIC_URL: optionalUrl(/^https?$/),
  SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  /** The secret before the last rotation: still accepted for sessions and e-mailed links (issue 27). */
  SESSION_SECRET_PREVIOUS: z.string().min(32, 'must be at least 32 characters').optional(),
  /** The first admin's e-mail; without it a random address is made and printed once (issue 27). */
  ADMIN_EMAIL: z.string().trim().toLowerCase().email('must be an e-mail address').optional(),
  SMTP_URL: optionalUrl(/^smtps?$/),
  MAIL_FROM: z.string().default('Marquee <no-reply@marquee.local>'),
  PAYPAL_CLIENT_ID: z.string().optional(),
  PAYPAL_CLIENT_SECRET: z.string().optional(),
  PAYPAL_API_BASE: optionalUrl(/^https?$/),
  PAYPAL_PLAN_ID: z.string().optional(),
  PAYPAL_WEBHOOK_ID: z.string().optional(),
  /** live or sandbox; production defaults to live (issue 26). PAYPAL_API_BASE, when set, wins. */
  PAYPAL_ENV: z.enum(['live', 'sandbox']).optional(),
  /** The operator's explicit yes to a public store that takes no money (test payments or PayPal's sandbox). */
  ALLOW_TEST_PAYMENTS: z
    .enum(['true', 'false', ''])
    .default('')
    .transform((value) => value === 'true'),
  /** Seed the demo catalogue on the first start; unset: yes on this machine, no on a public production address. */
  SEED_DEMO: z.enum(['true', 'false', '']).default(''),
  GUEST_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
  MEMORY_BUDGET_MIB: z.coerce.number().int().min(128).max(1_048_576).default(400),
  RATE_LIMITS: rateLimitsSchema,
  CHAT_REPLY_EMAIL_DELAY_SECONDS: z.coerce.number().int().min(0).max(86_400).default(120),
  /** Object storage for uploads (issue 30, decision 103): S3_BUCKET selects it; unset keeps them on the local disk. */
  S3_BUCKET: z.string().trim().optional(),
  S3_REGION: z.string().trim().optional(),
  S3_ENDPOINT: optionalUrl(/^https?$/),
  S3_ACCESS_KEY_ID: z.string().trim().optional(),
  S3_SECRET_ACCESS_KEY: z.string().trim().optional(),
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false', ''], { error: 'must be true or false' }).optional(),
  S3_PREFIX: z.string().trim().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** json or pretty; unset: pretty in development when pino-pretty is installed, else json. */
  LOG_FORMAT: z
    .enum([...logFormats, ''])
    .optional()
    .transform((value) => value || undefined),
  /** A bearer token for Prometheus outside the private network (GET /api/metrics). */
  METRICS_TOKEN: z
    .string()
    .optional()
    .transform((value) => value || undefined)
    .pipe(z.string().min(32, 'must be at least 32 characters').optional()),
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((value, context) => {
      const trusted = parseTrustProxy(value);
      if (trusted === null) {
        context.addIssue({
          code: 'custom',
          message: "must be false, a hop count (1) or the proxies' addresses or CIDR ranges (10.0.0.2, 10.0.0.0/8)",
        });
        return z.NEVER;
      }
      return trusted;
    }),
});

export interface Config {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  dataDir: string;
  /** Uploaded and seeded media, served at /media. */
  mediaDir: string;
  databaseUrl: string | undefined;
  publicUrl: string;
  /** Cookies get the Secure flag when the store is served over https (PUBLIC_URL). */
  secureCookies: boolean;
  /**
   * Fastify's trustProxy: whose X-Forwarded-For to believe for the client address. A hop count
   * trusts that many proxies in front of us; a list trusts those addresses and ranges.
   */
  trustProxy: boolean | number | string[];
  sessionSecret: string;
  /** SESSION_SECRET_PREVIOUS: verified (never used to sign) while a rotation settles. */
  previousSessionSecret: string | undefined;
  /** ADMIN_EMAIL: the first admin's address, chosen by the operator. */
  adminEmail: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  logLevel: string;
  /** LOG_FORMAT: JSON lines, or readable ones through pino-pretty. */
  logFormat: LogFormat;
  /** METRICS_TOKEN: lets a scraper outside the private network read /api/metrics. */
  metricsToken: string | undefined;
  /** A guest's cart, or wishlist, that none of its writes touched for this many days is deleted. */
  guestRetentionDays: number;
  /** Per-client and per-account limits (RATE_LIMITS over `defaultRateLimits`). */
  rateLimits: RateLimits;
  /** Resident memory (MiB) above which the server logs a warning (decision 075). */
  memoryBudgetMiB: number;
  /** A chat reply the visitor has not seen in their open panel is e-mailed this long after it was sent. */
  chatReplyEmailDelaySeconds: number;
  paypal: {
    clientId: string | undefined;
    clientSecret: string | undefined;
    apiBase: string;
    planId: string | undefined;
    webhookId: string | undefined;
  };
  /** ALLOW_TEST_PAYMENTS: a production store on a public address may run without taking money. */
  allowTestPayments: boolean;
  /** SEED_DEMO: the first start seeds the demo catalogue and content; false starts an empty store. */
  seedDemo: boolean;
  /** S3_*: uploads in an S3-compatible bucket; undefined keeps them under `mediaDir/uploads`. */
  s3: S3Config | undefined;
}

export interface S3Config {
  bucket: string;
  region: string;
  /** An S3-compatible service's address (MinIO, R2, ...); undefined is AWS itself. */
  endpoint: string | undefined;
  /** Both or neither; without them the SDK's default credential chain (environment, profile, instance role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  forcePathStyle: boolean;
  /** Prepended to every object key: '' or a folder ending in '/'. */
  prefix: string;
}

export const PAYPAL_LIVE_API = 'https://api-m.paypal.com';
export const PAYPAL_SANDBOX_API = 'https://api-m.sandbox.paypal.com';

/** A store others can reach: anything but this machine's own names. */
function isPublicAddress(publicUrl: string): boolean {
  const host = new URL(publicUrl).hostname.replace(/^\[|\]$/g, '');
  return !(host === 'localhost' || host.endsWith('.localhost') || host === '::1' || /^127\./.test(host));
}

/**
 * No free goods by configuration (issue 26, decision 088). PayPal needs its webhook id (or no
 * webhook verifies) and the Dream Box plan. A production store on a public address takes real
 * money: without PayPal, or with PayPal's sandbox, it refuses to start unless the operator sets
 * ALLOW_TEST_PAYMENTS=true. `npm start` on one's own machine (localhost) stays the demo.
 */
function paymentProblems(e: z.infer<typeof envSchema>, publicUrl: string, apiBase: string): string[] {
  const hasPayPal = Boolean(e.PAYPAL_CLIENT_ID || e.PAYPAL_CLIENT_SECRET);
  const problems: string[] = [];
  if (hasPayPal) {
    if (!e.PAYPAL_CLIENT_ID) problems.push('PAYPAL_CLIENT_ID: PayPal needs both the client id and the secret');
    if (!e.PAYPAL_CLIENT_SECRET) problems.push('PAYPAL_CLIENT_SECRET: PayPal needs both the client id and the secret');
    if (!e.PAYPAL_WEBHOOK_ID)
      problems.push(
        'PAYPAL_WEBHOOK_ID: required with PayPal, or no webhook (refunds, pending payments, Dream Box months) can be verified',
      );
    if (!e.PAYPAL_PLAN_ID) problems.push('PAYPAL_PLAN_ID: required with PayPal: the Dream Box subscription plan');
  }
  if (e.NODE_ENV !== 'production' || !isPublicAddress(publicUrl) || e.ALLOW_TEST_PAYMENTS) return problems;
  if (!hasPayPal) {
    problems.push(
      'PAYPAL_CLIENT_ID, PAYPAL_CLIENT_SECRET, PAYPAL_WEBHOOK_ID, PAYPAL_PLAN_ID: a public store without PayPal ' +
        'would hand out goods for test payments; set them, or ALLOW_TEST_PAYMENTS=true for a demo that takes no money',
    );
  } else if (apiBase === PAYPAL_SANDBOX_API) {
    problems.push(
      "PAYPAL_ENV: PayPal's sandbox takes no money; use PAYPAL_ENV=live on a public store, or ALLOW_TEST_PAYMENTS=true",
    );
  }
  return problems;
}

/**
 * A production store on a public address is served over https (issue 27): its cookies are
 * Secure, and HSTS, which production sends, would otherwise promise what the cookies do not
 * keep. Behind a TLS proxy, PUBLIC_URL is the https address shoppers use.
 */
function addressProblems(e: z.infer<typeof envSchema>, publicUrl: string): string[] {
  if (e.NODE_ENV !== 'production' || !isPublicAddress(publicUrl) || publicUrl.startsWith('https://')) return [];
  return [
    `PUBLIC_URL: ${publicUrl} is http; a public store must be served over https so its session cookies are Secure ` +
      '(behind a TLS proxy, give the https address shoppers use)',
  ];
}

/** S3_BUCKET selects object storage; any other S3_* without it would be silently ignored, so it is refused. */
function s3Settings(e: z.infer<typeof envSchema>): { s3: S3Config | undefined; problems: string[] } {
  const others = (
    [
      'S3_REGION',
      'S3_ENDPOINT',
      'S3_ACCESS_KEY_ID',
      'S3_SECRET_ACCESS_KEY',
      'S3_FORCE_PATH_STYLE',
      'S3_PREFIX',
    ] as const
  ).filter((name) => e[name]);
  if (!e.S3_BUCKET) {
    const problems = others.length
      ? [`${others.join(', ')}: set without S3_BUCKET; set S3_BUCKET to keep uploads in object storage, or remove them`]
      : [];
    return { s3: undefined, problems };
  }
  const problems: string[] = [];
  if (Boolean(e.S3_ACCESS_KEY_ID) !== Boolean(e.S3_SECRET_ACCESS_KEY)) {
    const missing = e.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID';
    problems.push(
      `${missing}: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together; set both, or neither for the SDK's default credentials`,
    );
  }
  const folder = (e.S3_PREFIX ?? '').replace(/^\/+|\/+$/g, '');
  return {
    problems,
    s3: {
      bucket: e.S3_BUCKET,
      region: e.S3_REGION || 'us-east-1',
      endpoint: e.S3_ENDPOINT,
      credentials:
        e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
          ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
          : undefined,
      forcePathStyle: e.S3_FORCE_PATH_STYLE === 'true',
      prefix: folder ? `${folder}/` : '',
    },
  };
}

export class ConfigError extends Error {}

/** Parses the environment once at start; a wrong value names its variable. */
export function loadConfig(
  env: NodeJS.ProcessEnv = process.env,
  // Whether pino-pretty can be loaded (a dev dependency, gone after `npm ci --omit=dev`); tests stand in.
  probes: { prettyLogsInstalled: () => boolean } = { prettyLogsInstalled },
): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (e.TRUST_PROXY === true && e.NODE_ENV === 'production') {
    throw new ConfigError(
      'Invalid configuration:\n  TRUST_PROXY: true believes any X-Forwarded-For, so every client could choose its ' +
        'own address and escape the rate limits; give the number of proxies in front of the store (1) or their ' +
        'addresses or CIDR ranges (10.0.0.2, 10.0.0.0/8)',
    );
  }
  // npm runs workspace scripts inside the workspace; INIT_CWD is where the user ran npm,
  // so `npm start` and `npm run admin:create` agree on ./data.
  const dataDir = path.resolve(env.INIT_CWD ?? process.cwd(), e.DATA_DIR);
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  const paypalApiBase =
    e.PAYPAL_API_BASE ??
    ((e.PAYPAL_ENV ?? (e.NODE_ENV === 'production' ? 'live' : 'sandbox')) === 'live'
      ? PAYPAL_LIVE_API
      : PAYPAL_SANDBOX_API);
  const storage = s3Settings(e);
  const problems = [
    ...addressProblems(e, publicUrl),
    ...paymentProblems(e, publicUrl, paypalApiBase.replace(/\/+$/, '')),
    ...storage.problems,
  ];
  const logFormat = chooseLogFormat(e.LOG_FORMAT, e.NODE_ENV, probes.prettyLogsInstalled());
  if (logFormat === null)
    problems.push(
      'LOG_FORMAT: pretty needs pino-pretty, a development dependency that is not installed (npm ci --omit=dev); use json',
    );
  if (problems.length > 0) throw new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  mkdirSync(dataDir, { recursive: true });
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    dataDir,
    mediaDir: path.join(dataDir, 'media'),
    databaseUrl: e.DATABASE_URL,
    publicUrl,
    secureCookies: publicUrl.startsWith('https://'),
    trustProxy: e.TRUST_PROXY,
    sessionSecret: e.SESSION_SECRET ?? persistentSecret(dataDir),
    previousSessionSecret: e.SESSION_SECRET_PREVIOUS,
    adminEmail: e.ADMIN_EMAIL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    logLevel: e.LOG_LEVEL,
    logFormat: logFormat ?? 'json',
    metricsToken: e.METRICS_TOKEN,
    guestRetentionDays: e.GUEST_RETENTION_DAYS,
    rateLimits: e.RATE_LIMITS,
    memoryBudgetMiB: e.MEMORY_BUDGET_MIB,
    chatReplyEmailDelaySeconds: e.CHAT_REPLY_EMAIL_DELAY_SECONDS,
    paypal: {
      clientId: e.PAYPAL_CLIENT_ID,
      clientSecret: e.PAYPAL_CLIENT_SECRET,
      apiBase: paypalApiBase,
      planId: e.PAYPAL_PLAN_ID,
      webhookId: e.PAYPAL_WEBHOOK_ID,
    },
    allowTestPayments: e.ALLOW_TEST_PAYMENTS,
    s3: storage.s3,
    // `npm start` on one's own machine serves the demo; a real store on a public address starts empty.
    seedDemo:
      e.SEED_DEMO === '' ? !(e.NODE_ENV === 'production' && isPublicAddress(publicUrl)) : e.SEED_DEMO === 'true',
  };
}

/** proxy-addr's names for address ranges, accepted in a TRUST_PROXY list. */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** An address, a CIDR range (`10.0.0.0/8`, `fd00::/8`) or a named range. */
function isProxyAddress(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY as Fastify takes it: `false`, a hop count, or a list of addresses and ranges;
 * `true` (trust every hop, refused in production); null for anything else.
 */
function parseTrustProxy(value: string): boolean | number | string[] | null {
  const text = value.trim().toLowerCase();
  if (text === 'true') return true;
  if (text === 'false' || text === '') return false;
  if (/^\d{1,2}$/.test(text)) return Number(text);
  const entries = text.split(',').map((entry) => entry.trim());
  return entries.every(isProxyAddress) ? entries : null;
}

/**
 * Fastify's `trustProxy` for Config.trustProxy. Fastify trusts no hop at all for a number (it
 * cannot tell that the peer is a proxy), so a hop count becomes a function, as Express reads it:
 * the nearest `hops` addresses, the connection's own first, are proxies.
 */
export function fastifyTrustProxy(
  trust: Config['trustProxy'],
): boolean | string[] | ((address: string, hop: number) => boolean) {
  return typeof trust === 'number' ? (_address, hop) => hop < trust : trust;
}

/** Generated once and kept in DATA_DIR, so sessions survive restarts without setup. */
function persistentSecret(dataDir: string): string {
  const file = path.join(dataDir, 'session-secret');
  if (!existsSync(file)) {
    try {
      // 'wx': when two processes start together, the first file written wins for both.
      writeFileSync(file, randomBytes(32).toString('base64url'), { mode: 0o600, flag: 'wx' });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  const secret = readFileSync(file, 'utf8').trim();
  if (secret.length < 32) throw new ConfigError(`${file} holds a session secret shorter than 32 characters`);
  return secret;
}
