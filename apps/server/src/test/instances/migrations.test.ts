import { randomBytes } from 'node:crypto';
import { readdirSync } from 'node:fs';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, postgresTimeouts, type Database } from '../../db/client.js';
import { migrateDatabase, migrationsFolder } from '../../db/migrate.js';

const serverUrl = process.env.TEST_DATABASE_URL;

/**
 * Several instances deployed together start at the same moment on one PostgreSQL, and each
 * migrates before it listens (bootstrap.ts). PGlite is one process's database: PostgreSQL only.
 */
describe.skipIf(!serverUrl)('issue 15 instances starting together on one PostgreSQL', () => {
  const name = `marquee_test_${randomBytes(6).toString('hex')}`;
  let instances: Database[] = [];

  beforeAll(async () => {
    const admin = postgres(serverUrl!, { max: 1, onnotice: () => {} });
    await admin.unsafe(`create database ${name}`);
    await admin.end();
    const url = new URL(serverUrl!);
    url.pathname = `/${name}`;
    instances = await Promise.all([1, 2, 3].map(() => openDatabase({ url: url.href })));
  });
  afterAll(async () => {
    await Promise.all(instances.map((instance) => instance.close()));
    const admin = postgres(serverUrl!, { max: 1, onnotice: () => {} });
    await admin.unsafe(`drop database if exists ${name} with (force)`);
    await admin.end();
  });

  it('three instances migrating one new database at once all start, and each migration is applied once', async () => {
    // Before the lock, two of three failed: CREATE TABLE "__drizzle_migrations" raced with the first.
    const results = await Promise.allSettled(instances.map((instance) => migrateDatabase(instance)));
    expect(results.map((r) => (r.status === 'rejected' ? String(r.reason) : r.status))).toEqual([
      'fulfilled',
      'fulfilled',
      'fulfilled',
    ]);
    const [{ applied }] = (await instances[0]!.db.execute(
      'select count(*)::int as applied, count(distinct hash)::int as distinct_hashes from drizzle.__drizzle_migrations' as never,
    )) as unknown as [{ applied: number }];
    const files = readdirSync(migrationsFolder).filter((file) => file.endsWith('.sql'));
    expect(applied).toBe(files.length);
    // The store works: the last migration's tables are there for every instance.
    for (const instance of instances) await instance.db.execute('select count(*) from products' as never);
  });

  it("a restart migrates nothing, and the pool's connections keep their statement time limit", async () => {
    await Promise.all(instances.map((instance) => migrateDatabase(instance)));
    // The migration lock waits without a limit on its own connection; that must not leak into the pool.
    const limits = await Promise.all(
      Array.from({ length: 12 }, () =>
        instances[0]!.db
          .execute('show statement_timeout' as never)
          .then((rows) => (rows as never as [{ statement_timeout: string }])[0].statement_timeout),
      ),
    );
    expect(new Set(limits)).toEqual(new Set([`${postgresTimeouts.statementTimeoutMs / 1000}s`]));
  });
});
