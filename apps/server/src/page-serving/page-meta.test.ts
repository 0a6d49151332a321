import { describe, expect, it } from 'vitest';
import { customPages, dynamicPages } from '../db/schema/index.js';
import { testStoreForFile } from '../test/app.js';
import { realEntryWebDist } from '../test/web-dist.js';
import { createCategory, createFilm, createProduct } from '../test/factories.js';

const store = testStoreForFile({ webDist: realEntryWebDist() });

const get = (url: string) => store.app.inject({ method: 'GET', url });

describe("meta tags and status from the web app's routes (its server entry, not a stand-in)", () => {
  it('fills in a film page title, description and og:image; a missing or inactive film is a 404', async () => {
    const film = await createFilm(store.database.db, {
      title: 'Nebula Drift',
      description: 'A pilot wakes up alone.',
      heroUrl: '/media/films/nebula-hero.svg',
    });
    const response = await get(`/film/${film.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title>Nebula Drift | Marquee</title>');
    expect(response.body).toContain('<meta name="description" content="A pilot wakes up alone." />');
    expect(response.body).toContain(
      '<meta property="og:image" content="http://localhost:3000/media/films/nebula-hero.svg" />',
    );
    const inactive = await createFilm(store.database.db, { isActive: false });
    for (const url of [`/film/${inactive.id}`, '/film/999999', '/film/abc']) {
      const missing = await get(url);
      expect(missing.statusCode, url).toBe(404);
      expect(missing.body).toContain('<title>Page Not Found | Marquee</title>');
    }
  });

  it('fills in a category page with its name, description and a product image', async () => {
    const category = await createCategory(store.database.db, { name: 'Posters', description: 'Framed art.' });
    await createProduct(store.database.db, { categoryId: category.id });
    const response = await get(`/category/${category.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title>Posters | Marquee</title>');
    expect(response.body).toContain('<meta name="description" content="Framed art." />');
    expect(response.body).toMatch(
      /<meta property="og:image" content="http:\/\/localhost:3000\/media\/test\/.+\.svg" \/>/,
    );
    expect((await get('/category/999999')).statusCode).toBe(404);
  });

  it('CP-12 fills in dynamic and custom pages; drafts and unknown slugs are 404s', async () => {
    const db = store.database.db;
    await db.insert(dynamicPages).values([
      { slug: 'faq', title: 'FAQ', metaDescription: 'Answers to common questions.', content: '<p>Q</p>' },
      { slug: 'hidden-page', title: 'Hidden', content: '<p>x</p>', isPublished: false },
    ]);
    await db.insert(customPages).values({
      slug: 'about-marquee',
      title: 'About Marquee',
      description: 'Our story',
      metaTitle: 'About Marquee | Official film merchandise',
      metaDescription: 'Who makes Marquee.',
      seoKeywords: 'marquee, film',
      bannerImageUrl: '/media/pages/about.svg',
      isPublished: true,
    });
    const faq = await get('/page/faq');
    expect(faq.statusCode).toBe(200);
    expect(faq.body).toContain('<title>FAQ | Marquee</title>');
    expect(faq.body).toContain('<meta name="description" content="Answers to common questions." />');

    for (const url of ['/custom/about-marquee', '/page/about-marquee']) {
      const about = await get(url);
      expect(about.statusCode, url).toBe(200);
      expect(about.body).toContain('<title>About Marquee | Official film merchandise</title>');
      expect(about.body).toContain('<meta name="keywords" content="marquee, film" />');
      expect(about.body).toContain(
        '<meta property="og:image" content="http://localhost:3000/media/pages/about.svg" />',
      );
    }
    for (const url of ['/page/hidden-page', '/page/nope', '/custom/faq']) {
      expect((await get(url)).statusCode, url).toBe(404);
    }
  });
});

describe('product pages', () => {
  it('describes a product with its title, summary, picture and lead image', async () => {
    const product = await createProduct(store.database.db, {
      title: 'Starlight "Ranger" Hoodie',
      description: 'A warm hoodie <b>for</b> night shoots.',
    });
    const response = await get(`/product/${product.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title>Starlight &quot;Ranger&quot; Hoodie | Marquee</title>');
    expect(response.body).toContain('<meta name="description" content="A warm hoodie for night shoots." />');
    expect(response.body).toContain('<meta property="og:type" content="product" />');
    expect(response.body).toMatch(
      /<meta property="og:image" content="http:\/\/localhost:3000\/media\/test\/.+\.svg" \/>/,
    );
    expect(response.body).toContain('<link rel="preload" as="image" fetchpriority="high"');
    expect(response.body).toContain('Starlight &quot;Ranger&quot; Hoodie</h1>');
  });

  it('issue 29: /he/product/<id> is the product in Hebrew, right to left, from the first HTML, with its alternates', async () => {
    const product = await createProduct(store.database.db, {
      title: 'Starlight Mug',
      translations: { he: { title: 'ספל אור כוכבים', description: 'ספל לצילומי לילה.' } },
    });
    const response = await get(`/he/product/${product.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<html lang="he" dir="rtl"');
    expect(response.body).toContain('ספל אור כוכבים</h1>');
    const base = 'http://localhost:3000';
    expect(response.body).toContain(`<link rel="canonical" href="${base}/he/product/${product.id}" />`);
    expect(response.body).toContain(`<link rel="alternate" hreflang="en" href="${base}/product/${product.id}" />`);
    expect(response.body).toContain(
      `<link rel="alternate" hreflang="x-default" href="${base}/product/${product.id}" />`,
    );
    // Links inside the Hebrew page stay in Hebrew.
    expect(response.body).toMatch(/href="\/he\/(products|films|cart)"/);
    const english = await get(`/product/${product.id}`);
    expect(english.body).toContain('<html lang="en" dir="ltr"');
    expect(english.body).toContain('Starlight Mug</h1>');
  });

  it('SF-PROD-02 answers 404 for a missing or oversized product id, without a canonical link', async () => {
    for (const url of ['/product/999999', '/product/2147483648', '/product/abc']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.body).toContain('<title>Page Not Found | Marquee</title>');
      expect(response.body).not.toContain('rel="canonical"');
    }
  });

  it('answers an unknown address with 404 and the store default for the pages without a subject', async () => {
    expect((await get('/no/such/page')).statusCode).toBe(404);
    const films = await get('/films');
    expect(films.statusCode).toBe(200);
    expect(films.body).toContain('<title>Marquee — Film merchandise &amp; collectibles</title>');
    expect(films.body).toContain('<link rel="canonical" href="http://localhost:3000/films" />');
  });
});

describe('crawler files', () => {
  it('GET /robots.txt allows all but private areas and points to the sitemap', async () => {
    const response = await get('/robots.txt');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    const lines = response.body.split('\n');
    expect(lines).toContain('User-agent: *');
    expect(lines).toContain('Allow: /');
    for (const area of [
      '/admin',
      '/account',
      '/cart',
      '/checkout',
      '/order-confirmation',
      '/order-success',
      '/thank-you',
      '/order-tracking',
      '/newsletter/confirm',
      '/newsletter/unsubscribe',
      '/api',
    ]) {
      expect(lines).toContain(`Disallow: ${area}`);
      // Issue 29: and the same area in Hebrew.
      if (area !== '/api') expect(lines).toContain(`Disallow: /he${area}`);
    }
    expect(lines).toContain('Sitemap: http://localhost:3000/sitemap.xml');
  });

  it('GET /sitemap.xml lists the fixed pages, categories, active films, products and published pages', async () => {
    const db = store.database.db;
    const category = await createCategory(db);
    const product = await createProduct(db);
    const film = await createFilm(db);
    const inactive = await createFilm(db, { isActive: false });
    await db.insert(dynamicPages).values([
      { slug: 'shipping-info', title: 'Shipping Info' },
      { slug: 'secret-draft', title: 'Draft', isPublished: false },
    ]);
    const response = await get('/sitemap.xml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/xml');
    const locs = [...response.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    const base = 'http://localhost:3000';
    for (const pathname of [
      '/',
      '/films',
      '/products',
      `/category/${category.id}`,
      `/product/${product.id}`,
      `/film/${film.id}`,
      '/page/shipping-info',
      '/custom/about-marquee',
    ]) {
      expect(locs).toContain(`${base}${pathname}`);
      // Issue 29: each page in Hebrew too.
      expect(locs).toContain(`${base}/he${pathname === '/' ? '' : pathname}`);
    }
    expect(locs).not.toContain(`${base}/film/${inactive.id}`);
    expect(locs).not.toContain(`${base}/page/secret-draft`);
    expect(response.body).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/);
  });

  it("issue 15: the sitemap's other files answer XML, not the web app's pages", async () => {
    const product = await createProduct(store.database.db);
    const pages = await get('/sitemap-pages.xml');
    expect(pages.statusCode).toBe(200);
    expect(pages.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(pages.body).toContain('<loc>http://localhost:3000/films</loc>');
    const products = await get('/sitemap-products-1.xml');
    expect(products.statusCode).toBe(200);
    expect(products.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(products.body).toContain(`<loc>http://localhost:3000/product/${product.id}</loc>`);
    const unknown = await get('/sitemap-products-abc.xml');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers['content-type']).toContain('application/json');
  });
});
