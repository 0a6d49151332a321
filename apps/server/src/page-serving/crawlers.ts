import type { FastifyPluginAsync } from 'fastify';
import { listSitemapEntries } from './sitemap-queries.js';
import { API_PREFIX, paths } from '@marquee/contracts';
import { escapeHtml } from '../lib/html.js';

/** Areas a crawler has no business in: private, per-shopper or API. */
const DISALLOWED = [paths.admin.root.path, paths.account.path, paths.cart.path, paths.checkout.path, API_PREFIX];

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

  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
    const entries = await listSitemapEntries(app.db);
    const urls = entries
      .map(({ path, lastModified }) => {
        const lastmod = lastModified ? `<lastmod>${lastModified.toISOString().slice(0, 10)}</lastmod>` : '';
        return `  <url><loc>${escapeHtml(`${base}${path}`)}</loc>${lastmod}</url>`;
      })
      .join('\n');
    const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
    return reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=3600').send(xml);
  });
};
