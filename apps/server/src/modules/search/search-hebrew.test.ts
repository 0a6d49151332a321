import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestStore, type TestStore } from '../../test/app.js';
import { forceSearchPath, searchPaths } from './search-path.js';
import { createCategory, createFilm, createProduct, tagProduct } from '../../test/factories.js';
import { announce } from '../../test/announce.js';

let store: TestStore;
beforeAll(async () => {
  store = await createTestStore();
  const db = store.database.db;
  await createFilm(db, { title: 'Ember Peak', translations: { he: { title: 'פסגת הגחלים' } } });
  await createCategory(db, { name: 'Home & Kitchen', translations: { he: { name: 'בית ומטבח' } } });
  await createProduct(db, {
    title: 'Ember Peak Ceramic Mug',
    description: 'A sturdy mug for hot cocoa.',
    translations: { he: { title: 'ספל קרמיקה פסגת הגחלים', description: 'ספל יציב לשוקו חם.' } },
  });
  await createProduct(db, { title: 'Ember Peak Poster', description: 'Framed art.' });
  const tagged = await createProduct(db, { title: 'Lantern Figure', description: 'A small figure.' });
  await tagProduct(db, tagged.id, 'Ember Peak');
});
afterAll(async () => {
  await store?.close();
});

const search = async (q: string, lang?: string) => {
  const query = new URLSearchParams({ q, ...(lang && { lang }) });
  const response = await store.app.inject({ method: 'GET', url: `/api/search?${query}` });
  expect(response.statusCode, q).toBe(200);
  return response.json();
};

describe.each(searchPaths)('GET /api/search in Hebrew from the %s search (SF-I18N, SF-SRCH-04)', (path) => {
  beforeAll(() => forceSearchPath(store.database.db, path));

  it('finds a product by its Hebrew title and returns that title', async () => {
    const results = await search('ספל קרמיקה', 'he');
    expect(results.products.map((p: { title: string }) => p.title)).toEqual(['ספל קרמיקה פסגת הגחלים']);
  });

  it('matches Hebrew descriptions, category names and film titles', async () => {
    expect((await search('שוקו', 'he')).products).toHaveLength(1);
    expect((await search('מטבח', 'he')).categories.map((c: { name: string }) => c.name)).toEqual(['Home & Kitchen']);
    const films = (await search('פסגת הגחלים', 'he')).films;
    expect(films).toHaveLength(1);
    expect(films[0].translations.he.title).toBe('פסגת הגחלים');
  });

  it('tolerates a Hebrew typo (one letter dropped)', async () => {
    expect((await search('ספל קרמקה', 'he')).products.map((p: { id: number }) => p.id)).toHaveLength(1);
  });

  it('keeps English titles and English matching without a language', async () => {
    expect((await search('ספל קרמיקה')).products).toEqual([]);
    const english = await search('ceramic mug', 'he');
    expect(english.products[0].title).toBe('ספל קרמיקה פסגת הגחלים');
    expect((await search('ceramic mug')).products[0].title).toBe('Ember Peak Ceramic Mug');
  });

  it('answers 400 naming lang for a malformed language', async () => {
    const response = await store.app.inject({ method: 'GET', url: '/api/search?q=mug&lang=hebrew' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toHaveProperty('lang');
  });
});

describe('search index', () => {
  it('picks up a new product after a catalogue event', async () => {
    expect((await search('glacier')).products).toEqual([]);
    await createProduct(store.database.db, { title: 'Glacier Nine Tumbler' });
    await announce(store);
    expect((await search('glacier')).products.map((p: { title: string }) => p.title)).toEqual(['Glacier Nine Tumbler']);
  });
});
