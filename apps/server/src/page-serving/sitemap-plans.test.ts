import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/client.js';
import { createTestStore, type TestStore } from '../test/app.js';
import {
  describePlan,
  explainQuery,
  nodeLabel,
  nodesOfType,
  rowsReadFrom,
  scans,
  seqScans,
  type QueryPlan,
} from '../test/query-plan.js';
import { PRODUCTS_PER_FILE } from './sitemap-files.js';
import { highestProductIdQuery, productFileQuery, productFilesQuery } from './sitemap-queries.js';

/** Every scan of products goes through its primary key. */
const readsProductsByPrimaryKeyOnly = (plan: QueryPlan) =>
  scans(plan)
    .filter((n) => n['Relation Name'] === 'products')
    .every((n) => n['Index Name'] === 'products_pkey');

/** Archived at the start of file 4: the hop to it passes them. */
const ARCHIVED_AHEAD = 500;

/** A file's worth of ids: 25,000 since each product is listed in two languages (decision 099). */
const F = PRODUCTS_PER_FILE;

/**
 * Issue 15 (decision 079): the sitemap's queries on a generated catalogue of three files' worth of
 * products: ids 1-F and 2F+1-4F (file 2 empty, as after a bulk delete), some archived. Plans, not
 * timings: each reads about a row per file, or one file's range.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)('issue 15 sitemap plans at three files (PostgreSQL)', () => {
  let store: TestStore;
  let db: Db;

  beforeAll(async () => {
    store = await createTestStore();
    db = store.database.db;
    // The client's statement timeout is meant for requests; generating the catalogue takes seconds.
    await db.transaction(async (tx) => {
      await tx.execute(sql`set local statement_timeout = 0`);
      await tx.execute(sql`
        insert into products (id, slug, title, price_cents, stock_quantity)
        select g, 'plan-' || g, 'Plan product ' || g, 100 + g % 5000, 5
        from generate_series(1, ${4 * F}) g
        where g <= ${F} or g > ${2 * F}`);
      await tx.execute(sql`
        update products set archived_at = now()
        where (id > ${2 * F} and id <= ${3 * F} and id % 1000 = 0) or (id > ${3 * F} and id <= ${3 * F + ARCHIVED_AHEAD})`);
    });
    await db.execute(sql`analyze products`);
  }, 180_000);
  afterAll(async () => {
    await store?.close();
  });

  it('the index finds the files holding a live product by a hop per file on the primary key', async () => {
    const files = await productFilesQuery(db, PRODUCTS_PER_FILE);
    expect(files.map((f) => f.file)).toEqual([1, 3, 4]);
    const plan = await explainQuery(db, productFilesQuery(db, PRODUCTS_PER_FILE));
    const described = describePlan(plan);
    expect(seqScans(plan).map(nodeLabel), described).toEqual([]);
    expect(readsProductsByPrimaryKeyOnly(plan), described).toBe(true);
    // A row per file, the end, and the archived rows passed on the way.
    expect(rowsReadFrom(plan, 'products'), described).toBeLessThanOrEqual(4 + ARCHIVED_AHEAD + 1);
  });

  it('a product file is one primary-key range, in order, of at most a file of rows', async () => {
    for (const file of [1, 3, 4]) {
      const rows = await productFileQuery(db, file, PRODUCTS_PER_FILE);
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.length).toBeLessThanOrEqual(PRODUCTS_PER_FILE);
      const plan = await explainQuery(db, productFileQuery(db, file, PRODUCTS_PER_FILE));
      const described = describePlan(plan);
      expect([...seqScans(plan), ...nodesOfType(plan, 'Sort')].map(nodeLabel), described).toEqual([]);
      expect(readsProductsByPrimaryKeyOnly(plan), described).toBe(true);
      expect(rowsReadFrom(plan, 'products'), described).toBeLessThanOrEqual(PRODUCTS_PER_FILE);
    }
    expect(await productFileQuery(db, 2, PRODUCTS_PER_FILE)).toEqual([]);
  });

  it('the highest id, which bounds the file numbers, is one primary-key read', async () => {
    const [row] = await highestProductIdQuery(db);
    expect(row!.highest).toBe(4 * F);
    const plan = await explainQuery(db, highestProductIdQuery(db));
    const described = describePlan(plan);
    expect(seqScans(plan).map(nodeLabel), described).toEqual([]);
    expect(rowsReadFrom(plan, 'products'), described).toBeLessThanOrEqual(1);
  });
});
