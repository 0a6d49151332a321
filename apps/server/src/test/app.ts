import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../app.js';
import { loadConfig, type Config, type RateLimits } from '../config.js';
import type { Database } from '../db/client.js';
import { createMailTransport } from '../modules/email/transport.js';
import { drainOutbox } from '../modules/email/worker.js';
import type { OrderDeps } from '../modules/orders/order-deps.js';
import type { PaymentProvider } from '../modules/payments/index.js';
import { createTestDatabase } from './database.js';
import { startTestSmtp } from './smtp.js';

export const ORIGIN = 'http://localhost:3000';

export interface TestStore {
  app: FastifyInstance;
  database: Database;
  config: Config;
  /** Sends every queued e-mail to the test SMTP server and returns what it received so far. */
  deliverMail(): Promise<Awaited<ReturnType<typeof startTestSmtp>>['received']>;
  close(): Promise<void>;
}

export interface TestStoreOptions {
  webDist?: string;
  /** Limits to use instead of the defaults (config.rateLimits), e.g. small ones for a rate-limit test. */
  rateLimits?: Partial<RateLimits>;
  /** The payment provider (default: a fresh offline test provider). */
  paymentProvider?: PaymentProvider;
  orderFaults?: OrderDeps['faults'];
  /** The app's clock (default: the real time). */
  clock?: () => Date;
  /** Called with each statement the app sends to the database (a test counting an export's batches). */
  onQuery?: (query: string) => void;
  /** Settings over the test defaults (e.g. a test S3 server's S3_*); read when the store opens. */
  env?: () => NodeJS.ProcessEnv;
}

/** A test's configuration: a new data folder (named from `dataDirPrefix`) and silent logs; `env` adds or overrides. */
export function testConfig(env: NodeJS.ProcessEnv, dataDirPrefix = 'marquee-test-'): Config {
  return loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: mkdtempSync(path.join(tmpdir(), dataDirPrefix)),
    LOG_LEVEL: 'silent',
    ...env,
  });
}

export async function createTestStore(options: TestStoreOptions = {}): Promise<TestStore> {
  const database = await createTestDatabase(options.onQuery);
  const smtp = await startTestSmtp();
  const loaded = testConfig({ ...options.env?.(), SMTP_URL: smtp.url });
  const config: Config = { ...loaded, rateLimits: { ...loaded.rateLimits, ...options.rateLimits } };
  const app = await buildApp({
    db: database.db,
    config,
    logger: false,
    webDist: options.webDist,
    database,
    events: database,
    paymentProvider: options.paymentProvider,
    orderFaults: options.orderFaults,
    clock: options.clock,
  });
  await app.ready();
  const transport = createMailTransport({ smtpUrl: smtp.url, dataDir: config.dataDir, log: app.log });
  return {
    app,
    database,
    config,
    async deliverMail() {
      while ((await drainOutbox(database.db, transport, config.mailFrom, app.log)) > 0);
      return smtp.received;
    },
    async close() {
      await app.close();
      transport.close();
      await smtp.close();
      await database.close();
    },
  };
}

/**
 * The test file's store, on a fresh database: opened before the file's first test (its own
 * beforeAll hooks come after) and closed after its last. Its fields are set from then on.
 */
export function testStoreForFile(options: TestStoreOptions = {}): TestStore {
  const store = {} as TestStore;
  // Generous: a store that renders with the web app's real entry compiles it on the way.
  beforeAll(async () => {
    Object.assign(store, await createTestStore(options));
  }, 120_000);
  afterAll(async () => {
    await store.close?.();
  });
  return store;
}

/** Keeps cookies between requests like a browser does, for one user at a time. */
let clientNumber = 0;

export class TestClient {
  private cookies = new Map<string, string>();
  /** Each client comes from its own address, as separate shoppers do (rate limits are per address). */
  readonly ip = `10.0.${Math.floor(++clientNumber / 250)}.${(clientNumber % 250) + 1}`;

  constructor(private readonly app: FastifyInstance) {}

  async request(
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    body?: unknown,
    extraHeaders: Record<string, string> = {},
  ) {
    const headers: Record<string, string> = { origin: ORIGIN, ...extraHeaders };
    if (this.cookies.size) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const response = await this.app.inject({
      method,
      url,
      headers,
      remoteAddress: this.ip,
      ...(body !== undefined && { payload: body as Record<string, unknown> | Buffer }),
    });
    this.keepCookies(response);
    return response;
  }

  get = (url: string) => this.request('GET', url);
  post = (url: string, body?: unknown) => this.request('POST', url, body);
  put = (url: string, body?: unknown) => this.request('PUT', url, body);
  delete = (url: string) => this.request('DELETE', url);

  cookie(name: string) {
    return this.cookies.get(name);
  }

  private keepCookies(response: LightMyRequestResponse) {
    for (const c of response.cookies) {
      const expired =
        c.maxAge === 0 || (c.expires instanceof Date && c.expires.getTime() < Date.now()) || c.value === '';
      if (expired) this.cookies.delete(c.name);
      else this.cookies.set(c.name, c.value);
    }
  }
}

export async function signUp(
  client: TestClient,
  overrides: Partial<{ email: string; password: string; firstName: string; lastName: string }> = {},
) {
  const body = {
    email: `shopper${Math.random().toString(36).slice(2, 8)}@example.com`,
    password: 'correct horse battery',
    firstName: 'Ada',
    lastName: 'Lovelace',
    ...overrides,
  };
  const response = await client.post('/api/auth/sign-up', body);
  if (response.statusCode !== 201) throw new Error(`sign-up failed: ${response.statusCode} ${response.body}`);
  return body;
}

/** The 6-digit code of the newest e-mail to `email` with `subject`, as the customer reads it. */
export async function lastMailedCode(store: TestStore, email: string, subject: string): Promise<string> {
  const mails = (await store.deliverMail()).filter((m) => m.to.includes(email) && m.subject === subject);
  const code = mails.at(-1)?.text.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no code mailed to ${email}`);
  return code;
}

/** A well-formed 6-digit code that is not `code`. */
export const otherCodeThan = (code: string) => (code === '123456' ? '654321' : '123456');
