import { execFile } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import postgres from 'postgres';
import * as schema from './schema/index.js';

export type Schema = typeof schema;
/** One database type for both drivers, so services and tests never care which runs. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A database handle that may be the pool or an open transaction: functions that write inside the caller's transaction take one. */
export type Executor = Pick<Db, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;
/** An open transaction, for code that also needs `for update` reads or nested transactions in it. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  driver: 'pglite' | 'postgres';
  /**
   * Bytes of the embedded database's WebAssembly memory (PGlite only; it lives in this process
   * and never shrinks); undefined on PostgreSQL, or if PGlite stops exposing it.
   */
  embeddedMemoryBytes(): number | undefined;
  /**
   * The connection pool as /api/metrics shows it: its size, and the statements and
   * transactions that hold or wait for one of its connections now (postgres.js does not tell
   * how many connections are open or busy; PGlite is one connection, so above 1 is a queue).
   */
  poolUsage(): PoolUsage;
  /**
   * LISTEN on a channel; returns an unlisten function. `onRelisten` runs when the LISTEN had to
   * be re-established (PostgreSQL: the connection dropped and came back): notices sent in
   * between are lost, so the caller must assume anything changed.
   */
  listen(channel: string, onPayload: (payload: string) => void, onRelisten?: () => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

export interface PoolUsage {
  size: number;
  inFlight: number;
}

/**
 * The client with its statement and transaction methods counted while they run, for
 * `poolUsage`. A statement is counted from when it is made to when it settles: postgres.js
 * starts one when it is awaited, which Drizzle does at once.
 */
function countingInFlight<T extends object>(
  client: T,
  methods: readonly string[],
): { client: T; inFlight: () => number } {
  let inFlight = 0;
  const settle = () => {
    inFlight--;
  };
  const counted = new Proxy(client, {
    get(target, name) {
      const value: unknown = Reflect.get(target, name);
      if (typeof value !== 'function' || name === 'constructor') return value;
      const method = value as (...args: unknown[]) => unknown;
      // On the client itself: PGlite's methods read its private fields, which a proxy lacks.
      if (typeof name !== 'string' || !methods.includes(name)) return method.bind(target);
      return (...args: unknown[]) => {
        const result = method.apply(target, args);
        if (!(result instanceof Promise)) return result;
        inFlight++;
        // Promise's own then: postgres.js's would start the statement before Drizzle picks its row mode.
        Promise.prototype.then.call(result, settle, settle);
        return result;
      };
    },
  });
  return { client: counted, inFlight: () => inFlight };
}

export interface DatabaseOptions {
  /** postgres:// URL; when absent the embedded PGlite database is used. */
  url?: string | undefined;
  /** Directory for PGlite's files; undefined keeps PGlite in memory (tests). */
  dataDir?: string | undefined;
  /** Called with each statement Drizzle sends (the checkout bench counts queries per order). */
  onQuery?: ((query: string) => void) | undefined;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const logger = options.onQuery ? { logQuery: options.onQuery } : undefined;
  if (options.url) return openPostgres(options.url, logger);
  return openPglite(options.dataDir, logger);
}

async function openPglite(dataDir: string | undefined, logger?: { logQuery(query: string): void }): Promise<Database> {
  let dir: string | undefined;
  if (dataDir) {
    dir = path.join(dataDir, 'pglite');
    mkdirSync(dir, { recursive: true });
    if (!existsSync(path.join(dir, 'PG_VERSION'))) await createClusterInChild(dir);
  }
  return pgliteHandle(await PGlite.create(dir, pgliteOptions()), logger);
}

/** The options every PGlite of the store opens with: the trigram extension and our memory settings. */
export function pgliteOptions() {
  return { extensions: { pg_trgm }, startParams: pgliteStartParams() };
}

/** The store's handle on an open PGlite client (the test template opens one from copied files). */
export function pgliteHandle(client: PGlite, logger?: { logQuery(query: string): void }): Database {
  const counted = countingInFlight(client, ['query', 'transaction']);
  const db = drizzlePglite(counted.client, {
    schema,
    casing: 'snake_case',
    ...(logger ? { logger } : {}),
  }) as unknown as Db;
  return {
    db,
    driver: 'pglite',
    // PGlite keeps its Emscripten module protected; only the size of its memory is read here.
    embeddedMemoryBytes: () => (client as unknown as { mod?: { HEAPU8?: Uint8Array } }).mod?.HEAPU8?.buffer.byteLength,
    poolUsage: () => ({ size: 1, inFlight: counted.inFlight() }),
    async listen(channel, onPayload) {
      const unlisten = await client.listen(channel, onPayload);
      return unlisten;
    },
    async close() {
      await client.close();
    },
  };
}

/** Creates PGlite's cluster in `dir` in a child process (create-pglite-cluster.ts says why). */
async function createClusterInChild(dir: string): Promise<void> {
  const fromSource = import.meta.url.endsWith('.ts');
  const script = fileURLToPath(new URL(`./create-pglite-cluster.${fromSource ? 'ts' : 'js'}`, import.meta.url));
  await promisify(execFile)(process.execPath, [...(fromSource ? ['--import', 'tsx'] : []), script, dir]);
}

/**
 * PostgreSQL's memory settings inside PGlite (decision 075). PGlite runs in our process and its
 * WebAssembly memory grows to the most it ever held and never shrinks, so every buffer here is
 * resident for the life of the server. The defaults (128 MB shared_buffers, 64 MB
 * maintenance_work_mem) grow it past the module's 128 MiB floor; these keep it there. Pages
 * that miss shared_buffers are read from the data directory through the kernel's file cache,
 * which is not the server's memory.
 */
export const pgliteMemorySettings = {
  shared_buffers: '32MB',
  work_mem: '4MB',
  maintenance_work_mem: '32MB',
  temp_buffers: '4MB',
} as const;

/** PGlite's own start parameters plus ours: passing startParams replaces its defaults. */
export function pgliteStartParams(): string[] {
  const settings = Object.entries(pgliteMemorySettings).flatMap(([name, value]) => ['-c', `${name}=${value}`]);
  return [...PGlite.defaultStartParams, ...settings];
}

/**
 * Time limits of every PostgreSQL connection, so one slow query, a transaction left open or an
 * unreachable server cannot hold a connection of the pool of 10 for ever (decision 057). The two
 * server settings can be changed in DATABASE_URL's query (`?statement_timeout=60000`), which
 * postgres.js sends in place of these; so can the two client ones.
 */
export const postgresTimeouts = {
  /** Milliseconds a statement may run before the server cancels it. */
  statementTimeoutMs: 15_000,
  /** Milliseconds a session may sit idle inside a transaction before the server ends it. */
  idleInTransactionMs: 30_000,
  /** Seconds an unused pool connection is kept before it is closed. */
  idleSeconds: 60,
  /** Seconds to wait for a connection to open. */
  connectSeconds: 10,
} as const;

/** postgres.js options for `url`: the pool size and the time limits above. */
export function postgresOptions(url: string): postgres.Options<Record<string, postgres.PostgresType>> {
  const query = new URL(url).searchParams;
  return {
    max: 10,
    onnotice: () => {},
    // postgres.js prefers these options to the URL's query: set them only when the URL has none.
    ...(!query.has('idle_timeout') && { idle_timeout: postgresTimeouts.idleSeconds }),
    ...(!query.has('connect_timeout') && { connect_timeout: postgresTimeouts.connectSeconds }),
    connection: {
      statement_timeout: postgresTimeouts.statementTimeoutMs,
      idle_in_transaction_session_timeout: postgresTimeouts.idleInTransactionMs,
      // postgres.js prepares every statement; after five runs PostgreSQL may switch to a generic
      // plan that cannot see the LIMIT or the category, and a listing page that reads 24 index
      // entries became a parallel scan (63 ms instead of 0.8 ms at 1,000,000 products,
      // decision 072). Planning each run costs well under a millisecond.
      plan_cache_mode: 'force_custom_plan',
    },
  };
}

async function openPostgres(url: string, logger?: { logQuery(query: string): void }): Promise<Database> {
  const options = postgresOptions(url);
  const client = postgres(url, options);
  const counted = countingInFlight(client, ['unsafe', 'begin']);
  const db = drizzlePostgres(counted.client, {
    schema,
    casing: 'snake_case',
    ...(logger ? { logger } : {}),
  }) as unknown as Db;
  return {
    db,
    driver: 'postgres',
    embeddedMemoryBytes: () => undefined,
    poolUsage: () => ({ size: options.max ?? 10, inFlight: counted.inFlight() }),
    async listen(channel, onPayload, onRelisten) {
      // postgres.js calls onlisten after the first LISTEN and again after every reconnect.
      let listened = false;
      const { unlisten } = await client.listen(channel, onPayload, () => {
        if (listened) onRelisten?.();
        listened = true;
      });
      return unlisten;
    },
    async close() {
      await client.end({ timeout: 5 });
    },
  };
}
