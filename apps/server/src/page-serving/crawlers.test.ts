import Fastify, { type FastifyInstance } from 'fastify';
import { eq, gt, inArray, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { dynamicPages, products } from '../db/schema/index.js';
import { errorHandler } from '../lib/errors.js';
import { announce } from '../test/announce.js';
import { testStoreForFile, ORIGIN } from '../test/app.js';
import { createCategory, createProduct } from '../test/factories.js';
import { crawlerRoutes } from './crawlers.js';

const store = testStoreForFile();

const get = (url: string, headers: Record<string, string> = {}) => store.app.inject({ method: 'GET', url, headers });

/**
 * The crawler routes alone, on the test store's database and live events, with product files of
 * `productsPerFile` (the store itself uses 25,000: each product is listed in both languages, decision 099).
 */
async function crawlerApp(productsPerFile: number, publicUrl = ORIGIN): Promise<FastifyInstance> {
  const app = Fastify();
  app.decorate('config', { ...store.config, publicUrl });
  app.decorate('db', store.database.db);
  app.decorate('liveEvents', store.app.liveEvents);
  app.setErrorHandler(errorHandler);
  await app.register(crawlerRoutes, { productsPerFile });
  await app.ready();
  return app;
}

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
const text = '[^<>&]*(?:&(?:amp|lt|gt|quot|#39);[^<>&]*)*';
const URLSET = new RegExp(
  `^<\\?xml version="1\\.0" encoding="UTF-8"\\?>\\n<urlset xmlns="http://www\\.sitemaps\\.org/schemas/sitemap/0\\.9">\\n(?:  <url><loc>${text}</loc>(?:<lastmod>\\d{4}-\\d{2}-\\d{2}</lastmod>)?</url>\\n)*</urlset>\\n$`,
);
const INDEX = new RegExp(
  `^<\\?xml version="1\\.0" encoding="UTF-8"\\?>\\n<sitemapindex xmlns="http://www\\.sitemaps\\.org/schemas/sitemap/0\\.9">\\n(?:  <sitemap><loc>${text}</loc></sitemap>\\n)+</sitemapindex>\\n$`,
);

/** The product files that should be listed with `perFile` products a file: those holding a live product. */
async function filesWithLiveProducts(perFile: number) {
  const live = await store.database.db.select({ id: products.id }).from(products).where(isNull(products.archivedAt));
  return [...new Set(live.map((p) => Math.ceil(p.id / perFile)))].sort((a, b) => a - b);
}

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
    await announce(store);
    expect((await get('/sitemap.xml')).body).toContain(`/product/${added.id}</loc>`);
  });

  it('issue 15: a store that fits one file keeps one plain sitemap, as robots.txt names it', async () => {
    const response = await get('/sitemap.xml');
    expect(response.body).toMatch(URLSET);
    expect(locs(response.body)).toContain(`${ORIGIN}/products`);
    expect((await get('/robots.txt')).body).toContain(`Sitemap: ${ORIGIN}/sitemap.xml\n`);
  });
});

describe('issue 15: the sitemap as an index of files', () => {
  const PER_FILE = 3;
  let app: FastifyInstance;
  beforeAll(async () => {
    const db = store.database.db;
    await createCategory(db);
    for (let i = 0; i < 9; i++) await createProduct(db);
    app = await crawlerApp(PER_FILE);
  });
  afterAll(async () => {
    await app?.close();
  });
  const fetch = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

  it('lists the pages file and each product file holding a live product; every live product is in exactly one file', async () => {
    const db = store.database.db;
    // Empty one whole file: it is left out of the index.
    const emptied = Math.ceil((await createProduct(db)).id / PER_FILE) + 1;
    const inEmptied = [];
    for (let i = 0; i < PER_FILE + 1; i++) inEmptied.push(await createProduct(db));
    const gone = inEmptied.filter((p) => Math.ceil(p.id / PER_FILE) === emptied);
    expect(gone).toHaveLength(PER_FILE);
    await db
      .update(products)
      .set({ archivedAt: new Date() })
      .where(
        inArray(
          products.id,
          gone.map((p) => p.id),
        ),
      );

    const index = await fetch('/sitemap.xml');
    expect(index.statusCode).toBe(200);
    expect(index.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(index.body).toMatch(INDEX);
    const files = await filesWithLiveProducts(PER_FILE);
    expect(files).not.toContain(emptied);
    expect(locs(index.body)).toEqual([
      `${ORIGIN}/sitemap-pages.xml`,
      ...files.map((n) => `${ORIGIN}/sitemap-products-${n}.xml`),
    ]);

    const pages = await fetch('/sitemap-pages.xml');
    expect(pages.statusCode).toBe(200);
    expect(pages.body).toMatch(URLSET);
    expect(locs(pages.body)).toEqual(expect.arrayContaining([`${ORIGIN}/`, `${ORIGIN}/films`, `${ORIGIN}/products`]));
    expect(locs(pages.body).filter((loc) => loc.includes('/product/'))).toEqual([]);

    const listed: string[] = [];
    for (const loc of locs(index.body).slice(1)) {
      const file = await fetch(loc.slice(ORIGIN.length));
      expect(file.statusCode, loc).toBe(200);
      expect(file.body).toMatch(URLSET);
      expect(file.body).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/);
      // Each product in both languages (decision 099): the Hebrew address beside the English one.
      const urls = locs(file.body);
      const english = urls.filter((url) => !url.startsWith(`${ORIGIN}/he/`));
      expect(english.length, loc).toBeGreaterThan(0);
      expect(english.length, loc).toBeLessThanOrEqual(PER_FILE);
      expect(urls.filter((url) => url.startsWith(`${ORIGIN}/he/`))).toEqual(
        english.map((url) => url.replace(ORIGIN, `${ORIGIN}/he`)),
      );
      listed.push(...english);
    }
    const live = await db.select({ id: products.id }).from(products).where(isNull(products.archivedAt));
    expect(listed.sort()).toEqual(live.map((p) => `${ORIGIN}/product/${p.id}`).sort());
    for (const archived of gone) expect(listed).not.toContain(`${ORIGIN}/product/${archived.id}`);
  });

  it('a listed file whose products went since is an empty file (200); other names and numbers are 404', async () => {
    const db = store.database.db;
    const newest = await createProduct(db);
    const file = Math.ceil(newest.id / PER_FILE);
    await announce(store);
    expect(locs((await fetch('/sitemap.xml')).body)).toContain(`${ORIGIN}/sitemap-products-${file}.xml`);
    // Its products are deleted outright (an admin deletes a product no order refers to): the
    // highest id left is in an earlier file, and the file still answers, empty.
    await db.delete(products).where(gt(products.id, (file - 1) * PER_FILE));
    await announce(store);
    const emptied = await fetch(`/sitemap-products-${file}.xml`);
    expect(emptied.statusCode).toBe(200);
    expect(emptied.body).toMatch(URLSET);
    expect(locs(emptied.body)).toEqual([]);

    for (const name of [
      `products-${file + 1}.xml`,
      'products-0.xml',
      'products-abc.xml',
      'products-01.xml',
      'products-1.5.xml',
      'products--1.xml',
      'products-99999999999.xml',
      'products-1.xml.gz',
      'pages.txt',
      'index.xml',
    ]) {
      const response = await fetch(`/sitemap-${name}`);
      expect(response.statusCode, name).toBe(404);
      expect(response.json(), name).toMatchObject({ error: { code: 'NOT_FOUND' } });
    }
  });

  it('keeps each file until a catalogue event, and revalidates it with its ETag', async () => {
    const db = store.database.db;
    const product = await createProduct(db);
    const path = `/sitemap-products-${Math.ceil(product.id / PER_FILE)}.xml`;
    // Its file may be kept from an earlier test: the product shows once its addition is announced.
    await announce(store);
    expect(locs((await fetch(path)).body)).toContain(`${ORIGIN}/product/${product.id}`);
    const built = await fetch(path);
    expect(built.headers['cache-control']).toBe('public, max-age=3600');

    const queries = vi.spyOn(db, 'select');
    try {
      expect((await fetch(path)).body).toBe(built.body);
      expect((await fetch(path, { 'if-none-match': built.headers.etag as string })).statusCode).toBe(304);
      expect(queries).not.toHaveBeenCalled();
    } finally {
      queries.mockRestore();
    }

    await db.update(products).set({ archivedAt: new Date() }).where(eq(products.id, product.id));
    expect(locs((await fetch(path)).body)).toContain(`${ORIGIN}/product/${product.id}`);
    await announce(store);
    expect(locs((await fetch(path)).body)).not.toContain(`${ORIGIN}/product/${product.id}`);
  });

  it('builds a file once for the crawlers that ask for it at the same time', async () => {
    const db = store.database.db;
    const product = await createProduct(db);
    const path = `/sitemap-products-${Math.ceil(product.id / PER_FILE)}.xml`;
    await announce(store);
    // The event has emptied the cache: five requests at once, one query.
    const queries = vi.spyOn(db, 'select');
    try {
      const answers = await Promise.all(Array.from({ length: 5 }, () => fetch(path)));
      for (const answer of answers) expect(locs(answer.body)).toContain(`${ORIGIN}/product/${product.id}`);
      expect(queries).toHaveBeenCalledTimes(1);
    } finally {
      queries.mockRestore();
    }
  });

  it('escapes every address as XML', async () => {
    await store.database.db.insert(dynamicPages).values({ slug: "director's-cut", title: "Director's cut" });
    const escaped = await crawlerApp(PER_FILE, 'https://shop.example/fish&chips');
    try {
      const index = await escaped.inject({ method: 'GET', url: '/sitemap.xml' });
      expect(index.body).toMatch(INDEX);
      expect(index.body).toContain('<loc>https://shop.example/fish&amp;chips/sitemap-pages.xml</loc>');
      const pages = await escaped.inject({ method: 'GET', url: '/sitemap-pages.xml' });
      expect(pages.body).toMatch(URLSET);
      expect(pages.body).toContain('<loc>https://shop.example/fish&amp;chips/page/director&#39;s-cut</loc>');
      const firstFile = locs(index.body)[1]!.replace('https://shop.example/fish&amp;chips', '');
      const file = await escaped.inject({ method: 'GET', url: firstFile });
      expect(file.body).toMatch(URLSET);
      expect(file.body).toContain('<loc>https://shop.example/fish&amp;chips/product/');
    } finally {
      await escaped.close();
    }
  });
});
