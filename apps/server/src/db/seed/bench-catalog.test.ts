import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/database.js';
import type { Database } from '../client.js';
import { seedBenchCatalog } from './bench-catalog.js';
import { seedDemo } from './index.js';

let database: Database;
const mediaDir = mkdtempSync(path.join(tmpdir(), 'marquee-bench-catalog-'));

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  const result = await database.db.execute(query);
  return (Array.isArray(result) ? result : (result as unknown as { rows: unknown[] }).rows) as T[];
}

/** The indexes and constraints of the tables the seed fills, as PostgreSQL would recreate them. */
const schemaShape = () =>
  rows<{ definition: string }>(sql`
    select pg_get_indexdef(indexrelid) as definition from pg_index
    where indrelid::regclass::text in ('products', 'product_images', 'product_tag_assignments',
                                       'product_category_assignments', 'product_reviews', 'category_filters')
    union all
    select conrelid::regclass::text || ' ' || conname || ' ' || pg_get_constraintdef(oid) from pg_constraint
    where conrelid::regclass::text in ('products', 'product_images', 'product_tag_assignments',
                                       'product_category_assignments', 'product_reviews', 'category_filters')
    order by 1`);

let before: { definition: string }[];
let added: number;
let progress: string[];
beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemo(database.db, { mediaDir });
  before = await schemaShape();
  progress = [];
  // Batches of 300: the last one is partial, so batch boundaries are exercised.
  added = await seedBenchCatalog(database.db, 1000, { batchSize: 300, onProgress: (m) => progress.push(m) });
}, 120_000);
afterAll(async () => {
  await database?.close();
  rmSync(mediaDir, { recursive: true, force: true });
});

describe('the bench catalogue (npm run bench)', () => {
  it('tops the catalogue up to the size asked, in batches', async () => {
    const [row] = await rows<{ count: number }>(sql`select count(*)::int as count from products`);
    expect(row?.count).toBe(1000);
    expect(added).toBe(1000 - 156);
    expect(progress.filter((m) => m.endsWith('products'))).toEqual([
      '300 of 844 products',
      '600 of 844 products',
      '844 of 844 products',
    ]);
  });

  it('restores every index and foreign key it set aside while loading', async () => {
    expect(await schemaShape()).toEqual(before);
  });

  it('gives products what listings and search read: images, tags, extra categories, reviews, Hebrew titles', async () => {
    const [shape] = await rows<Record<string, number>>(sql`
      select
        count(*) filter (where not exists (select 1 from product_images i where i.product_id = p.id))::int as "withoutImage",
        count(*) filter (where not exists (select 1 from product_tag_assignments a where a.product_id = p.id))::int as "withoutTag",
        count(*) filter (where exists (select 1 from product_category_assignments c where c.product_id = p.id))::int as "extraCategory",
        count(*) filter (where exists (select 1 from product_reviews r where r.product_id = p.id))::int as reviewed,
        count(*) filter (where p.translations->'he'->>'title' is not null)::int as hebrew,
        count(distinct p.category_id)::int as categories,
        count(*) filter (where p.price_cents % 100 <> 99)::int as "oddPrices"
      from products p where p.slug like 'bench-%'`);
    expect(shape).toMatchObject({ withoutImage: 0, withoutTag: 0, oddPrices: 0 });
    expect(shape!.extraCategory).toBeGreaterThan(200);
    expect(shape!.reviewed).toBeGreaterThan(200);
    expect(shape!.hebrew).toBeGreaterThan(300);
    expect(shape!.categories).toBeGreaterThan(5);
  });

  it('adds nothing when the catalogue is already that large, and continues the numbering when asked for more', async () => {
    expect(await seedBenchCatalog(database.db, 1000)).toBe(0);
    expect(await seedBenchCatalog(database.db, 1010)).toBe(10);
    const [row] = await rows<{ last: number; count: number }>(
      sql`select max(substring(slug from 7)::int)::int as last, count(*)::int as count
          from products where slug like 'bench-%'`,
    );
    expect(row).toEqual({ last: 854, count: 854 });
  });
});
