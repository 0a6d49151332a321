import { eq, sql } from 'drizzle-orm';
import { apiPaths } from '@marquee/contracts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { products } from '../../db/schema/index.js';
import { createTestStore, type TestStore } from '../../test/app.js';
import { createProduct } from '../../test/factories.js';

// A change notice sent while an instance's LISTEN connection is down never arrives: when the
// connection comes back, the caches must forget everything rather than wait for their TTL.
describe.skipIf(!process.env.TEST_DATABASE_URL)('issue 15: the LISTEN connection drops and comes back', () => {
  let store: TestStore;
  beforeAll(async () => {
    store = await createTestStore();
  });
  afterAll(async () => {
    await store?.close();
  });

  it('a cached product answer is forgotten once the LISTEN is re-established, although its notice was lost', async () => {
    const product = await createProduct(store.database.db, { title: 'Relisten Lamp', priceCents: 1000 });
    const read = async () =>
      (await store.app.inject({ method: 'GET', url: apiPaths.product.href(product.id) })).json().priceCents;
    expect(await read()).toBe(1000);
    // Cached: a write that announces nothing is not seen.
    await store.database.db.update(products).set({ priceCents: 2000 }).where(eq(products.id, product.id));
    expect(await read()).toBe(1000);

    // Cut this process's LISTEN connection, as a network blip or a database restart would.
    const listener = sql`select pid from pg_stat_activity where datname = current_database() and query ilike 'listen %'`;
    await vi.waitFor(
      async () => expect((await store.database.db.execute(listener)) as unknown as unknown[]).not.toHaveLength(0),
      { timeout: 10_000, interval: 100 },
    );
    await store.database.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query ilike 'listen %'`,
    );
    await vi.waitFor(async () => expect(await read()).toBe(2000), { timeout: 10_000, interval: 100 });
  });
});
