import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/schema/index.js';
import { createTestStore, type TestStore } from '../../test/app.js';
import { createProduct } from '../../test/factories.js';
import { announce } from '../../test/announce.js';
import { forceSearchPath } from './search-path.js';

let store: TestStore;
beforeAll(async () => {
  store = await createTestStore();
  // Full-text SQL reads the database on every search: only the answer cache can keep an answer.
  forceSearchPath(store.database.db, 'fulltext');
  await createProduct(store.database.db, { title: 'Quillon Lamp' });
});
afterAll(async () => {
  await store?.close();
});

const search = (q: string, headers: Record<string, string> = {}) =>
  store.app.inject({ method: 'GET', url: `/api/search?q=${encodeURIComponent(q)}`, headers });
const titles = (body: string) => (JSON.parse(body) as { products: { title: string }[] }).products.map((p) => p.title);

describe('issue 15 search answers are cached until a catalogue event', () => {
  it('SF-SRCH-04 serves a repeated term from the cache, with its validator, and the change after an event', async () => {
    const first = await search('quillon');
    expect(first.statusCode).toBe(200);
    expect(titles(first.body)).toEqual(['Quillon Lamp']);
    expect((await search('quillon', { 'if-none-match': first.headers.etag as string })).statusCode).toBe(304);

    const db = store.database.db;
    const added = await createProduct(db, { title: 'Quillon Vase' });
    await db.update(products).set({ title: 'Quillon Lamp Deluxe' }).where(eq(products.title, 'Quillon Lamp'));
    // No event yet: the kept answer is served (what the cache is for).
    expect((await search('quillon')).body).toBe(first.body);

    await announce(store);
    expect(titles((await search('quillon')).body).sort()).toEqual(['Quillon Lamp Deluxe', added.title]);
  });

  it('a bad term is still a 400 naming the field, never cached as an answer', async () => {
    const bad = await search('x');
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('q');
  });
});
