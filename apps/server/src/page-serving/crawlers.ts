import type { FastifyPluginAsync } from 'fastify';
import { listSitemapEntries, type SitemapEntry } from './sitemap-queries.js';
import { API_PREFIX, paths } from '@marquee/contracts';
import { escapeHtml } from '../lib/html.js';
import { MiB, ResponseCache } from '../lib/response-cache.js';
import { sendCached } from '../lib/send-cached.js';
import { forgetOnLiveEvents } from '../modules/live-events/forget-on-events.js';

/** What the sitemap's cache-control promises: crawlers and proxies may keep it this long too. */
const SITEMAP_MAX_AGE_S = 3600;
const SITEMAP_KEY = 'sitemap';
/**
 * About 90 bytes a URL before compression: 16 MiB keeps the sitemap of some 150,000 addresses
 * (with its brotli and gzip copies); a larger one is built per request.
 */
const SITEMAP_BYTES = 16 * MiB;

function sitemapXml(base: string, entries: SitemapEntry[]): string {
  const urls = entries
    .map(({ path, lastModified }) => {
      const lastmod = lastModified ? `<lastmod>${lastModified.toISOString().slice(0, 10)}</lastmod>` : '';
      return `  <url><loc>${escapeHtml(`${base}${path}`)}</loc>${lastmod}</url>`;
    })
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

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
  API_PREFIX,
];

/** GET /robots.txt and GET /sitemap.xml, answered with or without the built web app. */
export const crawlerRoutes: FastifyPluginAsync = async (app) => {
  const base = app.config.publicUrl.replace(/\/$/, '');

  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) => {
    const lines = [
      'User-agent: *',
      'Allow: /',
      ...DISALLOWED.map((p) => `Disallow: ${p}`),
      '',
      `Sitemap: ${base}/sitemap.xml`,
    ];
    return reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(`${lines.join('\n')}\n`);
  });

  // One entry, kept for the hour its cache-control allows and compressed once; any live event (a
  // catalogue change) drops it sooner. Without an event source nothing is kept, as with the
  // catalogue's caches.
  const sitemap = new ResponseCache(1, SITEMAP_MAX_AGE_S * 1000, { maxBytes: SITEMAP_BYTES, compress: true });
  const listening = forgetOnLiveEvents(app, () => sitemap.clear(), 'sitemap: LISTEN failed; building it every time');

  app.get('/sitemap.xml', { schema: { hide: true } }, async (request, reply) => {
    let entry = sitemap.get(SITEMAP_KEY);
    if (!entry) {
      const keep = await listening();
      const generation = sitemap.generation;
      const xml = sitemapXml(base, await listSitemapEntries(app.db));
      entry = keep ? sitemap.set(SITEMAP_KEY, xml, generation) : { body: Buffer.from(xml), etag: '' };
    }
    reply.header('cache-control', `public, max-age=${SITEMAP_MAX_AGE_S}`).type('application/xml; charset=utf-8');
    return sendCached(request, reply, entry);
  });
};
