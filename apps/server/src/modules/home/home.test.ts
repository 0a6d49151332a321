import { describe, expect, it } from 'vitest';
import { heroSlides, homeSectionProducts, homeSections, pageElements } from '../../db/schema/index.js';
import { testStoreForFile } from '../../test/app.js';
import { createFilm, createProduct } from '../../test/factories.js';

const store = testStoreForFile();

const home = async () => {
  const response = await store.app.inject({ method: 'GET', url: '/api/home' });
  expect(response.statusCode).toBe(200);
  return response.json();
};
const ids = (list: { id: number }[]) => list.map((item) => item.id);

describe('GET /api/home', () => {
  it('SF-HERO-01 SF-HERO-10 returns every hero slide by order_index, with translations parsed', async () => {
    const db = store.database.db;
    const [second] = await db.insert(heroSlides).values({ title: 'Second', orderIndex: 2 }).returning();
    const [first] = await db
      .insert(heroSlides)
      .values({
        title: 'First',
        orderIndex: 1,
        buttonColor: '#ec4899',
        // An older tool saved translations as a JSON string.
        translations: JSON.stringify({ he: { title: 'ראשון', button1: 'קנו' } }) as never,
      })
      .returning();
    const body = await home();
    expect(ids(body.heroSlides)).toEqual([first!.id, second!.id]);
    expect(body.heroSlides[0]).toMatchObject({ buttonColor: '#ec4899', translations: { he: { title: 'ראשון' } } });
  });

  it('SF-HOME-05 shows at most 10 active homepage films by homepage_order, a missing order counting as 999', async () => {
    const db = store.database.db;
    await createFilm(db, { title: 'Not on home', showOnHomepage: false, homepageOrder: 0 });
    await createFilm(db, { title: 'Inactive', showOnHomepage: true, homepageOrder: 0, isActive: false });
    const unordered = await createFilm(db, { title: 'Unordered', showOnHomepage: true, homepageOrder: null });
    const late = await createFilm(db, { title: 'Late', showOnHomepage: true, homepageOrder: 1000 });
    const ordered = [];
    for (let i = 1; i <= 9; i += 1) {
      ordered.push(await createFilm(db, { title: `Ordered ${i}`, showOnHomepage: true, homepageOrder: i }));
    }
    // 999 sorts before 1000, and the cap of 10 leaves out the last one.
    expect(ids((await home()).films)).toEqual([...ids(ordered), unordered.id]);
    expect(ids((await home()).films)).not.toContain(late.id);
  });

  it('SF-HOME-06 shows at most 8 best sellers by bestseller_order (missing = 999), as product cards', async () => {
    const db = store.database.db;
    await createProduct(db, { title: 'Ordinary', bestsellerOrder: 0 });
    const unordered = await createProduct(db, { title: 'Unordered seller', isBestseller: true });
    const late = await createProduct(db, { title: 'Late seller', isBestseller: true, bestsellerOrder: 1000 });
    const ordered = [];
    for (let i = 7; i >= 1; i -= 1) {
      ordered.unshift(await createProduct(db, { title: `Seller ${i}`, isBestseller: true, bestsellerOrder: i }));
    }
    const body = await home();
    expect(ids(body.bestSellers)).toEqual([...ids(ordered), unordered.id]);
    expect(ids(body.bestSellers)).not.toContain(late.id);
    expect(body.bestSellers[0]).toMatchObject({ title: 'Seller 1', priceCents: 1999, stockQuantity: 10 });
  });

  it('SF-HOME-07 SF-HOME-08 shows active sections in order, their products in sort_order, capped, empty ones hidden', async () => {
    const db = store.database.db;
    const [gifts, arrivals, hidden, empty] = await db
      .insert(homeSections)
      .values([
        { title: 'Gifts', description: 'Under $30', sectionOrder: 2, maxProductsDisplay: 2 },
        { title: 'Arrivals', sectionOrder: 1 },
        { title: 'Hidden', sectionOrder: 0, isActive: false },
        { title: 'Empty', sectionOrder: 3 },
      ])
      .returning();
    const [p1, p2, p3] = [await createProduct(db), await createProduct(db), await createProduct(db)];
    await db.insert(homeSectionProducts).values([
      { homeSectionId: gifts!.id, productId: p1.id, sortOrder: 3 },
      { homeSectionId: gifts!.id, productId: p2.id, sortOrder: 1 },
      { homeSectionId: gifts!.id, productId: p3.id, sortOrder: 2 },
      { homeSectionId: arrivals!.id, productId: p3.id, sortOrder: 0 },
      { homeSectionId: hidden!.id, productId: p1.id, sortOrder: 0 },
    ]);
    const { sections } = await home();
    expect(sections.map((s: { title: string }) => s.title)).toEqual(['Arrivals', 'Gifts']);
    expect(sections[1]).toMatchObject({ title: 'Gifts', description: 'Under $30' });
    expect(ids(sections[1].products)).toEqual([p2.id, p3.id]);
    expect(sections.find((s: { id: number }) => s.id === empty!.id)).toBeUndefined();
  });

  it('R-42 returns active home page elements in element_order', async () => {
    const db = store.database.db;
    await db.insert(pageElements).values([
      {
        pageType: 'home',
        elementType: 'button',
        title: 'Later',
        elementOrder: 5,
        buttonText: 'Go',
        destinationUrl: '/films',
      },
      { pageType: 'home', elementType: 'text', title: 'Sooner', elementOrder: 1, backgroundColor: '#111111' },
      { pageType: 'home', elementType: 'text', title: 'Inactive', elementOrder: 0, isActive: false },
      { pageType: 'film', pageId: '1', elementType: 'text', title: 'Film element', elementOrder: 0 },
    ]);
    const { elements } = await home();
    expect(elements.map((e: { title: string }) => e.title)).toEqual(['Sooner', 'Later']);
    expect(elements[0]).toMatchObject({ elementType: 'text', backgroundColor: '#111111', textColor: '#000000' });
  });
});
