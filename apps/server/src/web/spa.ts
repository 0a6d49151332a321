import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  API_PREFIX,
  BROWSER_RENDER_COOKIE,
  dbId,
  imageSizes,
  preferenceCookies,
  SERVER_STATE_ELEMENT_ID,
} from '@marquee/contracts';
import { getProduct } from '../modules/catalog/product-queries.js';
import { getPage, getPublishedCustomPage } from '../modules/content/queries.js';
import { getActiveFilm } from '../modules/films/queries.js';
import { listHeroSlides } from '../modules/home/queries.js';
import { jsonScript } from '../lib/html.js';
import type { CachedBody } from '../lib/response-cache.js';
import { PageCache } from './page-cache.js';
import { createPageHints } from './page-hints.js';
import { LEAD_IMAGE_SLOT, loadPageTemplate, SCRIPTS_SLOT } from './page-template.js';
import { inProcessFetch, loadServerRender } from './server-render.js';
import { findCategoryImage, findCategoryMeta } from './seo-queries.js';
import { injectMeta, summarize, type PageMeta } from './seo.js';

/** Client routes of the SPA (DECISIONS route table); anything else is answered with status 404. */
const CLIENT_ROUTES = [
  /^\/$/,
  /^\/films\/?$/,
  /^\/film\/[^/]+\/?$/,
  /^\/product\/[^/]+\/?$/,
  /^\/category\/[^/]+\/?$/,
  /^\/products\/?$/,
  /^\/(cart|wishlist|checkout|order-confirmation|order-success|thank-you|order-tracking|login|reset-password|account)\/?$/,
  /^\/admin(\/login)?\/?$/,
  /^\/(page|custom|pages)\/[^/]+\/?$/,
];

const DEFAULT_DESCRIPTION =
  'Film-themed toys, clothing, posters and collectibles, and Dream Box, a monthly curated box.';

/**
 * Serves the built web app: hashed assets cached for a year, index.html for client
 * routes with the page's title, description and Open Graph tags filled in on the server.
 */
export async function registerSpa(app: FastifyInstance, options: { webDist: string; publicUrl: string }) {
  if (!existsSync(path.join(options.webDist, 'index.html'))) {
    app.log.warn({ webDist: options.webDist }, 'web app is not built; only the API is served (run npm run build)');
    return;
  }
  const template = loadPageTemplate(options.webDist);
  const pageHints = createPageHints(options.webDist);
  const serverRender = await loadServerRender(options.webDist);
  if (!serverRender) app.log.warn('the server-rendering bundle is not built; pages are rendered by the browser');
  const fetchInProcess = inProcessFetch(app);
  const pageCache = new PageCache(app);

  await app.register(fastifyStatic, {
    root: options.webDist,
    prefix: '/',
    index: false,
    wildcard: false,
    decorateReply: false,
    // The build writes .br and .gz beside each script and stylesheet (vite.config.ts).
    preCompressed: true,
    cacheControl: false,
    setHeaders(res, filePath) {
      const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
      res.setHeader('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
    },
  });

  const absolute = (src: string | null | undefined) => (src ? new URL(src, options.publicUrl).href : undefined);
  const idFrom = (pattern: RegExp, pathname: string) => {
    const match = pattern.exec(pathname);
    if (!match) return undefined;
    const id = dbId.safeParse(match[1]);
    return id.success ? id.data : null;
  };
  const slugFrom = (pattern: RegExp, pathname: string) => {
    const match = pattern.exec(pathname);
    if (!match) return undefined;
    try {
      return decodeURIComponent(match[1]!);
    } catch {
      return null;
    }
  };

  /** The page's meta tags, or null when its subject does not exist (answered 404). */
  const metaFor = async (pathname: string): Promise<PageMeta | null> => {
    const url = `${options.publicUrl}${pathname}`;
    const productId = idFrom(/^\/product\/([^/]+)\/?$/, pathname);
    if (productId !== undefined) {
      const found = productId === null ? null : await getProduct(app.db, productId);
      if (!found) return null;
      return {
        title: `${found.title} | Marquee`,
        description: summarize(found.description) || DEFAULT_DESCRIPTION,
        image: absolute(found.image?.url),
        url,
        type: 'product',
        leadImage: found.images[0] && {
          src: found.images[0].url,
          sizes: imageSizes.productGallery,
          intrinsicWidth: found.images[0].width,
        },
      };
    }
    const filmId = idFrom(/^\/film\/([^/]+)\/?$/, pathname);
    if (filmId !== undefined) {
      const film = filmId === null ? null : await getActiveFilm(app.db, filmId);
      if (!film) return null;
      return {
        title: `${film.title} | Marquee`,
        description: summarize(film.description) || DEFAULT_DESCRIPTION,
        image: absolute(film.heroUrl ?? film.posterUrl),
        url,
        leadImage: film.heroUrl ? { src: film.heroUrl, sizes: imageSizes.filmHero } : undefined,
      };
    }
    const categoryId = idFrom(/^\/category\/([^/]+)\/?$/, pathname);
    if (categoryId !== undefined) {
      const category = categoryId === null ? null : await findCategoryMeta(app.db, categoryId);
      if (!category || categoryId === null) return null;
      return {
        title: `${category.name} | Marquee`,
        description: summarize(category.description) || DEFAULT_DESCRIPTION,
        image: absolute(await findCategoryImage(app.db, categoryId)),
        url,
      };
    }
    const pageSlug = slugFrom(/^\/page\/([^/]+)\/?$/, pathname);
    const customSlug = slugFrom(/^\/custom\/([^/]+)\/?$/, pathname);
    if (pageSlug !== undefined || customSlug !== undefined) {
      const page = pageSlug
        ? await getPage(app.db, pageSlug)
        : customSlug
          ? await getPublishedCustomPage(app.db, customSlug)
          : null;
      if (!page) return null;
      if (page.kind === 'dynamic') {
        return {
          title: `${page.title} | Marquee`,
          description: page.metaDescription || summarize(page.html) || DEFAULT_DESCRIPTION,
          url,
          type: 'article',
        };
      }
      return {
        title: page.metaTitle || `${page.title} | Marquee`,
        description: page.metaDescription || summarize(page.description) || DEFAULT_DESCRIPTION,
        image: absolute(page.bannerImageUrl),
        keywords: page.seoKeywords || undefined,
        url,
        type: 'article',
      };
    }
    const home = { title: 'Marquee — Film merchandise & collectibles', description: DEFAULT_DESCRIPTION, url };
    if (pathname !== '/') return home;
    const [firstSlide] = await listHeroSlides(app.db);
    return firstSlide?.imageUrl
      ? { ...home, leadImage: { src: firstSlide.imageUrl, sizes: imageSizes.heroSlide } }
      : home;
  };

  /** The admin area is staff-only and rendered by the browser; the browser-render cookie asks for that anywhere. */
  const serverRenders = (request: FastifyRequest, pathname: string) =>
    serverRender !== null && !pathname.startsWith('/admin') && request.cookies[BROWSER_RENDER_COOKIE] !== 'browser';

  /** The page's markup and the state the browser hydrates from, or the empty page the browser renders. */
  const renderPage = async (request: FastifyRequest, pathname: string) => {
    if (!serverRender || !serverRenders(request, pathname)) return null;
    try {
      return await serverRender({
        url: request.url,
        language: request.cookies[preferenceCookies.language],
        currency: request.cookies[preferenceCookies.currency],
        fetch: fetchInProcess,
      });
    } catch (error) {
      // The page still works: the browser renders it from the API.
      request.log.error({ err: error, url: request.url }, 'server rendering failed');
      return null;
    }
  };

  /** The whole page for a client route (or the not-found page), or where a route redirects. */
  const buildPage = async (request: FastifyRequest, pathname: string, query: string) => {
    const meta = CLIENT_ROUTES.some((route) => route.test(pathname)) ? await metaFor(pathname) : null;
    const rendered = meta ? await renderPage(request, pathname) : null;
    if (rendered?.kind === 'redirect') return rendered;

    let html = injectMeta(
      template.html,
      meta ?? { title: 'Page Not Found | Marquee', description: DEFAULT_DESCRIPTION },
    );
    const hints = meta
      ? pageHints(pathname, new URLSearchParams(query), meta.leadImage, rendered?.kind === 'page')
      : { image: '', data: '', modules: [] };
    // Function replacers: admin text may contain `$'` or `$&`, which a replacement string would expand.
    html = html
      .replace(LEAD_IMAGE_SLOT, () => hints.image)
      .replace('</head>', () => `  ${hints.data}\n  </head>`)
      .replace(SCRIPTS_SLOT, () => template.scripts(hints.modules));
    if (rendered?.kind === 'page') {
      html = html
        .replace('<html lang="en" dir="ltr">', () => `<html lang="${rendered.language}" dir="${rendered.direction}">`)
        .replace(
          '<div id="root"></div>',
          () => `<div id="root">${rendered.html}</div>\n    ${jsonScript(SERVER_STATE_ELEMENT_ID, rendered.state)}`,
        );
    }
    return { kind: 'page' as const, status: meta ? 200 : 404, html, serverRendered: rendered?.kind === 'page' };
  };

  const sendPage = (request: FastifyRequest, reply: FastifyReply, status: number, page: CachedBody | string) => {
    reply
      .header('cache-control', 'no-cache')
      // The page is rendered in the shopper's language and currency (cookies).
      .header('vary', 'cookie')
      .type('text/html; charset=utf-8');
    if (typeof page === 'string') return reply.status(status).send(page);
    reply.header('etag', page.etag);
    if (request.headers['if-none-match'] === page.etag) return reply.code(304).send();
    return reply.status(status).send(page.body);
  };

  app.get('/*', async (request: FastifyRequest, reply: FastifyReply) => {
    const [pathname = '/', query = ''] = request.url.split('?');
    if (pathname.startsWith(`${API_PREFIX}/`)) return reply.callNotFound();
    const language = request.cookies[preferenceCookies.language];
    const currency = request.cookies[preferenceCookies.currency];
    const cacheKey = serverRenders(request, pathname) ? PageCache.key(request.url, language, currency) : null;
    const cached = cacheKey ? pageCache.get(cacheKey) : undefined;
    if (cached) return sendPage(request, reply, 200, cached);

    const generation = cacheKey ? await pageCache.generation() : null;
    const page = await buildPage(request, pathname, query);
    if (page.kind === 'redirect') return reply.redirect(page.location, page.status);
    // Only what rendered completely is kept: a page the browser had to render is tried again.
    const keep = cacheKey !== null && generation !== null && page.status === 200 && page.serverRendered;
    return sendPage(request, reply, page.status, keep ? pageCache.set(cacheKey, page.html, generation) : page.html);
  });
}
