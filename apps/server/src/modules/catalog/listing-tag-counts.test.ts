/**
 * listing_tag_counts (decisions 072, 081) after every kind of write, compared with a recount from
 * the source tables. The counts are the listing totals ("{n} products found") and the facet
 * option counts, so a count that drifts shows the shopper a wrong number until the next migration.
 */
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiPaths, type AdminProductBody, type AdminProductDetail } from '@marquee/contracts';
import { productCategoryAssignments, productTagAssignments, productTags, products } from '../../db/schema/index.js';
import { signInAdmin } from '../../test/admin.js';
import { testStoreForFile, type TestClient } from '../../test/app.js';
import { createCategory, createFilterTag, createProduct } from '../../test/factories.js';
import { listFacets } from './facet-queries.js';
import {
  keptTagCounts,
  keptTagMemberships,
  recountedTagCounts,
  wantedTagMemberships,
} from './listing-tag-counts-recount.js';
import { listProducts } from './product-queries.js';

const store = testStoreForFile();
let admin: TestClient;
const db = () => store.database.db;

async function expectCountsRight(label: string) {
  const expected = await recountedTagCounts(db());
  expect(expected.length, label).toBeGreaterThan(0);
  expect(await keptTagCounts(db()), label).toEqual(expected);
  // The rows the tag counts now follow (decision 080's table) are right too.
  expect(await keptTagMemberships(db()), label).toEqual(await wantedTagMemberships(db()));
}

/** What the shopper sees: the listing's total and each tag's facet count (straight from the queries, uncached). */
async function shopperSees(categoryId: number) {
  const [list, facets] = await Promise.all([
    listProducts(db(), { categoryId, sort: 'newest', page: 1, pageSize: 24 }),
    listFacets(db(), { categoryId }),
  ]);
  const count = (tagId: number) => facets.groups.flatMap((g) => g.options).find((o) => o.id === tagId)?.count ?? 0;
  return { total: list.total, count };
}

/** Counts set to the recount, so a test fails for its own writes only, not for an earlier test's. */
async function resetCounts() {
  await db().execute(sql`delete from listing_tag_counts`);
  for (const row of await recountedTagCounts(db())) {
    await db().execute(
      sql`insert into listing_tag_counts (category_id, tag_id, product_count)
          values (${row.category_id}, ${row.tag_id}, ${row.product_count})`,
    );
  }
}

beforeAll(async () => {
  admin = await signInAdmin(store);
  // Some products already listed, so a wrong delta shows against non-zero counts too.
  const category = await createCategory(db());
  const made = [];
  for (let i = 0; i < 3; i++) made.push(await createProduct(db(), { categoryId: category.id }));
  await createFilterTag(db(), 'general', { categoryIds: [category.id], productIds: made.map((p) => p.id) });
});
beforeEach(resetCounts);

describe('SF-CAT-01 SF-CAT-05 listing_tag_counts after one statement that writes both sides (decision 081)', () => {
  it('counts a product inserted with its extra category and tags in one statement once', async () => {
    const shirts = await createCategory(db());
    const mugs = await createCategory(db());
    const hero = await createFilterTag(db(), 'franchise', { categoryIds: [shirts.id, mugs.id] });
    const size = await createFilterTag(db(), 'size', { categoryIds: [shirts.id, mugs.id] });
    await db().execute(sql`
      with made as (
        insert into products (slug, title, price_cents, stock_quantity, category_id)
        values ('one-statement-shirt', 'One statement', 1999, 1, ${shirts.id}) returning id
      ), listed as (
        insert into product_category_assignments (product_id, category_id) select id, ${mugs.id} from made
      )
      insert into product_tag_assignments (product_id, tag_id)
      select id, tag from made, (values (${hero.id}::int), (${size.id}::int)) as t(tag)`);
    for (const category of [shirts, mugs]) {
      const view = await shopperSees(category.id);
      expect(view.total).toBe(1);
      expect(view.count(hero.id)).toBe(1);
      expect(view.count(size.id)).toBe(1);
    }
    await expectCountsRight('inserted in one statement');
  });

  // A data-modifying WITH runs its unreferenced sub-statements after the main one, and their
  // triggers fire in that order: both orders are written here.
  const assignments: Array<[string, (productId: number, extraId: number, tagId: number) => SQL]> = [
    [
      'the tag, then the extra category',
      (id, extraId, tagId) => sql`
        with listed as (insert into product_category_assignments (product_id, category_id) values (${id}, ${extraId}))
        insert into product_tag_assignments (product_id, tag_id) values (${id}, ${tagId})`,
    ],
    [
      'the extra category, then the tag',
      (id, extraId, tagId) => sql`
        with tagged as (insert into product_tag_assignments (product_id, tag_id) values (${id}, ${tagId}))
        insert into product_category_assignments (product_id, category_id) values (${id}, ${extraId})`,
    ],
  ];
  for (const [order, assign] of assignments) {
    it(`gives an existing product ${order} in one statement, counted once`, async () => {
      const home = await createCategory(db());
      const extra = await createCategory(db());
      const tag = await createFilterTag(db(), 'general', { categoryIds: [home.id, extra.id] });
      const product = await createProduct(db(), { categoryId: home.id });
      await db().execute(assign(product.id, extra.id, tag.id));
      expect((await shopperSees(home.id)).count(tag.id)).toBe(1);
      expect((await shopperSees(extra.id)).count(tag.id)).toBe(1);
      await expectCountsRight(`assigned in one statement: ${order}`);
    });
  }

  /** Each undoes a tagged product listed in two categories in one statement. */
  const removals: Array<[string, (productId: number, extraId: number) => SQL]> = [
    [
      'archives it and removes its tags',
      (id) => sql`with untagged as (delete from product_tag_assignments where product_id = ${id})
                  update products set archived_at = now() where id = ${id}`,
    ],
    [
      'removes its extra category and its tags',
      (id, extraId) => sql`with untagged as (delete from product_tag_assignments where product_id = ${id})
                           delete from product_category_assignments where product_id = ${id} and category_id = ${extraId}`,
    ],
    [
      'moves it to no category and removes its tags',
      (id) => sql`with untagged as (delete from product_tag_assignments where product_id = ${id})
                  update products set category_id = null where id = ${id}`,
    ],
    [
      'removes its tags, then deletes the product',
      (id) => sql`with gone as (delete from products where id = ${id})
                  delete from product_tag_assignments where product_id = ${id}`,
    ],
    [
      'deletes the product, then removes its tags',
      (id) => sql`with untagged as (delete from product_tag_assignments where product_id = ${id})
                  delete from products where id = ${id}`,
    ],
  ];
  for (const [what, removal] of removals) {
    it(`one statement that ${what} lowers each count once`, async () => {
      const home = await createCategory(db());
      const extra = await createCategory(db());
      const tag = await createFilterTag(db(), 'general', { categoryIds: [home.id, extra.id] });
      const staying = await createProduct(db(), { categoryId: home.id });
      const leaving = await createProduct(db(), { categoryId: home.id });
      await db().insert(productCategoryAssignments).values({ productId: leaving.id, categoryId: extra.id });
      await db()
        .insert(productTagAssignments)
        .values([staying, leaving].map((p) => ({ productId: p.id, tagId: tag.id })));
      expect((await shopperSees(home.id)).count(tag.id)).toBe(2);
      await expectCountsRight(`before: ${what}`);

      await db().execute(removal(leaving.id, extra.id));
      expect((await shopperSees(home.id)).count(tag.id)).toBe(1);
      expect((await shopperSees(extra.id)).count(tag.id)).toBe(0);
      await expectCountsRight(what);
    });
  }
});

describe('ADM-PROD-04 listing_tag_counts after the ordinary writes (decision 081)', () => {
  const { products: productsPath, product: productPath } = apiPaths.admin;

  async function save(detail: AdminProductDetail, changes: Partial<AdminProductBody> & { archived?: boolean }) {
    const { title, description, priceCents, stockQuantity, categoryId, categoryIds, tagIds, version } = detail;
    const response = await admin.put(productPath.href(detail.id), {
      ...{ title, description, priceCents, stockQuantity, categoryId, categoryIds, tagIds, version },
      ...changes,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as AdminProductDetail;
  }

  it('follows admin create, update, archive, restore and delete', async () => {
    const shirts = await createCategory(db());
    const mugs = await createCategory(db());
    const hero = await createFilterTag(db(), 'franchise', { categoryIds: [shirts.id, mugs.id] });
    const size = await createFilterTag(db(), 'size', { categoryIds: [shirts.id, mugs.id] });

    const created = await admin.post(productsPath.href(), {
      title: 'Counted Tee',
      description: 'A tee.',
      priceCents: 2500,
      stockQuantity: 4,
      categoryId: shirts.id,
      categoryIds: [mugs.id],
      tagIds: [hero.id, size.id],
    });
    expect(created.statusCode, created.body).toBe(201);
    let detail = created.json() as AdminProductDetail;
    expect((await shopperSees(mugs.id)).count(hero.id)).toBe(1);
    await expectCountsRight('admin create');

    detail = await save(detail, { priceCents: 2700, title: 'Counted Tee, repriced' });
    await expectCountsRight('admin reprice and retitle');

    // The save rewrites the relations: one tag dropped, the extra category dropped, the primary moved.
    detail = await save(detail, { categoryId: mugs.id, categoryIds: [], tagIds: [size.id] });
    expect(await shopperSees(shirts.id)).toMatchObject({ total: 0 });
    expect((await shopperSees(mugs.id)).count(hero.id)).toBe(0);
    expect((await shopperSees(mugs.id)).count(size.id)).toBe(1);
    await expectCountsRight('admin category and tag change');

    detail = await save(detail, { archived: true });
    expect((await shopperSees(mugs.id)).count(size.id)).toBe(0);
    await expectCountsRight('admin archive');

    detail = await save(detail, { archived: false, categoryIds: [shirts.id], tagIds: [hero.id, size.id] });
    expect((await shopperSees(shirts.id)).count(hero.id)).toBe(1);
    await expectCountsRight('admin restore');

    const deleted = await admin.delete(productPath.href(detail.id));
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await shopperSees(shirts.id)).toMatchObject({ total: 0 });
    await expectCountsRight('admin delete');
  });

  it('follows tags assigned, unassigned, reassigned and deleted, and category changes', async () => {
    const home = await createCategory(db());
    const away = await createCategory(db());
    const made = [];
    for (let i = 0; i < 4; i++) made.push(await createProduct(db(), { categoryId: home.id }));
    const ids = made.map((p) => p.id);
    const tag = await createFilterTag(db(), 'general', { categoryIds: [home.id, away.id], productIds: ids });
    const other = await createFilterTag(db(), 'promotion', { categoryIds: [home.id, away.id] });
    expect((await shopperSees(home.id)).count(tag.id)).toBe(4);
    await expectCountsRight('tags assigned in bulk');

    await db()
      .delete(productTagAssignments)
      .where(and(eq(productTagAssignments.productId, ids[0]!), eq(productTagAssignments.tagId, tag.id)));
    await expectCountsRight('tag unassigned');

    await db()
      .update(productTagAssignments)
      .set({ tagId: other.id })
      .where(and(eq(productTagAssignments.productId, ids[1]!), eq(productTagAssignments.tagId, tag.id)));
    expect((await shopperSees(home.id)).count(other.id)).toBe(1);
    await expectCountsRight('tag reassigned');

    await db().update(products).set({ categoryId: away.id }).where(eq(products.id, ids[2]!));
    expect((await shopperSees(away.id)).count(tag.id)).toBe(1);
    await expectCountsRight('primary category changed');

    await db().insert(productCategoryAssignments).values({ productId: ids[3]!, categoryId: away.id });
    await expectCountsRight('extra category added');
    await db().delete(productCategoryAssignments).where(eq(productCategoryAssignments.productId, ids[3]!));
    await expectCountsRight('extra category removed');

    await db().delete(productTags).where(eq(productTags.id, tag.id));
    expect((await shopperSees(home.id)).count(tag.id)).toBe(0);
    await expectCountsRight('tag deleted');

    await db().delete(products).where(eq(products.id, ids[2]!));
    await expectCountsRight('product deleted');
  });
});
