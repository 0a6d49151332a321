import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LISTING_DEPTH_CAP, listingPageLimit, productSorts, type ProductSort } from '@marquee/contracts';
import type { Db } from '../../db/client.js';
import type { TagType } from '../../db/schema/index.js';
import { createTestStore, type TestStore } from '../../test/app.js';
import { createCategory, createFilterTag } from '../../test/factories.js';
import {
  describePlan,
  explainQuery,
  nodeLabel,
  nodesOfType,
  rowsReadFrom,
  scans,
  seqScans,
} from '../../test/query-plan.js';
import { FACET_SAMPLE_ROWS, sampleKeys, tagCountQuery } from './facet-queries.js';
import type { SelectedGroups } from './listing-filters.js';
import { cappedCountQuery, listingPageQuery } from './product-queries.js';

const BIG_TABLES = ['products', 'listing_memberships', 'listing_tag_memberships', 'product_tag_assignments'];

const PRODUCTS = 100_000;
const PAGE_SIZE = 24;

/**
 * Issue 15: the listing queries' plans on a generated catalogue of 100,000 products (six
 * categories of ~17,000, a fifth also in a second one, four franchise tags, a rare tag),
 * made set-based in seconds. Plans, not timings: the bench measures speed.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)('issue 15 listing plans at 100,000 products (PostgreSQL)', () => {
  let store: TestStore;
  let db: Db;
  let categoryId: number;
  let franchise: SelectedGroups;
  let twoFranchises: SelectedGroups;
  let rare: SelectedGroups;

  beforeAll(async () => {
    store = await createTestStore();
    db = store.database.db;
    const categories = await Promise.all([1, 2, 3, 4, 5, 6].map(() => createCategory(db)));
    const ids = categories.map((c) => c.id);
    // The biggest category: ~16,700 primary members and ~16,700 extra ones.
    categoryId = ids[1]!;
    const franchises = await Promise.all([1, 2, 3, 4].map(() => createFilterTag(db, 'franchise')));
    const rareTag = await createFilterTag(db, 'promotion');
    // The client's statement timeout is meant for requests; generating the catalogue takes seconds.
    await db.transaction(async (tx) => {
      await tx.execute(sql`set local statement_timeout = 0`);
      await tx.execute(sql`
        insert into products (slug, title, price_cents, stock_quantity, category_id, created_at)
        select 'plan-' || g, 'Plan product ' || (g * 7919) % ${PRODUCTS}, 100 + (g * 7919) % 50000, 5,
               (${`{${ids.join(',')}}`}::int[])[1 + g % 6], now() - make_interval(mins => g)
        from generate_series(1, ${PRODUCTS}) g`);
      await tx.execute(sql`
        insert into product_tag_assignments (product_id, tag_id)
        select p.id, (${`{${franchises.map((t) => t.id).join(',')}}`}::int[])[1 + p.id % 4] from products p
        union all
        select p.id, ${rareTag.id} from products p where p.id % 30000 = 1`);
      await tx.execute(sql`
        insert into product_category_assignments (product_id, category_id)
        select p.id, ${ids[1]!} from products p where p.id % 5 = 0 and p.category_id <> ${ids[1]!}`);
    });
    await db.execute(sql`analyze`);
    // As autovacuum (or the bench seed) leaves it: pages all visible, so a page reads the index alone.
    await db.execute(sql`vacuum listing_tag_memberships`);
    const group = (type: TagType, id: number): SelectedGroups => new Map([[type, [id]]]);
    franchise = group('franchise', franchises[0]!.id);
    twoFranchises = new Map([['franchise', [franchises[0]!.id, franchises[1]!.id]]]);
    rare = group('promotion', rareTag.id);
  }, 120_000);
  afterAll(async () => {
    await store?.close();
  });

  const deepest = listingPageLimit(PAGE_SIZE);
  const pageQuery = (sort: ProductSort, page: number, groups: SelectedGroups = new Map(), category = categoryId) =>
    listingPageQuery(db, { sort, page, pageSize: PAGE_SIZE, categoryId: category }, groups);

  it.each(productSorts)(
    'a category page sorted %s reads its rows in order from an index and stops after the page',
    async (sort) => {
      for (const page of [1, 20, deepest]) {
        const plan = await explainQuery(db, pageQuery(sort, page));
        const described = `${sort} page ${page}: ${describePlan(plan)}`;
        expect(seqScans(plan, BIG_TABLES).map(nodeLabel), described).toEqual([]);
        expect(nodesOfType(plan, 'Sort').map(nodeLabel), described).toEqual([]);
        expect(rowsReadFrom(plan, 'listing_memberships'), described).toBeLessThanOrEqual(page * PAGE_SIZE + 1);
      }
    },
  );

  it.each(productSorts)('the all-products listing sorted %s stops after the page too', async (sort) => {
    const plan = await explainQuery(
      db,
      listingPageQuery(db, { sort, page: deepest, pageSize: PAGE_SIZE, categoryId: undefined }, new Map()),
    );
    const described = describePlan(plan);
    expect(seqScans(plan, BIG_TABLES).map(nodeLabel), described).toEqual([]);
    expect(nodesOfType(plan, 'Sort').map(nodeLabel), described).toEqual([]);
    expect(rowsReadFrom(plan, 'listing_memberships'), described).toBeLessThanOrEqual(deepest * PAGE_SIZE + 1);
  });

  /** The index of listing_tag_memberships (migration 0011) that serves each sort. */
  const tagIndexOf: Record<ProductSort, string> = {
    newest: 'listing_tag_memberships_newest_idx',
    name_asc: 'listing_tag_memberships_name_idx',
    name_desc: 'listing_tag_memberships_name_idx',
    price_asc: 'listing_tag_memberships_price_idx',
    price_desc: 'listing_tag_memberships_price_idx',
  };

  it.each(productSorts)(
    'SF-CAT-07 a one-tag page sorted %s is one range of its sort index on listing_tag_memberships',
    async (sort) => {
      // Thousands of products carry the franchise in the category (full pages), four the rare tag.
      for (const [groups, page] of [
        [franchise, 1],
        [franchise, 20],
        [franchise, 150],
        [rare, 1],
      ] as const) {
        for (const category of [categoryId, undefined]) {
          const plan = await explainQuery(db, pageQuery(sort, page, groups, category));
          const described = `${sort} page ${page} of ${category ?? 'all'}\n${describePlan(plan)}`;
          if (groups === franchise) expect(plan.nodes[0]!['Actual Rows'], described).toBe(PAGE_SIZE);
          expect(scans(plan).map(nodeLabel), described).toEqual([
            `Index Only Scan using ${tagIndexOf[sort]} on listing_tag_memberships`,
          ]);
          expect(nodesOfType(plan, 'Sort').map(nodeLabel), described).toEqual([]);
          // No row outside the page's range is read: no other listing's, no other tag's.
          expect(rowsReadFrom(plan, 'listing_tag_memberships'), described).toBeLessThanOrEqual(page * PAGE_SIZE + 1);
        }
      }
    },
  );

  it.each(productSorts)(
    'a page with two tags selected sorted %s uses indexes without reading the category',
    async (sort) => {
      // Either of two franchises (half the category): the ordered scan passes ~2 rows per match.
      // Franchise and the rare tag (five products): read through the tag's index, not the category.
      for (const groups of [twoFranchises, new Map([...franchise, ...rare])]) {
        const plan = await explainQuery(db, pageQuery(sort, 1, groups));
        const described = describePlan(plan);
        expect(seqScans(plan, BIG_TABLES).map(nodeLabel), described).toEqual([]);
        expect(rowsReadFrom(plan, 'listing_memberships'), described).toBeLessThan(1_000);
      }
    },
  );

  it('a filtered total counts no further than the depth cap', async () => {
    // Two franchises are on every second product: 10,001 matches lie within ~20,002 members. On
    // the all-products listing (~45% of the table) PostgreSQL may scan the table in its order
    // and stop at the cap, passing other listings' rows on the way.
    for (const [category, bound] of [
      [categoryId, 25_000],
      [undefined, 100_000],
    ] as const) {
      const plan = await explainQuery(db, cappedCountQuery(db, category, twoFranchises));
      const described = describePlan(plan);
      expect(seqScans(plan, ['products', 'product_tag_assignments']).map(nodeLabel), described).toEqual([]);
      expect(rowsReadFrom(plan, 'listing_memberships'), described).toBeLessThanOrEqual(bound);
    }
    const [counted] = await cappedCountQuery(db, undefined, twoFranchises);
    expect(counted!.count).toBe(LISTING_DEPTH_CAP + 1);
    // One tag: its range of listing_tag_memberships, read up to the cap and no further.
    const plan = await explainQuery(db, cappedCountQuery(db, undefined, franchise));
    const described = describePlan(plan);
    expect(seqScans(plan, BIG_TABLES).map(nodeLabel), described).toEqual([]);
    expect(rowsReadFrom(plan, 'listing_memberships'), described).toBe(0);
    expect(rowsReadFrom(plan, 'listing_tag_memberships'), described).toBe(LISTING_DEPTH_CAP + 1);
  });

  it('facet counts of a big listing read a sample of about FACET_SAMPLE_ROWS members', async () => {
    const keys = sampleKeys(PRODUCTS);
    const plan = await explainQuery(db, tagCountQuery(db, undefined, franchise, [...franchise.values()].flat(), keys));
    const described = describePlan(plan);
    expect(seqScans(plan, BIG_TABLES).map(nodeLabel), described).toEqual([]);
    expect(rowsReadFrom(plan, 'listing_memberships'), described).toBeLessThan(FACET_SAMPLE_ROWS * 1.5);
  });
});
