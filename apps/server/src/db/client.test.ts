import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { lockDataDir } from '../lib/data-dir-lock.js';
import { openDatabase, pgliteMemorySettings, postgresOptions } from './client.js';
import { migrateDatabase } from './migrate.js';
import { newsletterSubscriptions } from './schema/index.js';
import { createTestDatabase } from '../test/database.js';

describe.skipIf(process.env.TEST_DATABASE_URL)('embedded database on disk', () => {
  it('keeps every committed row across a stop and a start', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'marquee-db-'));
    const first = await openDatabase({ dataDir });
    await migrateDatabase(first);
    await first.db.insert(newsletterSubscriptions).values({ email: 'kept@example.com' });
    await first.close();

    const second = await openDatabase({ dataDir });
    await migrateDatabase(second);
    const rows = await second.db
      .select()
      .from(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.email, 'kept@example.com'));
    expect(rows).toHaveLength(1);
    await second.close();
    // Two on-disk openings and migrations: seconds on an idle machine, far more on a loaded one.
  }, 120_000);

  it('refuses a second process on the same data directory', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'marquee-lock-'));
    const release = await lockDataDir(dataDir);
    await expect(lockDataDir(dataDir)).rejects.toThrow(/Another Marquee process is using the data directory/);
    await release();
    const again = await lockDataDir(dataDir);
    await again();
  });
});

describe.skipIf(process.env.TEST_DATABASE_URL)('issue 15: the embedded database stays small (decision 075)', () => {
  const MiB = 1024 * 1024;

  // One opening for both checks: each PGlite start costs seconds of CI.
  it('runs with our memory settings, keeps PGlite’s own, and its memory stays at the 128 MiB floor while indexing and sorting 100,000 rows', async () => {
    const database = await openDatabase({});
    try {
      const show = async (name: string) => {
        const result = await database.db.execute(sql.raw(`show ${name}`));
        return (result as unknown as { rows: Record<string, string>[] }).rows[0]?.[name];
      };
      for (const [name, value] of Object.entries(pgliteMemorySettings)) expect(await show(name)).toBe(value);
      // PGlite's defaults still apply: one process, no parallel workers, our search_path.
      expect(await show('max_parallel_workers')).toBe('0');
      expect(await show('search_path')).toBe('public');

      await database.db.execute(
        sql`create table t as select g as id, md5(g::text) as name from generate_series(1, 100000) g`,
      );
      await database.db.execute(sql`create index on t (name)`);
      await database.db.execute(sql`select name from t order by name desc, id limit 5 offset 50000`);
      // With PGlite's defaults (128 MB shared_buffers) it is ~190 MiB from the start.
      expect(database.embeddedMemoryBytes()).toBe(128 * MiB);
    } finally {
      await database.close();
    }
  }, 60_000);

  it('creates a new store’s database without swelling the process that serves it (decision 082)', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'marquee-fresh-'));
    const probe = fileURLToPath(new URL('../test/peak-memory-on-open.ts', import.meta.url));
    const { stdout } = await promisify(execFile)(process.execPath, [
      '--conditions=source',
      '--import',
      'tsx',
      probe,
      dataDir,
    ]);
    expect(existsSync(path.join(dataDir, 'pglite', 'PG_VERSION'))).toBe(true);
    // Creating the cluster in this process peaked at about 840 MiB and kept 420 MiB of it;
    // an existing store opens at about 280 MiB (tsx included).
    expect(Number(stdout.trim())).toBeLessThan(450);
  }, 120_000);
});

describe('issue 10: PostgreSQL connections have time limits', () => {
  it('sets a statement, idle-in-transaction, idle and connect timeout on every connection', () => {
    expect(postgresOptions('postgres://marquee@db.example:5432/marquee')).toMatchObject({
      max: 10,
      idle_timeout: 60,
      connect_timeout: 10,
      connection: { statement_timeout: 15_000, idle_in_transaction_session_timeout: 30_000 },
    });
  });

  it("leaves the client timeouts to DATABASE_URL's query when it names them", () => {
    const options = postgresOptions('postgres://marquee@db.example/marquee?connect_timeout=3&idle_timeout=5');
    expect(options).not.toHaveProperty('connect_timeout');
    expect(options).not.toHaveProperty('idle_timeout');
  });

  it.runIf(process.env.TEST_DATABASE_URL)('the limits reach the server (npm run test:postgres)', async () => {
    const database = await createTestDatabase();
    try {
      // Only PostgreSQL runs this test: postgres-js answers an array of rows.
      const rows = (await database.db.execute(
        sql`select current_setting('statement_timeout') as statement, current_setting('idle_in_transaction_session_timeout') as idle, current_setting('plan_cache_mode') as plans`,
      )) as unknown as { statement: string; idle: string; plans: string }[];
      // Issue 15: every run is planned with its own values (a generic plan cannot see a LIMIT).
      expect(rows[0]).toEqual({ statement: '15s', idle: '30s', plans: 'force_custom_plan' });
    } finally {
      await database.close();
    }
  });
});
