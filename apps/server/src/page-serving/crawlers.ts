import type { FastifyPluginAsync } from 'fastify';
import { API_PREFIX, languageCodes, localizedUrl, paths } from '@marquee/contracts';
import { notFound } from '../lib/errors.js';
import { sendCached } from '../lib/send-cached.js';
import { SITEMAP_MAX_AGE_S, SitemapCache } from './sitemap-cache.js';
import {
  parseSitemapFile,
  PRODUCTS_PER_FILE,
  SITEMAP_FILE_ROUTE,
  SITEMAP_MAX_PAGES,
  sitemapPaths,
} from './sitemap-files.js';
import { lastProductFile, listProductFileEntries, listProductFiles, listSitemapPages } from './sitemap-queries.js';
import { sitemapIndexXml, urlsetXml } from './sitemap-xml.js';

/** Areas a crawler has no business in: private, per-shopper or API. */
const DISALLOWED = [
  paths.admin.root.path,
  paths.account.path,
  paths.cart.path,
  paths.checkout.path,
  // One shopper's orders (their addresses carry order numbers and access tokens).
  paths.orderConfirmation.path,
  paths.orderSuccess.path,
  paths.thankYou.path,
  paths.orderTracking.path,
  // One subscriber's confirmation and unsubscribe links (their addresses carry tokens).
  paths.newsletterConfirm.path,
  paths.newsletterUnsubscribe.path,
  API_PREFIX,
];

export interface CrawlerRoutesOptions {
  /** Products per product file (tests make it small); at most the protocol's 50,000. */
  productsPerFile?: number;
}

/**
 * GET /robots.txt, and the sitemap (decision 079): `/sitemap.xml` is the whole sitemap while the
 * store fits one file, and otherwise an index of `/sitemap-pages.xml` and the product files.
 * Answered with or without the built web app.
 */
export const crawlerRoutes: FastifyPluginAsync<CrawlerRoutesOptions> = async (app, options) => {
  const base = app.config.publicUrl.replace(/\/$/, '');
  const perFile = Math.min(options.productsPerFile ?? PRODUCTS_PER_FILE, SITEMAP_MAX_PAGES);
  const sitemap = new SitemapCache(app);

  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) => {
    const lines = [
      'User-agent: *',
      'Allow: /',
      // In every language (`/he/checkout` too).
      ...DISALLOWED.flatMap((p) =>
        p === API_PREFIX ? [`Disallow: ${p}`] : languageCodes.map((code) => `Disallow: ${localizedUrl(code, p)}`),
      ),
      '',
      `Sitemap: ${base}${sitemapPaths.index}`,
    ];
    return reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(`${lines.join('\n')}\n`);
  });

  /**
   * A store whose live products all sit in one product file, and whose addresses fit one file,
   * gets them all in `/sitemap.xml` (the demo store); any other gets the index, which reads no
   * product rows.
   */
  const buildSitemap = async () => {
    const files = await listProductFiles(app.db, perFile);
    if (files.length <= 1) {
      const [pages, products] = await Promise.all([
        listSitemapPages(app.db),
        files.length === 1 ? listProductFileEntries(app.db, files[0]!, perFile) : [],
      ]);
      if (pages.length + products.length <= SITEMAP_MAX_PAGES) return urlsetXml(base, [...pages, ...products]);
    }
    return sitemapIndexXml(base, [sitemapPaths.pages, ...files.map(sitemapPaths.products)]);
  };

  /** A file whose products all went since the index listed it is an empty file, not a 404. */
  const buildProductFile = async (file: number) => {
    const entries = await listProductFileEntries(app.db, file, perFile);
    if (entries.length === 0 && file > (await lastProductFile(app.db, perFile))) return undefined;
    return urlsetXml(base, entries);
  };

  const xmlHeaders = {
    'cache-control': `public, max-age=${SITEMAP_MAX_AGE_S}`,
    'content-type': 'application/xml; charset=utf-8',
  };

  app.get('/sitemap.xml', { schema: { hide: true } }, async (request, reply) => {
    const entry = await sitemap.get('document', sitemapPaths.index, buildSitemap);
    return sendCached(request, reply.headers(xmlHeaders), entry!);
  });

  app.get<{ Params: { file: string } }>(SITEMAP_FILE_ROUTE, { schema: { hide: true } }, async (request, reply) => {
    const file = parseSitemapFile(request.params.file, perFile);
    if (!file) throw notFound('There is no such sitemap file.');
    const entry =
      file.kind === 'pages'
        ? await sitemap.get('document', sitemapPaths.pages, async () => urlsetXml(base, await listSitemapPages(app.db)))
        : await sitemap.get('product-file', sitemapPaths.products(file.file), () => buildProductFile(file.file));
    if (!entry) throw notFound('There is no such sitemap file.');
    return sendCached(request, reply.headers(xmlHeaders), entry);
  });
};
