/**
 * `npm run bench` step 1: migrate, seed the demo catalogue, then top it up to BENCH_PRODUCTS
 * (default 10,000) products (db/seed/bench-catalog.ts). Runs only into a store the bench
 * created, never into real data:
 * - DATA_DIR is a fresh directory under the system temp directory holding `.marquee-bench`;
 * - with DATABASE_URL, the URL is on 127.0.0.1 and names the database the bench created on its
 *   throwaway server, which it also passes as MARQUEE_BENCH_DATABASE (`marquee_bench_…`);
 * - and the store holds no product before the seed.
 */
import { existsSync, realpathSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openStoreDatabase } from '../bootstrap.js';
import { loadConfig } from '../config.js';
import { executeRows } from '../db/execute-rows.js';
import { siteSettings } from '../db/schema/index.js';
import { seedBenchCatalog } from '../db/seed/bench-catalog.js';
import { seedDemo } from '../db/seed/index.js';

const BENCH_MARKER = '.marquee-bench';
const BENCH_DATABASE = /^marquee_bench_[a-z0-9_]+$/;

function refuse(what: string, why: string): never {
  console.error(`bench-seed: refusing to write into ${what}: ${why}. It only seeds a store npm run bench created.`);
  process.exit(1);
}

// Checked before loadConfig, which would write a session secret into the directory.
const requestedDir = process.env.DATA_DIR;
const dataDir = requestedDir && existsSync(requestedDir) ? realpathSync(requestedDir) : '';
const inTemp = dataDir.startsWith(realpathSync(tmpdir()) + path.sep);
if (!inTemp || !existsSync(path.join(dataDir, BENCH_MARKER))) {
  refuse(requestedDir ?? 'DATA_DIR (unset)', `not a temp directory holding ${BENCH_MARKER}`);
}
const config = loadConfig();
if (config.databaseUrl) {
  const url = new URL(config.databaseUrl);
  const name = decodeURIComponent(url.pathname.slice(1));
  const expected = process.env.MARQUEE_BENCH_DATABASE;
  if (url.hostname !== '127.0.0.1' || !BENCH_DATABASE.test(name) || name !== expected) {
    refuse('DATABASE_URL', 'not the 127.0.0.1 database named by MARQUEE_BENCH_DATABASE (marquee_bench_…)');
  }
}

const started = performance.now();
const store = await openStoreDatabase(config);
try {
  const { db, driver } = store.database;
  const [row] = await executeRows<{ used: boolean }>(db, sql`select exists (select 1 from products) as used`);
  if (row?.used) refuse(config.databaseUrl ? 'DATABASE_URL' : dataDir, 'it already holds products');

  await seedDemo(db, { mediaDir: config.mediaDir });
  // The server's first start would seed again; the marker tells it the demo is in.
  await db
    .insert(siteSettings)
    .values({ settingKey: 'demo_seeded_at', settingValue: new Date().toISOString() })
    .onConflictDoNothing();
  const seconds = () => ((performance.now() - started) / 1000).toFixed(1);
  console.log(`bench-seed: migrated, demo store seeded (${seconds()} s)`);
  const added = await seedBenchCatalog(db, Number(process.env.BENCH_PRODUCTS ?? 10_000), {
    // PGlite's memory is the server process's own: keep its transactions and index builds small.
    batchSize: driver === 'postgres' ? 100_000 : 50_000,
    ...(driver === 'postgres' && { indexMemory: '512MB', parallelBuilds: Math.min(4, availableParallelism()) }),
    onProgress: (message) => console.log(`bench-seed: ${message} (${seconds()} s)`),
  });
  console.log(`bench-seed: demo + ${added} bench products in ${seconds()} s`);
} finally {
  await store.release();
}
