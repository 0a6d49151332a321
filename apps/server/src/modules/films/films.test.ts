import { describe, expect, it } from 'vitest';
import { filmCategories, pageElements } from '../../db/schema/index.js';
import { testStoreForFile } from '../../test/app.js';
import { createFilm, createProduct, tagProduct } from '../../test/factories.js';

const store = testStoreForFile();

const get = (url: string) => store.app.inject({ method: 'GET', url });

describe('GET /api/films', () => {
  it('SF-FILMS-01 SF-FILMS-05 lists only active films, by display_order then title (spec D-13)', async () => {
    const db = store.database.db;
    const late = await createFilm(db, { title: 'Aardvark Rising', displayOrder: 5 });
    const tieB = await createFilm(db, { title: 'Beta Tie', displayOrder: 2 });
    const tieA = await createFilm(db, { title: 'Alpha Tie', displayOrder: 2 });
    const first = await createFilm(db, { title: 'Zulu First', displayOrder: 1, posterUrl: '/media/zulu.svg' });
    const hidden = await createFilm(db, { title: 'Hidden Film', displayOrder: 0, isActive: false });

    const response = await get('/api/films');
    expect(response.statusCode).toBe(200);
    const ids = response.json().map((f: { id: number }) => f.id);
    expect(ids).toEqual([first.id, tieA.id, tieB.id, late.id]);
    expect(ids).not.toContain(hidden.id);
    expect(response.json()[0]).toMatchObject({ title: 'Zulu First', posterUrl: '/media/zulu.svg' });
  });
});

describe('GET /api/films/:id', () => {
  it('SF-FILM-02 SF-FILM-03 SF-FILM-05 returns the film with its categories and hero buttons', async () => {
    const db = store.database.db;
    const film = await createFilm(db, {
      title: 'Nebula Drift',
      genre: ['Sci-Fi', 'Adventure'],
      cast: ['Juno Okafor'],
      durationMinutes: 118,
      rating: 8.4,
      logoUrl: '/media/logo.svg',
      heroUrl: '/media/hero.svg',
      heroButtonText: 'Watch trailer',
      heroButtonUrl: 'https://example.com/trailer',
      heroButtonText2: 'Half a button',
      heroButtonUrl2: null,
      translations: { he: { title: 'סחף ערפילית' } },
    });
    await db.insert(filmCategories).values([
      { filmId: film.id, title: 'Posters', sortOrder: 2 },
      { filmId: film.id, title: 'Apparel', sortOrder: 1 },
    ]);
    await db.insert(pageElements).values([
      { pageType: 'film', pageId: String(film.id), elementType: 'text', title: 'Second', elementOrder: 2 },
      { pageType: 'film', pageId: String(film.id), elementType: 'text', title: 'First', elementOrder: 1 },
      { pageType: 'film', pageId: String(film.id), elementType: 'text', title: 'Off', isActive: false },
      { pageType: 'film', pageId: '999999', elementType: 'text', title: 'Other film' },
    ]);

    const response = await get(`/api/films/${film.id}`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      title: 'Nebula Drift',
      genre: ['Sci-Fi', 'Adventure'],
      cast: ['Juno Okafor'],
      durationMinutes: 118,
      rating: 8.4,
      logoUrl: '/media/logo.svg',
      heroUrl: '/media/hero.svg',
      translations: { he: { title: 'סחף ערפילית' } },
    });
    expect(body.categories.map((c: { title: string }) => c.title)).toEqual(['Apparel', 'Posters']);
    // A button needs both a label and a URL.
    expect(body.heroButtons).toEqual([{ text: 'Watch trailer', url: 'https://example.com/trailer' }]);
    expect(body.elements.map((e: { title: string }) => e.title)).toEqual(['First', 'Second']);
  });

  it('SF-FILM-08 answers 404 for a missing or inactive film and 400 for a malformed id', async () => {
    const inactive = await createFilm(store.database.db, { isActive: false });
    for (const url of ['/api/films/999999', `/api/films/${inactive.id}`, `/api/films/${inactive.id}/products`]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json().error.message).toBe("The film you're looking for was not found or is not available");
    }
    expect((await get('/api/films/abc')).statusCode).toBe(400);
    expect((await get('/api/films/99999999999')).statusCode).toBe(400);
  });
});

describe('GET /api/films/:id/products', () => {
  it('SF-FILM-06 lists products tagged with the film title (franchise tag) or slug, as product cards', async () => {
    const db = store.database.db;
    const film = await createFilm(db, { title: 'Crimson Tide Line', slug: 'crimson-tide-line' });
    const byTitle = await createProduct(db, { title: 'B Crimson Mug' });
    const bySlug = await createProduct(db, { title: 'A Crimson Poster' });
    const both = await createProduct(db, { title: 'C Crimson Tee' });
    const other = await createProduct(db, { title: 'Unrelated Cap' });
    await tagProduct(db, byTitle.id, 'Crimson Tide Line');
    await tagProduct(db, bySlug.id, 'crimson-tide-line');
    await tagProduct(db, both.id, 'crimson tide line');
    await tagProduct(db, both.id, 'crimson-tide-line');
    await tagProduct(db, other.id, 'crimson');

    const response = await get(`/api/films/${film.id}/products`);
    expect(response.statusCode).toBe(200);
    const products = response.json();
    expect(products.map((p: { id: number }) => p.id)).toEqual([bySlug.id, byTitle.id, both.id]);
    expect(products[0]).toMatchObject({ title: 'A Crimson Poster', priceCents: 1999 });
    expect(products[0].image.url).toContain('/media/test/');
  });
});
