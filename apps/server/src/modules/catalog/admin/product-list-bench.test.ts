/**
 * The admin product list at 100,000 products (issue 13): seeds the demo catalogue topped up
 * to 100,000 products (set-based SQL, db/seed/bench-catalog.ts), then times each list query
 * the Products screen makes (median of 5 runs, page + count) and on PostgreSQL prints the
 * plan of each page query. Opt-in, as it takes a minute:
 *   BENCH_ADMIN_PRODUCTS=1 npx vitest run apps/server/src/modules/catalog/admin/product-list-bench.test.ts
 * (add TEST_DATABASE_URL=postgres://...?statement_timeout=600000 for PostgreSQL: seeding is one long statement).
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { adminProductListQuerySchema, type AdminProductListQuery } from '@marquee/contracts';
import type { Database } from '../../../db/client.js';
import { rowsOf } from '../../../db/execute-rows.js';
import { seedBenchCatalog } from '../../../db/seed/bench-catalog.js';
import { seedDemo } from '../../../db/seed/index.js';
import { createTestDatabase } from '../../../test/database.js';
import { listProductsForAdmin } from './product-list.js';

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 100_000);
const run = process.env.BENCH_ADMIN_PRODUCTS === '1';

let database: Database;
beforeAll(async () => {
  if (!run) return;
  database = await createTestDatabase();
  const started = performance.now();
  await seedDemo(database.db, { mediaDir: mkdtempSync(path.join(tmpdir(), 'marquee-bench-media-')) });
  await seedBenchCatalog(database.db, PRODUCTS);
  await database.db.execute(sql`analyze`);
  console.log(`${database.driver}: seeded ${PRODUCTS} products in ${Math.round(performance.now() - started)} ms`);
}, 600_000);
afterAll(async () => {
  await database?.close();
});

describe.runIf(run)('issue 13 admin product list at 100,000 products', () => {
  it('times each list query and shows its plan', async () => {
    const [{ id: categoryId }] = rowsOf<Record<string, unknown>>(
      await database.db.execute(sql`select id from categories where slug = 'clothing'`),
    ) as [{ id: number }];
    const cases: Array<[string, AdminProductListQuery]> = [
      ['default (newest first)', {}],
      ['search a title word "hoodie"', { q: 'hoodie' }],
      ['search a rare word "anniversary mug"', { q: 'anniversary mug' }],
      ['filter by category', { categoryId }],
      ['filter by stock low', { stock: 'low' }],
      ['filter by stock out', { stock: 'out' }],
      ['sort by price asc', { sort: 'price', dir: 'asc' }],
      ['page 200 (offset 4,975)', { page: 200 }],
    ];
    const lines: string[] = [];
    for (const [name, input] of cases) {
      const query = adminProductListQuerySchema.parse(input);
      const times: number[] = [];
      let total = 0;
      for (let i = 0; i < 5; i++) {
        const started = performance.now();
        const result = await listProductsForAdmin(database.db, query);
        times.push(performance.now() - started);
        total = result.total;
        expect(result.items.length).toBeGreaterThanOrEqual(0);
      }
      times.sort((a, b) => a - b);
      lines.push(`${database.driver} ${name}: median ${times[2]!.toFixed(1)} ms (total ${total})`);
    }
    console.log(lines.join('\n'));

    if (database.driver === 'postgres') {
      const { adminProductWhere } = await import('./product-list.js');
      const { products } = await import('../../../db/schema/index.js');
      for (const [name, input] of cases) {
        const query = adminProductListQuerySchema.parse(input);
        const where = adminProductWhere(query);
        const plan = rowsOf<Record<string, unknown>>(
          await database.db.execute(
            sql`explain (analyze, costs off, timing off) select ${products.id} from ${products} ${where ? sql`where ${where}` : sql``} order by ${sql.raw(
              { createdAt: 'created_at', title: 'title', price: 'price_cents', stock: 'stock_quantity' }[query.sort],
            )} ${sql.raw(query.dir)}, id ${sql.raw(query.dir)} limit ${query.pageSize} offset ${(query.page - 1) * query.pageSize}`,
          ),
        );
        const count = rowsOf<Record<string, unknown>>(
          await database.db.execute(
            sql`explain (analyze, costs off, timing off) select count(*) from ${products} ${where ? sql`where ${where}` : sql``}`,
          ),
        );
        console.log(
          `--- ${name}: page\n${plan.map((r) => Object.values(r)[0]).join('\n')}\n--- count\n${count
            .map((r) => Object.values(r)[0])
            .join('\n')}`,
        );
      }
    }
  }, 600_000);
});
