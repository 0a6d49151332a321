/**
 * `npm run bench` step 1: migrate, seed the demo catalogue, then top it up to 10,000
 * products (db/seed/bench-catalog.ts). Runs only into a fresh embedded database under the
 * system temp directory that the bench created: never into a store's real data.
 */
import { existsSync, realpathSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openStoreDatabase } from '../bootstrap.js';
import { loadConfig } from '../config.js';
import { siteSettings } from '../db/schema/index.js';
import { seedBenchCatalog } from '../db/seed/bench-catalog.js';
import { seedDemo } from '../db/seed/index.js';

const BENCH_MARKER = '.marquee-bench';

const config = loadConfig();
const dataDir = realpathSync(config.dataDir);
const inTemp = dataDir.startsWith(realpathSync(tmpdir()) + path.sep);
if (config.databaseUrl || !inTemp || !existsSync(path.join(dataDir, BENCH_MARKER))) {
  console.error(
    `bench-seed: refusing to write into ${config.databaseUrl ? 'DATABASE_URL' : dataDir}; ` +
      `it only seeds a temp DATA_DIR created by npm run bench (holding ${BENCH_MARKER}).`,
  );
  process.exit(1);
}

const started = performance.now();
const store = await openStoreDatabase(config);
try {
  const { db } = store.database;
  await seedDemo(db, { mediaDir: config.mediaDir });
  // The server's first start would seed again; the marker tells it the demo is in.
  await db
    .insert(siteSettings)
    .values({ settingKey: 'demo_seeded_at', settingValue: new Date().toISOString() })
    .onConflictDoNothing();
  const added = await seedBenchCatalog(db, Number(process.env.BENCH_PRODUCTS ?? 10_000));
  console.log(`bench-seed: demo + ${added} bench products in ${Math.round(performance.now() - started)} ms`);
} finally {
  await store.release();
}
