/**
 * Issue 15 (decision 073): every admin list shape and the Overview use an index and read a
 * bounded number of rows, checked with EXPLAIN ANALYZE on a generated store of 100,000 products,
 * 30,000 customers and 60,000 orders. PostgreSQL only (PGlite's plans are not the production's):
 * skipped unless TEST_DATABASE_URL is set (npm run test:postgres).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type postgres from 'postgres';
import { ADMIN_LIST_COUNT_CAP } from '@marquee/contracts';
import type { Database } from '../../db/client.js';
import { createTestDatabase } from '../database.js';
import { describePlan, explainStatements, postgresClient, rowsRead, seqScans, totalRowsRead } from '../query-plan.js';
import { adminListShapes } from './shapes.js';
import { seedScaleCustomersAndOrders, seedScaleProducts } from './scale-seed.js';

/** Tables whose full scan is what the indexes exist to avoid. */
const BIG_TABLES = new Set(['products', 'orders', 'order_items', 'users', 'profiles', 'customer_paid_totals']);
/**
 * The most a query may read: a count stops at the cap (+1 to know it was reached), a page at
 * most the cap deep; a full scan of products (100,000), orders (60,000), their lines (~120,000)
 * or customers (30,000) reads more.
 */
const MAX_ROWS_READ = 2 * ADMIN_LIST_COUNT_CAP;
/**
 * A count may scan in table order up to where it stops (its LIMIT): cap + 1 rows and the few its
 * filter skips on the way (the archived 0.2% here), no more than reading as many index entries.
 */
const MAX_SEQ_SCAN_ROWS = Math.ceil((ADMIN_LIST_COUNT_CAP + 1) * 1.01);

let database: Database;
let client: postgres.Sql;
let categoryId: number;
beforeAll(async () => {
  if (!process.env.TEST_DATABASE_URL) return;
  database = await createTestDatabase();
  client = postgresClient(database);
  const started = performance.now();
  await database.db.transaction(async (tx) => {
    // Each insert is one statement over the whole set: longer than a request's time limit.
    await tx.execute(sql`set local statement_timeout = 0`);
    await seedScaleProducts(tx, 100_000);
    await seedScaleCustomersAndOrders(tx, { customers: 30_000, orders: 60_000, orderEverySeconds: 1_000 });
  });
  console.log(`seeded in ${Math.round(performance.now() - started)} ms`);
  // As autovacuum would: statistics for the planner, the visibility map for index-only scans.
  await database.db.execute(sql`vacuum analyze`);
  const [row] = await client<{ id: number }[]>`select category_id as id from products
    where category_id is not null group by category_id order by count(*) desc limit 1`;
  categoryId = row!.id;
}, 180_000);
afterAll(async () => {
  await database?.close();
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('issue 15 admin lists at scale: every plan uses an index', () => {
  // The names are known before the data; each test takes its shape again with the real category.
  adminListShapes(0).forEach(([name], index) => {
    it(`${name}: no full scan, at most ${MAX_ROWS_READ} rows read`, async () => {
      const [, run] = adminListShapes(categoryId)[index]!;
      const plans = await explainStatements(client, run);
      expect(plans.length).toBeGreaterThan(0);
      for (const plan of plans) {
        const described = describePlan(plan);
        for (const scan of seqScans(plan, BIG_TABLES)) {
          expect(rowsRead(scan), described).toBeLessThanOrEqual(MAX_SEQ_SCAN_ROWS);
        }
        expect(totalRowsRead(plan), described).toBeLessThanOrEqual(MAX_ROWS_READ);
      }
    });
  });
});
