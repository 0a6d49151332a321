import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { executeRows } from '../../db/execute-rows.js';
import { createTestStore, type TestStore } from '../../test/app.js';
import { MAX_INDEXED_PRODUCTS } from './build-search-index.js';
import { SAMPLE_SHARE, SAMPLED_ABOVE } from './fulltext-search.js';

const LOOK_ALIKES = 6000;

let store: TestStore;
let exactId: number;
beforeAll(async () => {
  store = await createTestStore();
  const db = store.database.db;
  // The product named exactly as the shopper types comes first in the table, then 6,000
  // look-alikes: too many for the in-memory index, far fewer than SAMPLED_ABOVE.
  await db.execute(
    sql`insert into products (slug, title, description, price_cents) values ('lantern', 'Lantern', 'The lamp.', 2500)`,
  );
  await db.execute(sql`
    insert into products (slug, title, description, price_cents)
    select 'lantern-mug-' || g, 'Lantern Mug No. ' || g, 'A gift for every fan of the film.', 1000 + g
    from generate_series(1, ${LOOK_ALIKES}) as g`);
  const [exact] = await executeRows<{ id: number; sampled: boolean }>(
    db,
    sql`select id, (hashint4(id) & ${sql.raw(String(SAMPLE_SHARE - 1))}) = 0 as sampled from products where slug = 'lantern'`,
  );
  exactId = exact!.id;
  // Outside the sample, so only a full read can find it among 6,001 hits.
  expect(exact!.sampled).toBe(false);
}, 60_000);
afterAll(async () => {
  await store?.close();
});

describe('issue 15 a mid-size store is searched without the sample (decision 071)', () => {
  it(`SF-SRCH-04 finds the product named exactly as the term first among ${LOOK_ALIKES.toLocaleString('en')} look-alikes`, async () => {
    expect(LOOK_ALIKES).toBeGreaterThan(MAX_INDEXED_PRODUCTS);
    expect(LOOK_ALIKES).toBeLessThan(SAMPLED_ABOVE);
    const response = await store.app.inject({ method: 'GET', url: '/api/search?q=lantern' });
    expect(response.statusCode).toBe(200);
    const found = (JSON.parse(response.body) as { products: { id: number; title: string }[] }).products;
    expect(found[0]).toMatchObject({ id: exactId, title: 'Lantern' });
  });
});
