import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FilterOption, ProductFacets } from '@marquee/contracts';
import type { Db } from '../../db/client.js';
import { createTestStore, type TestStore } from '../../test/app.js';
import { createCategory, createFilterTag } from '../../test/factories.js';
import {
  describePlan,
  explainQuery,
  nodeLabel,
  rowsReadFrom,
  scans,
  seqScans,
  type QueryPlan,
} from '../../test/query-plan.js';
import { EXACT_COUNT_ROWS, exactTagCountQuery } from './exact-facet-counts.js';
import { listFacets, sampleKeys } from './facet-queries.js';
import type { SelectedGroups } from './listing-filters.js';

/** Over FACET_SAMPLE_ROWS, so facets with a selection are sampled: keys 0..511 of 1024, counts × 2. */
const PRODUCTS = 20_000;
const KEYS = sampleKeys(PRODUCTS);

let store: TestStore;
let db: Db;
let categoryId: number;
/** Franchises: 1 and 2 on a fifth of the products each, 3 on the other three fifths. */
let franchise: [number, number, number];
/** A character on three products of franchise 1 and two of franchise 3, all outside the sample. */
let rare: number;
/** Size m on every product; xl on every franchise-3 product and four franchise-1 products outside the sample. */
let medium: number;
let extraLarge: number;

/** `count` products of the category matching `where`, the fewest ids first, outside the sample. */
const unsampled = (where: ReturnType<typeof sql>, count: number) =>
  sql`(select p.id from products p where p.category_id = ${categoryId} and ${where}
       and (hashint4(p.id) & 1023) >= ${KEYS} order by p.id limit ${count})`;

beforeAll(async () => {
  store = await createTestStore();
  db = store.database.db;
  categoryId = (await createCategory(db)).id;
  const tag = async (type: 'franchise' | 'character' | 'size') =>
    (await createFilterTag(db, type, { categoryIds: [categoryId] })).id;
  franchise = [await tag('franchise'), await tag('franchise'), await tag('franchise')];
  rare = await tag('character');
  medium = await tag('size');
  extraLarge = await tag('size');
  const [f1, f2, f3] = franchise;
  // The client's statement timeout is meant for requests; generating the listing takes seconds.
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local statement_timeout = 0`);
    await tx.execute(sql`
      insert into products (slug, title, price_cents, stock_quantity, category_id)
      select 'exact-' || g, 'Exact product ' || g, 1000 + g, 5, ${categoryId} from generate_series(1, ${PRODUCTS}) g`);
    await tx.execute(sql`
      insert into product_tag_assignments (product_id, tag_id)
      select p.id, case p.id % 5 when 0 then ${f1}::int when 1 then ${f2}::int else ${f3}::int end
      from products p where p.category_id = ${categoryId}
      union all select p.id, ${medium}::int from products p where p.category_id = ${categoryId}
      union all select p.id, ${extraLarge}::int from products p where p.category_id = ${categoryId} and p.id % 5 > 1
      union all select id, ${extraLarge}::int from ${unsampled(sql`p.id % 5 = 0`, 4)} x
      union all select id, ${rare}::int from ${unsampled(sql`p.id % 5 = 0`, 3)} x
      union all select id, ${rare}::int from ${unsampled(sql`p.id % 5 = 2`, 2)} x`);
  });
  if (store.database.driver === 'postgres') await db.execute(sql`analyze`);
  // The counts below assume this split: sizes past the exact budget, franchises 1 and 2 within it.
  expect([KEYS, EXACT_COUNT_ROWS < 12_004, EXACT_COUNT_ROWS >= 8_005]).toEqual([512, true, true]);
}, 180_000);
afterAll(async () => {
  await store?.close();
});

const optionOf = (facets: ProductFacets, id: number): FilterOption =>
  facets.groups.flatMap((g) => g.options).find((o) => o.id === id)!;

describe('issue 15 facet counts of a sampled listing never read "~0" for an option with products', () => {
  it('SF-CAT-05 counts a rare option exactly under another group’s selection and marks common ones estimated', async () => {
    // Two franchises selected, as seen on the 1,000,000-product store.
    const facets = await listFacets(db, { categoryId, tags: [franchise[0], franchise[1]] });
    // The sample holds none of the character's products: its scaled count was 0.
    expect(optionOf(facets, rare)).toMatchObject({ count: 3, estimated: false });
    // Every product is medium: 8,000 in the two franchises, estimated from ~4,000 sampled.
    const m = optionOf(facets, medium);
    expect(m.estimated).toBe(true);
    expect(m.count).toBeGreaterThan(8_000 * 0.9);
    expect(m.count).toBeLessThan(8_000 * 1.1);
    // Too common to count exactly (12,004 products), and in the two franchises only outside the
    // sample: an estimate of 0, which the web shows as "few", never "~0".
    expect(optionOf(facets, extraLarge)).toMatchObject({ count: 0, estimated: true });
    expect(facets.countsAreEstimates).toBe(true);
    // The selected group no other group narrows still reads its kept counts, exactly.
    expect(optionOf(facets, franchise[2])).toMatchObject({ count: 12_000, estimated: false, selected: false });
  });

  it('SF-CAT-07 counts a selected group’s uncommon siblings exactly, leaving that group’s own selection out', async () => {
    const facets = await listFacets(db, { categoryId, tags: [rare, franchise[0]] });
    // Characters narrowed by franchise 1 only; franchises narrowed by the character only.
    expect(optionOf(facets, rare)).toMatchObject({ count: 3, estimated: false, selected: true });
    expect(optionOf(facets, franchise[0])).toMatchObject({ count: 3, estimated: false, selected: true });
    expect(optionOf(facets, franchise[1])).toMatchObject({ count: 0, estimated: false });
    // Franchise 3 (12,000) is past the budget: sampled, and its two products are outside the sample.
    expect(optionOf(facets, franchise[2])).toMatchObject({ count: 0, estimated: true });
  });

  it('a listing no bigger than the sample is counted exactly, nothing estimated', async () => {
    const small = await createCategory(db);
    await db.execute(sql`
      insert into product_category_assignments (product_id, category_id)
      select p.id, ${small.id} from products p where p.category_id = ${categoryId} order by p.id limit 50`);
    await db.execute(sql`
      insert into category_filters (category_id, tag_id)
      select ${small.id}, unnest(${`{${[...franchise, medium].join(',')}}`}::int[])`);
    const facets = await listFacets(db, { categoryId: small.id, tags: [franchise[0]] });
    expect(facets.countsAreEstimates).toBe(false);
    expect(optionOf(facets, medium)).toMatchObject({ count: 10, estimated: false });
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('issue 15 exact facet count plans (PostgreSQL)', () => {
  const LTM = 'listing_tag_memberships';
  const anIndexScan = expect.stringMatching(/^Index (Only )?Scan$/);
  /**
   * How the other groups' selections are checked: by probes of product_tag_assignments' primary
   * key, one per listing row (not by hashing every assignment of the selected tags in the store).
   */
  const probes = (plan: QueryPlan) => {
    const nodes = scans(plan).filter((node) => node['Relation Name'] === 'product_tag_assignments');
    expect(nodes.map((node) => node['Index Name'])).toEqual(
      nodes.map(() => 'product_tag_assignments_product_id_tag_id_pk'),
    );
    return {
      scans: nodes.map((node) => node['Node Type']),
      loops: nodes.reduce((sum, node) => sum + node['Actual Loops']!, 0),
    };
  };

  it('reads only the rare option’s index range, as many rows as the listing has products carrying it', async () => {
    const groups: SelectedGroups = new Map([['franchise', [franchise[0], franchise[1]]]]);
    const plan = await explainQuery(db, exactTagCountQuery(db, categoryId, groups, [{ id: rare, type: 'character' }]));
    const described = describePlan(plan);
    expect(seqScans(plan).map(nodeLabel), described).toEqual([]);
    expect(
      scans(plan)
        .filter((node) => node['Relation Name'] === LTM)
        .map((node) => node['Node Type']),
      described,
    ).toEqual([anIndexScan]);
    expect(rowsReadFrom(plan, LTM), described).toBe(5);
    expect(probes(plan), described).toEqual({ scans: [anIndexScan], loops: 5 });
    expect(rowsReadFrom(plan, 'listing_memberships'), described).toBe(0);
  });

  it('with options of two groups, one index range per option in one statement, bounded by their sizes', async () => {
    const groups: SelectedGroups = new Map([
      ['character', [rare]],
      ['franchise', [franchise[0]]],
    ]);
    const options = [
      { id: rare, type: 'character' as const },
      { id: franchise[0], type: 'franchise' as const },
      { id: franchise[1], type: 'franchise' as const },
    ];
    const plan = await explainQuery(db, exactTagCountQuery(db, categoryId, groups, options));
    const described = describePlan(plan);
    expect(seqScans(plan).map(nodeLabel), described).toEqual([]);
    // The character's 5 rows and the two franchises' 4,000 each, with a probe for each row.
    const bound = 5 + 4_000 + 4_000;
    expect(rowsReadFrom(plan, LTM), described).toBe(bound);
    expect(probes(plan), described).toEqual({ scans: [anIndexScan, anIndexScan], loops: bound });
    expect(rowsReadFrom(plan, 'listing_memberships'), described).toBe(0);
  });
});
