import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  API_PREFIX,
  BROWSER_RENDER_COOKIE,
  DEFAULT_LANGUAGE,
  isLanguageCode,
  localizedUrl,
  paths,
  preferenceCookies,
  splitLanguagePath,
  type ServerRender,
  type ServerRenderResult,
} from '@marquee/contracts';
import { redactUrl } from '../lib/log.js';
import type { CachedBody } from '../lib/response-cache.js';
import { sendCached } from '../lib/send-cached.js';
import { PageCache } from './page-cache.js';
import { writeDocument } from './page-document.js';
import type { PageTemplate } from './page-template.js';
import { knownCurrencies } from './known-currencies.js';
import { exchangeOrderLinkToken } from './order-link.js';
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
  const rendering = new Map<string, Promise<Built>>();
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
      request.log.error({ err: error, url: redactUrl(request.url) }, 'server rendering failed');
      return null;
    }
  };

  /** The entry's answer as the document to send: a redirect, or the page's status and HTML. */
  const build = async (request: FastifyRequest, inputs: PageInputs, markup: boolean): Promise<Built> => {
    const page = await describe(request, inputs, markup);
    if (page?.kind === 'redirect') return { kind: 'redirect', status: page.status, location: page.location };
    const html = writeDocument(options.template, page, {
      publicUrl: options.publicUrl,
      pathname: inputs.url.split('?', 1)[0]!,
      moduleFiles: options.moduleFiles,
    });
    return { kind: 'page', status: page?.status ?? 200, html, cacheable: page?.cacheable === true };
  };

  /**
   * One rendering per key at a time (single flight), stored once: visitors who ask while it
   * renders share its document and its one compression. The cache generation is read before it
   * starts, so a live event during the rendering keeps its result out of the cache for everyone.
   */
  const renderOnce = (request: FastifyRequest, inputs: PageInputs, key: string) => {
    let pending = rendering.get(key);
    if (!pending) {
      pending = (async (): Promise<Built> => {
        const generation = await pageCache.generation();
        const built = await build(request, inputs, true);
        if (built.kind === 'redirect' || generation === null || !built.cacheable) return built;
        return { ...built, kept: pageCache.set(key, built.html, generation) };
      })().finally(() => rendering.delete(key));
      rendering.set(key, pending);
    }
    return pending;
  };

  app.get('/*', async (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split('?', 1)[0]!;
    // A missing API route or build file is a plain 404, never the app's page (a build file's
    // answer carries no document policy: plugins/security.ts).
    if (pathname.startsWith(`${API_PREFIX}/`) || pathname.startsWith('/assets/')) return reply.callNotFound();
    if (exchangeOrderLinkToken(request, reply)) return reply;
    const moved = languageRedirect(pathname, request.url, request.cookies[preferenceCookies.language]);
    if (moved) return reply.redirect(moved.location, moved.status);
    const inputs = pageInputs(
      request.url,
      { currency: request.cookies[preferenceCookies.currency] },
      await currencies(),
    );
    // The cookie asks for pages rendered by the browser (diagnosis, tests of loading states).
    const markup = request.cookies[BROWSER_RENDER_COOKIE] !== 'browser';
    const cacheKey = markup ? inputs.cacheKey : null;
    const cached = cacheKey ? pageCache.get(cacheKey) : undefined;
    if (cached) return sendPage(request, reply, 200, cached);

    const built = cacheKey ? await renderOnce(request, inputs, cacheKey) : await build(request, inputs, markup);
    if (built.kind === 'redirect') return reply.redirect(built.location, built.status);
    return sendPage(request, reply, built.status, built.kept ?? built.html);
  });
}

/**
 * Decision 099. The store's front door, `/`, sends a reader whose last choice was another
 * language to that language's home (302: the choice is the reader's, not the page's); every
 * other address shows the language it names, so links and crawlers always get what they ask
 * for. The staff pages have one address, whatever the prefix.
 */
function languageRedirect(
  pathname: string,
  url: string,
  chosen: string | undefined,
): { status: number; location: string } | null {
  const { language, url: unprefixed } = splitLanguagePath(url);
  if (language !== DEFAULT_LANGUAGE) {
    const path = splitLanguagePath(pathname).url;
    const admin = paths.admin.root.path;
    return path === admin || path.startsWith(`${admin}/`) ? { status: 301, location: unprefixed } : null;
  }
  if (pathname !== paths.home.path || !isLanguageCode(chosen) || chosen === DEFAULT_LANGUAGE) return null;
  return { status: 302, location: localizedUrl(chosen, url) };
}

type Built =
  | { kind: 'redirect'; status: number; location: string }
  | { kind: 'page'; status: number; html: string; cacheable: boolean; kept?: CachedBody };

function sendPage(request: FastifyRequest, reply: FastifyReply, status: number, page: CachedBody | string) {
  // A new visitor's guest id comes with the first page, so the app's first API calls (its cart
  // read and a tap replayed at hydration, decision 063) all carry the same one; without it each
  // call made at once would be issued an id of its own, and an add could land on a lost one.
  request.guestId(reply);
  reply
    .header('cache-control', 'no-cache')
    // The page is rendered in the shopper's currency (a cookie), and `/` answers a reader who
    // chose Hebrew with a redirect (the language cookie).
    .header('vary', 'cookie')
    .type('text/html; charset=utf-8');
  if (typeof page === 'string') return reply.status(status).send(page);
  return sendCached(request, reply, page, status);
}
