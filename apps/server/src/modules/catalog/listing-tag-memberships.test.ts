import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productSorts, type ProductSort } from '@marquee/contracts';
import type { Database, Db } from '../../db/client.js';
import { productCategoryAssignments, productTagAssignments, productTags, products } from '../../db/schema/index.js';
import { executeRows } from '../../db/execute-rows.js';
import { seedBenchCatalog } from '../../db/seed/bench-catalog.js';
import { seedDemo } from '../../db/seed/index.js';
import { testStoreForFile } from '../../test/app.js';
import { createTestDatabase } from '../../test/database.js';
import { createCategory, createFilterTag, createProduct } from '../../test/factories.js';
import { listingWhere, type SelectedGroups } from './listing-filters.js';
import { listingMemberships } from './listing-tables.js';
import { cappedCountQuery, listingPageQuery } from './product-queries.js';

/** What listing_tag_memberships must hold: every membership once per tag of its product. */
const wantedRows = (db: Db) =>
  executeRows(
    db,
    sql`select m.category_id, t.tag_id, m.product_id, m.created_at, m.title, m.price_cents
        from listing_memberships m join product_tag_assignments t on t.product_id = m.product_id
        order by 1, 2, 3`,
  );
const keptRows = (db: Db) =>
  executeRows(
    db,
    sql`select category_id, tag_id, product_id, created_at, title, price_cents
        from listing_tag_memberships order by 1, 2, 3`,
  );

/** The oracle: decision 072's path, the listing's memberships in order, each probed for the tag. */
const oracleOrder: Record<ProductSort, SQL[]> = {
  newest: [desc(listingMemberships.createdAt), desc(listingMemberships.productId)],
  name_asc: [asc(listingMemberships.title), asc(listingMemberships.productId)],
  name_desc: [desc(listingMemberships.title), desc(listingMemberships.productId)],
  price_asc: [asc(listingMemberships.priceCents), asc(listingMemberships.productId)],
  price_desc: [desc(listingMemberships.priceCents), desc(listingMemberships.productId)],
};

const oneTag = (tagId: number): SelectedGroups => new Map([['general', [tagId]]]);

async function oracle(db: Db, categoryId: number | undefined, tagId: number, sort: ProductSort) {
  const found = await db
    .select({ id: listingMemberships.productId })
    .from(listingMemberships)
    .where(listingWhere(categoryId, oneTag(tagId)))
    .orderBy(...oracleOrder[sort]);
  return found.map((row) => row.id);
}

const PAGE_SIZE = 2;

/** Every page of the one-tag listing, as a shopper pages through it, joined up. */
async function pagedThrough(db: Db, categoryId: number | undefined, tagId: number, sort: ProductSort) {
  const ids: number[] = [];
  for (let page = 1; ; page++) {
    const found = await listingPageQuery(db, { categoryId, sort, page, pageSize: PAGE_SIZE }, oneTag(tagId));
    ids.push(...found.map((row) => row.id));
    if (found.length < PAGE_SIZE) return ids;
  }
}

const store = testStoreForFile();
const db = () => store.database.db;
let shirts: { id: number };
let mugs: { id: number };
let hero: { id: number };
let size: { id: number };

beforeAll(async () => {
  shirts = await createCategory(db());
  mugs = await createCategory(db());
  // Ties on title, price and creation time, so the id tie-break decides some places.
  const at = new Date('2026-01-01T00:00:00Z');
  const made = [];
  for (const [i, title, priceCents] of [
    [0, 'Alpha', 1500],
    [1, 'Alpha', 1500],
    [2, 'Bravo', 999],
    [3, 'Charlie', 2500],
    [4, 'Delta', 999],
    [5, 'Echo', 4000],
  ] as const) {
    made.push(
      await createProduct(db(), {
        title,
        priceCents,
        categoryId: i % 3 === 2 ? mugs.id : shirts.id,
        createdAt: new Date(at.getTime() + Math.floor(i / 2) * 60_000),
      }),
    );
  }
  const ids = made.map((p) => p.id);
  hero = await createFilterTag(db(), 'franchise', { productIds: ids.slice(0, 5) });
  size = await createFilterTag(db(), 'size', { productIds: [ids[1]!, ids[3]!, ids[5]!] });
  await db().insert(productCategoryAssignments).values({ productId: ids[4]!, categoryId: mugs.id });
});

/**
 * Each one-tag listing (both categories and all products, both tags) in each sort: its pages
 * hold exactly the oracle's products in the oracle's order, its capped count is the oracle's
 * size, and the kept table is exactly memberships × tags.
 */
async function expectOneTagListingsRight() {
  expect(await keptRows(db())).toEqual(await wantedRows(db()));
  for (const categoryId of [shirts.id, mugs.id, undefined]) {
    for (const tagId of [hero.id, size.id]) {
      for (const sort of productSorts) {
        const expected = await oracle(db(), categoryId, tagId, sort);
        const label = `category ${categoryId ?? 'all'}, tag ${tagId}, ${sort}`;
        expect(await pagedThrough(db(), categoryId, tagId, sort), label).toEqual(expected);
        const [counted] = await cappedCountQuery(db(), categoryId, oneTag(tagId));
        expect(counted!.count, label).toBe(expected.length);
      }
    }
  }
}

describe('SF-CAT-07 a one-tag listing read from listing_tag_memberships (decision 080)', () => {
  it('lists the products of the listing carrying the tag, in every sort and page', async () => {
    expect(await oracle(db(), shirts.id, hero.id, 'newest')).toHaveLength(4);
    await expectOneTagListingsRight();
  });

  it('follows a product created with its tags, and one created with them in the same statement', async () => {
    const created = await createProduct(db(), { title: 'Aardvark', priceCents: 100, categoryId: shirts.id });
    await db().insert(productTagAssignments).values({ productId: created.id, tagId: hero.id });
    await db().execute(sql`
      with made as (
        insert into products (slug, title, price_cents, stock_quantity, category_id)
        values ('one-statement', 'Zulu', 99999, 1, ${mugs.id}) returning id
      )
      insert into product_tag_assignments (product_id, tag_id) select id, ${size.id} from made`);
    expect(await oracle(db(), shirts.id, hero.id, 'name_asc')).toContain(created.id);
    await expectOneTagListingsRight();
  });

  it('follows a product retitled, repriced and re-dated into another place in the sorts', async () => {
    const [first] = await oracle(db(), shirts.id, hero.id, 'name_asc');
    const [cheapest] = await oracle(db(), undefined, hero.id, 'price_asc');
    await db().update(products).set({ title: 'Zzz last' }).where(eq(products.id, first!));
    await db().update(products).set({ priceCents: 1_000_000 }).where(eq(products.id, cheapest!));
    await db()
      .update(products)
      .set({ createdAt: new Date('2030-01-01T00:00:00Z') })
      .where(eq(products.id, first!));
    expect((await oracle(db(), shirts.id, hero.id, 'name_desc'))[0]).toBe(first);
    await expectOneTagListingsRight();
  });

  it('drops an archived product and takes it back when unarchived', async () => {
    const [archived] = await oracle(db(), shirts.id, hero.id, 'newest');
    await db().update(products).set({ archivedAt: new Date() }).where(eq(products.id, archived!));
    expect(await pagedThrough(db(), shirts.id, hero.id, 'newest')).not.toContain(archived);
    await expectOneTagListingsRight();
    await db().update(products).set({ archivedAt: null }).where(eq(products.id, archived!));
    expect(await pagedThrough(db(), shirts.id, hero.id, 'newest')).toContain(archived);
    await expectOneTagListingsRight();
  });

  it('drops a deleted product', async () => {
    const doomed = await createProduct(db(), { categoryId: shirts.id });
    await db().insert(productTagAssignments).values({ productId: doomed.id, tagId: hero.id });
    expect(await pagedThrough(db(), shirts.id, hero.id, 'newest')).toContain(doomed.id);
    await db().delete(products).where(eq(products.id, doomed.id));
    expect(await pagedThrough(db(), undefined, hero.id, 'newest')).not.toContain(doomed.id);
    await expectOneTagListingsRight();
  });

  it('moves a product with its primary category, and with an extra category added and removed', async () => {
    const moving = await createProduct(db(), { title: 'Mover', categoryId: shirts.id });
    await db().insert(productTagAssignments).values({ productId: moving.id, tagId: size.id });
    await db().update(products).set({ categoryId: mugs.id }).where(eq(products.id, moving.id));
    expect(await pagedThrough(db(), shirts.id, size.id, 'name_asc')).not.toContain(moving.id);
    expect(await pagedThrough(db(), mugs.id, size.id, 'name_asc')).toContain(moving.id);
    await expectOneTagListingsRight();

    await db().insert(productCategoryAssignments).values({ productId: moving.id, categoryId: shirts.id });
    expect(await pagedThrough(db(), shirts.id, size.id, 'name_asc')).toContain(moving.id);
    await expectOneTagListingsRight();
    await db()
      .delete(productCategoryAssignments)
      .where(
        and(eq(productCategoryAssignments.productId, moving.id), eq(productCategoryAssignments.categoryId, shirts.id)),
      );
    expect(await pagedThrough(db(), shirts.id, size.id, 'name_asc')).not.toContain(moving.id);
    await expectOneTagListingsRight();
  });

  it('follows tags added, removed and reassigned on products', async () => {
    const [untagged] = await oracle(db(), shirts.id, hero.id, 'newest');
    await db()
      .delete(productTagAssignments)
      .where(and(eq(productTagAssignments.productId, untagged!), eq(productTagAssignments.tagId, hero.id)));
    expect(await pagedThrough(db(), shirts.id, hero.id, 'newest')).not.toContain(untagged);
    await expectOneTagListingsRight();

    await db().insert(productTagAssignments).values({ productId: untagged!, tagId: hero.id });
    expect(await pagedThrough(db(), shirts.id, hero.id, 'newest')).toContain(untagged);
    await expectOneTagListingsRight();

    // An update of the assignment itself: the product leaves one tag's listing for another's.
    const other = await createFilterTag(db(), 'general');
    await db()
      .update(productTagAssignments)
      .set({ tagId: other.id })
      .where(and(eq(productTagAssignments.productId, untagged!), eq(productTagAssignments.tagId, hero.id)));
    expect(await pagedThrough(db(), shirts.id, other.id, 'newest')).toEqual([untagged]);
    await expectOneTagListingsRight();
  });

  it('empties the listing of a deleted tag', async () => {
    const doomed = await createFilterTag(db(), 'promotion');
    const tagged = await oracle(db(), undefined, hero.id, 'newest');
    await db()
      .insert(productTagAssignments)
      .values(tagged.map((productId) => ({ productId, tagId: doomed.id })));
    expect(await pagedThrough(db(), undefined, doomed.id, 'newest')).toEqual(tagged);
    await db().delete(productTags).where(eq(productTags.id, doomed.id));
    expect(await pagedThrough(db(), undefined, doomed.id, 'newest')).toEqual([]);
    await expectOneTagListingsRight();
  });

  it('keeps two or more selected tags on the per-row path, with the same answer', async () => {
    const both: SelectedGroups = new Map([
      ['franchise', [hero.id]],
      ['size', [size.id]],
    ]);
    const page = await listingPageQuery(db(), { categoryId: undefined, sort: 'newest', page: 1, pageSize: 50 }, both);
    const expected = await db()
      .select({ id: listingMemberships.productId })
      .from(listingMemberships)
      .where(listingWhere(undefined, both))
      .orderBy(...oracleOrder.newest);
    expect(page).toEqual(expected);
    expect(expected.length).toBeGreaterThan(0);
  });
});

describe('listing_tag_memberships after a bulk bench seed', () => {
  let database: Database;
  const mediaDir = mkdtempSync(path.join(tmpdir(), 'marquee-tag-memberships-'));
  const indexes = () =>
    executeRows<{ indexdef: string }>(
      database.db,
      sql`select indexdef from pg_indexes where tablename = 'listing_tag_memberships' order by indexdef`,
    );

  beforeAll(async () => {
    database = await createTestDatabase();
    await seedDemo(database.db, { mediaDir });
  }, 120_000);
  afterAll(async () => {
    await database?.close();
    rmSync(mediaDir, { recursive: true, force: true });
  });

  it('holds every membership once per tag, with its sort indexes rebuilt', async () => {
    const before = await indexes();
    expect(before.map((i) => i.indexdef).join('\n')).toMatch(/name_idx.*\n.*newest_idx.*\n.*price_idx/);
    await seedBenchCatalog(database.db, 700, { batchSize: 300 });
    expect(await indexes()).toEqual(before);
    const kept = await keptRows(database.db);
    expect(kept).toEqual(await wantedRows(database.db));
    // The bench's tags reach most products: ~2 listings × ~2-3 tags each.
    expect(kept.length).toBeGreaterThan(2_000);
  });
});
