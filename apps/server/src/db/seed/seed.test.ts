import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../client.js';
import { executeRows } from '../execute-rows.js';
import { createTestDatabase } from '../../test/database.js';
import { seedDemo } from './index.js';

let database: Database;
const mediaDir = mkdtempSync(path.join(tmpdir(), 'marquee-seed-'));

const count = async (table: string) => {
  const rows = await executeRows<{ n: number }>(database.db, sql.raw(`select count(*)::int as n from ${table}`));
  return rows[0]!.n;
};

const tables = [
  'categories',
  'films',
  'film_categories',
  'products',
  'product_images',
  'product_reviews',
  'product_tags',
  'product_tag_assignments',
  'category_filters',
  'hero_slides',
  'home_sections',
  'home_section_products',
  'product_sets',
  'dream_box_categories',
  'site_settings',
  'currencies',
  'coupons',
  'dynamic_pages',
  'custom_pages',
];

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemo(database.db, { mediaDir });
}, 120_000);
afterAll(async () => {
  await database?.close();
});

describe('demo catalogue seed', () => {
  it('makes a new install look like a real store', async () => {
    expect(await count('categories')).toBeGreaterThanOrEqual(8);
    expect(await count('films')).toBe(12);
    expect(await count('products')).toBeGreaterThanOrEqual(150);
    expect(await count('hero_slides')).toBe(3);
    expect(await count('home_sections')).toBe(2);
    expect(await count('product_sets')).toBe(2);
    expect(await count('currencies')).toBe(22);
    expect(await count('coupons')).toBe(3);
    expect(await count('dynamic_pages')).toBe(6);
    expect(await count('product_reviews')).toBeGreaterThan(100);
  });

  it('gives every product 1-5 images whose files exist on disk', async () => {
    const result = await database.db.execute(
      sql.raw(
        'select p.id, count(i.id)::int as n, min(i.url) as url from products p left join product_images i on i.product_id = p.id group by p.id',
      ),
    );
    const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Array<{
      n: number;
      url: string;
    }>;
    for (const row of rows) {
      expect(row.n).toBeGreaterThanOrEqual(1);
      expect(row.n).toBeLessThanOrEqual(5);
      expect(existsSync(path.join(mediaDir, row.url.replace(/^\/media\//, '')))).toBe(true);
    }
  });

  it('is idempotent: a second run adds nothing', async () => {
    const before = await Promise.all(tables.map(count));
    await seedDemo(database.db, { mediaDir });
    expect(await Promise.all(tables.map(count))).toEqual(before);
  });
});
