import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customPages } from '../../db/schema/index.js';
import { createTestStore, type TestStore } from '../../test/app.js';
import { forceSearchPath, searchPaths } from './search-path.js';
import { createCategory, createFilm, createProduct, tagProduct } from '../../test/factories.js';

let store: TestStore;
beforeAll(async () => {
  store = await createTestStore();
  const db = store.database.db;
  const nebulaFilm = await createFilm(db, { title: 'Nebula Drift' });
  await createFilm(db, { title: 'Nebula Drift: Director Cut', isActive: false });
  await createCategory(db, { name: 'Nebula Collection' });
  await createProduct(db, { title: 'Nebula Drift Ceramic Mug' });
  const tagOnly = await createProduct(db, { title: 'Captain Figure' });
  await tagProduct(db, tagOnly.id, 'Nebula Drift');
  await createProduct(db, { title: 'Plain Mug', description: 'A mug from the Nebula Drift crew.' });
  const tagged = await createProduct(db, { title: 'Starship Keychain' });
  await tagProduct(db, tagged.id, 'Comet Tales');
  // 'framed' and 'poster' are in one title together and in two titles apart.
  for (const title of ['Harbor Framed Poster', 'Harbor Poster Tee', 'Harbor Framed Print']) {
    await createProduct(db, { title, description: 'A harbour at dusk.' });
  }
  // Fifteen matching products: the group stops at ten.
  for (let i = 0; i < 15; i += 1) await createProduct(db, { title: `Lantern Figure ${i}` });
  await db.insert(customPages).values([
    { title: 'Nebula Drift Premiere', slug: 'nebula-premiere', isPublished: true },
    { title: 'Nebula Drift Secret Draft', slug: 'nebula-draft', isPublished: false },
  ]);
  expect(nebulaFilm.isActive).toBe(true);
});
afterAll(async () => {
  await store?.close();
});

const search = async (q: string) => {
  const response = await store.app.inject({ method: 'GET', url: `/api/search?q=${encodeURIComponent(q)}` });
  expect(response.statusCode, q).toBe(200);
  return response.json();
};
const titles = (items: { title?: string; name?: string }[]) => items.map((i) => i.title ?? i.name);

describe.each(searchPaths)('GET /api/search from the %s search', (path) => {
  beforeAll(() => forceSearchPath(store.database.db, path));

  it('SF-SRCH-04 tolerates typos: "nebla" finds Nebula Drift in every group', async () => {
    const results = await search('nebla');
    // A title hit, even a fuzzy one, ranks above a product that only carries the tag.
    expect(titles(results.products)[0]).toBe('Nebula Drift Ceramic Mug');
    expect(titles(results.products)).toContain('Captain Figure');
    expect(titles(results.categories)).toEqual(['Nebula Collection']);
    expect(titles(results.films)).toEqual(['Nebula Drift']);
    expect(titles(results.pages)).toEqual(['Nebula Drift Premiere']);
  });

  it('SF-SRCH-04 matches title, description and tags, title matches first', async () => {
    const results = await search('  nebula drift  ');
    expect(titles(results.products).slice(0, 2)).toEqual(['Nebula Drift Ceramic Mug', 'Plain Mug']);
    // Each hit carries its own main image.
    for (const product of results.products) expect(product.image.alt).toContain(product.title);
    expect(titles((await search('comet')).products)).toEqual(['Starship Keychain']);
  });

  it('SF-SRCH-06 excludes unpublished custom pages and inactive films', async () => {
    const results = await search('nebula drift');
    expect(titles(results.films)).not.toContain('Nebula Drift: Director Cut');
    expect(titles(results.pages)).not.toContain('Nebula Drift Secret Draft');
    expect(results.pages[0]).toMatchObject({ slug: 'nebula-premiere' });
  });

  it('SF-SRCH-04 finds titles holding some of the words when too few hold them all, most words first', async () => {
    // No title says 'retro': the posters answer all the same.
    expect(titles((await search('retro poster')).products)).toEqual(['Harbor Framed Poster', 'Harbor Poster Tee']);
    // The title with both words first, then those with one, the closest to the term first.
    expect(titles((await search('framed poster')).products)).toEqual([
      'Harbor Framed Poster',
      'Harbor Framed Print',
      'Harbor Poster Tee',
    ]);
  });

  it('SF-SRCH-04 returns at most 10 results per group', async () => {
    expect((await search('lantern figure')).products).toHaveLength(10);
  });

  it('treats LIKE wildcards as text', async () => {
    expect((await search('%%')).products).toEqual([]);
  });

  it('SF-SRCH-01 answers 400 naming q for blank, short or long text', async () => {
    for (const q of ['', '   ', ' a ', 'x'.repeat(101)]) {
      const response = await store.app.inject({ method: 'GET', url: `/api/search?q=${encodeURIComponent(q)}` });
      expect(response.statusCode, JSON.stringify(q)).toBe(400);
      expect(response.json().error.fields).toHaveProperty('q');
    }
    expect((await store.app.inject({ method: 'GET', url: '/api/search' })).statusCode).toBe(400);
  });
});
