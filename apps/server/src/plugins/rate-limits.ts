import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { API_PREFIX, apiPaths } from '@marquee/contracts';
import type { RateLimits } from '../config.js';
import { tooManyRequests } from '../lib/errors.js';
import { clientKey } from '../lib/client-address.js';
import { isInProcess } from '../lib/in-process.js';
import { sharedCountersFor, type SharedCounters, type WindowCount } from '../lib/shared-counters.js';
import { SITEMAP_FILE_ROUTE } from '../page-serving/sitemap-files.js';

const MINUTE = 60_000;

/** The limits counted per request (every request counts), each per client address and minute. */
type Scope = keyof Pick<
  RateLimits,
  | 'pages'
  | 'api'
  | 'search'
  | 'facets'
  | 'newsletter'
  | 'emailChecks'
  | 'resetRequests'
  | 'orderLookups'
  | 'checkoutPayments'
  | 'chat'
  | 'reviews'
>;

/**
 * The scopes every page view and API read counts under: counted in this process and sent to the
 * shared row at most once a second per key (shared-counters `hitSoon`), since a database round
 * trip per request would tax every page. The other scopes are rare and exact across instances.
 */
const hotScopes: ReadonlySet<string> = new Set<Scope>(['pages', 'api', 'search', 'facets']);

/** API routes with a limit of their own instead of the API's, or none (health checks). */
const routeScopes = new Map<string, Scope | null>([
  [apiPaths.search.path, 'search'],
  [apiPaths.productFacets.path, 'facets'],
  [apiPaths.newsletter.path, 'newsletter'],
  [apiPaths.orderLookup.path, 'orderLookups'],
  [apiPaths.checkoutOrders.path, 'checkoutPayments'],
  [apiPaths.auth.checkEmail.path, 'emailChecks'],
  [apiPaths.auth.requestPasswordReset.path, 'resetRequests'],
  // A load balancer's checks must never be refused.
  [apiPaths.health.path, null],
  [apiPaths.ready.path, null],
]);

/** Routes that answer pages (the web app's, and the crawlers' files). */
const pageRoutes = new Set(['/*', '/sitemap.xml', SITEMAP_FILE_ROUTE, '/robots.txt']);

/** Credential routes: their failed answers count towards `credentials`; successes never do. */
const credentialRoutes = new Set<string>([
  apiPaths.auth.signIn.path,
  apiPaths.auth.adminSignIn.path,
  apiPaths.auth.signUp.path,
  apiPaths.auth.resetPassword.path,
  apiPaths.auth.verifyEmail.path,
]);

/**
 * Which per-request limit a request falls under; null for none: the built files (/assets,
 * icons), /media and /img, unknown addresses (404s), health checks, and the server's own
 * reads while it renders a page.
 */
function scopeOf(request: FastifyRequest): Scope | null {
  const route = request.routeOptions.url;
  if (route === undefined || isInProcess(request)) return null;
  // Sending a chat message has its own limit; reading one's conversation is an API read.
  if (route === apiPaths.chat.messages.path && request.method === 'POST') return 'chat';
  // So has writing a review; reading one's own is an API read.
  if (route === apiPaths.productReview.path && request.method === 'PUT') return 'reviews';
  const own = routeScopes.get(route);
  if (own !== undefined) return own;
  if (route.startsWith(`${API_PREFIX}/`)) return 'api';
  return pageRoutes.has(route) ? 'pages' : null;
}

/** @fastify/rate-limit's store (its README, "Custom store") over the shared counters. */
function sharedStore(counters: SharedCounters) {
  return class SharedCounterStore {
    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      // Passed by the plugin (index.js) though its types leave it out.
      timeWindow = MINUTE,
    ) {
      const now = Date.now();
      const answer = (window: WindowCount) =>
        callback(null, { current: window.count, ttl: Math.max(0, window.resetAt - now) });
      const counterKey = `limit:${key}`;
      if (hotScopes.has(key.slice(0, key.indexOf('|')))) return answer(counters.hitSoon(counterKey, timeWindow, now));
      counters.hit(counterKey, timeWindow, now).then(answer, (error: Error) => callback(error));
    }

    child() {
      return this;
    }
  };
}

/**
 * Every rate limit of the store, per client address (decision 062; `request.ip`, so set
 * TRUST_PROXY behind a load balancer; an IPv6 client by its /64, `clientKey`). On PostgreSQL
 * the counts are shared by every instance and outlive restarts (issue 27 point 6); on embedded
 * PGlite they are this process's. Every 429 carries Retry-After and `retryAfterSeconds`.
 */
async function rateLimitsPlugin(app: FastifyInstance, options: { limits: RateLimits }) {
  const { limits } = options;
  const counters = sharedCountersFor(app.db);
  // What this instance counted in the last second reaches the shared rows before it stops.
  app.addHook('onClose', async () => counters.close());

  // Every page and API request counts, under its scope's limit.
  await app.register(rateLimit, {
    global: true,
    timeWindow: MINUTE,
    store: sharedStore(counters),
    // A counter the database could not update lets the request through: it needs the database
    // itself, and answers with its own error if the database is away.
    skipOnError: true,
    allowList: (request) => scopeOf(request) === null,
    keyGenerator: (request) => `${scopeOf(request)}|${clientKey(request.ip)}`,
    max: (request) => limits[scopeOf(request)!],
    errorResponseBuilder: (_request, context) => tooManyRequests(context.ttl / 1000),
  });

  // The credential routes' ceiling counts failed answers only, so a household or an office
  // behind one address can sign in as often as it likes; guessing is what gets refused.
  const failureKey = (request: FastifyRequest) => `credentials|${clientKey(request.ip)}`;
  const isCredentialRoute = (request: FastifyRequest) =>
    request.routeOptions.url !== undefined && credentialRoutes.has(request.routeOptions.url);
  app.addHook('onRequest', async (request) => {
    if (!isCredentialRoute(request)) return;
    const window = await counters.peek(failureKey(request));
    if (window && window.count >= limits.credentials) throw tooManyRequests((window.resetAt - Date.now()) / 1000);
  });
  // Counted before the answer leaves, so the client's next attempt already meets it.
  app.addHook('onSend', async (request, reply) => {
    if (reply.statusCode >= 400 && isCredentialRoute(request)) await counters.hit(failureKey(request), MINUTE);
  });
}

export const rateLimits = fp(rateLimitsPlugin, { name: 'rate-limits' });
