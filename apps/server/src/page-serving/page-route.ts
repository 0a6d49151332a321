import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  API_PREFIX,
  BROWSER_RENDER_COOKIE,
  preferenceCookies,
  type ServerRender,
  type ServerRenderResult,
} from '@marquee/contracts';
import type { CachedBody } from '../lib/response-cache.js';
import { PageCache } from './page-cache.js';
import { writeDocument } from './page-document.js';
import type { PageTemplate } from './page-template.js';
import { knownCurrencies } from './known-currencies.js';
import { pageInputs, type PageInputs } from './page-key.js';
import { inProcessFetch } from './server-render.js';

export interface PageRouteOptions {
  publicUrl: string;
  template: PageTemplate;
  moduleFiles: (modules: readonly string[]) => string[];
  /** The web app's server entry; null renders every page in the browser with the template's tags. */
  serverRender: ServerRender | null;
}

/**
 * GET /* for every address that is not a file or the API: the web app's server entry says what
 * the page is (status, meta tags, modules) and draws it; the answer is kept for the next visitor
 * when the entry says it may be. The server keeps no list of pages: the web app's routes decide.
 * A page is rendered from normalised inputs (page-key.ts), and one key is rendered once at a
 * time: visitors who ask while it renders wait for that rendering.
 */
export function registerPageRoute(app: FastifyInstance, options: PageRouteOptions): void {
  const fetchInProcess = inProcessFetch(app);
  const pageCache = new PageCache(app);
  const currencies = knownCurrencies(app);
  const rendering = new Map<string, Promise<{ page: ServerRenderResult | null; generation: number | null }>>();
  const { serverRender } = options;

  const describe = async (
    request: FastifyRequest,
    inputs: PageInputs,
    markup: boolean,
  ): Promise<ServerRenderResult | null> => {
    if (!serverRender) return null;
    try {
      return await serverRender({
        url: inputs.url,
        language: inputs.language,
        currency: inputs.currency,
        fetch: fetchInProcess,
        markup,
      });
    } catch (error) {
      // The page still works: the browser renders it from the API.
      request.log.error({ err: error, url: request.url }, 'server rendering failed');
      return null;
    }
  };

  /**
   * One rendering per key at a time (single flight). The cache generation is read before it
   * starts, so a live event during the rendering keeps its result out of the cache for everyone.
   */
  const renderOnce = (request: FastifyRequest, inputs: PageInputs, key: string) => {
    let pending = rendering.get(key);
    if (!pending) {
      pending = (async () => {
        const generation = await pageCache.generation();
        return { page: await describe(request, inputs, true), generation };
      })().finally(() => rendering.delete(key));
      rendering.set(key, pending);
    }
    return pending;
  };

  app.get('/*', async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.url.split('?', 1)[0]!.startsWith(`${API_PREFIX}/`)) return reply.callNotFound();
    const inputs = pageInputs(
      request.url,
      {
        language: request.cookies[preferenceCookies.language],
        currency: request.cookies[preferenceCookies.currency],
      },
      await currencies(),
    );
    // The cookie asks for pages rendered by the browser (diagnosis, tests of loading states).
    const markup = request.cookies[BROWSER_RENDER_COOKIE] !== 'browser';
    const cacheKey = markup ? inputs.cacheKey : null;
    const cached = cacheKey ? pageCache.get(cacheKey) : undefined;
    if (cached) return sendPage(request, reply, 200, cached);

    const { page, generation } = cacheKey
      ? await renderOnce(request, inputs, cacheKey)
      : { page: await describe(request, inputs, markup), generation: null };
    if (page?.kind === 'redirect') return reply.redirect(page.location, page.status);
    const html = writeDocument(options.template, page, {
      publicUrl: options.publicUrl,
      pathname: inputs.url.split('?', 1)[0]!,
      moduleFiles: options.moduleFiles,
    });
    const status = page?.status ?? 200;
    const keep = cacheKey !== null && generation !== null && page?.cacheable === true;
    return sendPage(request, reply, status, keep ? pageCache.set(cacheKey, html, generation) : html);
  });
}

function sendPage(request: FastifyRequest, reply: FastifyReply, status: number, page: CachedBody | string) {
  // A new visitor's guest id comes with the first page, so the app's first API calls (its cart
  // read and a tap replayed at hydration, decision 063) all carry the same one; without it each
  // call made at once would be issued an id of its own, and an add could land on a lost one.
  request.guestId(reply);
  reply
    .header('cache-control', 'no-cache')
    // The page is rendered in the shopper's language and currency (cookies).
    .header('vary', 'cookie')
    .type('text/html; charset=utf-8');
  if (typeof page === 'string') return reply.status(status).send(page);
  reply.header('etag', page.etag);
  if (request.headers['if-none-match'] === page.etag) return reply.code(304).send();
  return reply.status(status).send(page.body);
}
