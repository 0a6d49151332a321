import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { publishCatalogEvent } from '../modules/live-events/publish.js';
import { createTestStore, type TestStore } from '../test/app.js';
import { createProduct } from '../test/factories.js';
import { listSitemapEntries, SITEMAP_MAX_PRODUCTS } from './sitemap-queries.js';

let store: TestStore;
beforeAll(async () => {
  store = await createTestStore();
});
afterAll(async () => {
  await store?.close();
});

const get = (url: string, headers: Record<string, string> = {}) => store.app.inject({ method: 'GET', url, headers });

describe('GET /sitemap.xml', () => {
  it('issue 10: is built once and kept (up to its hour) until a catalogue event, and revalidates with its ETag', async () => {
    const db = store.database.db;
    const first = await createProduct(db);
    const built = await get('/sitemap.xml');
    expect(built.statusCode).toBe(200);
    expect(built.headers['cache-control']).toBe('public, max-age=3600');
    expect(built.body).toContain(`/product/${first.id}</loc>`);

    const queries = vi.spyOn(db, 'select');
    try {
      const again = await get('/sitemap.xml');
      expect(again.body).toBe(built.body);
      expect(again.headers['content-type']).toBe('application/xml; charset=utf-8');
      expect(queries).not.toHaveBeenCalled();
      const revalidated = await get('/sitemap.xml', { 'if-none-match': built.headers.etag as string });
      expect(revalidated.statusCode).toBe(304);
      expect(revalidated.body).toBe('');
    } finally {
      queries.mockRestore();
    }

    // A new product shows once the change is announced (admin writes publish it).
    const added = await createProduct(db);
    expect((await get('/sitemap.xml')).body).not.toContain(`/product/${added.id}</loc>`);
    await publishCatalogEvent(db, { type: 'product-sets-changed' });
    await vi.waitFor(async () => {
      expect((await get('/sitemap.xml')).body).toContain(`/product/${added.id}</loc>`);
    });
  });
});

describe('the sitemap at scale', () => {
  it('issue 15: lists the newest products up to its cap, in id order, so one file stays within the protocol', async () => {
    const db = store.database.db;
    const [older, newer, newest] = [await createProduct(db), await createProduct(db), await createProduct(db)];
    const paths = (await listSitemapEntries(db, 2)).map((entry) => entry.path);
    expect(paths.filter((p) => p.startsWith('/product/'))).toEqual([`/product/${newer.id}`, `/product/${newest.id}`]);
    expect(paths).not.toContain(`/product/${older.id}`);
    expect(SITEMAP_MAX_PRODUCTS).toBeLessThanOrEqual(50_000 - 5_000);
  });
});
