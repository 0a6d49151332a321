import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { API_PREFIX, apiPaths } from '@marquee/contracts';
import type { RateLimits } from '../config.js';
import { tooManyRequests } from '../lib/errors.js';
import { createFixedWindow } from '../lib/fixed-window.js';
import { isInProcess } from '../lib/in-process.js';
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
>;

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
  const own = routeScopes.get(route);
  if (own !== undefined) return own;
  if (route.startsWith(`${API_PREFIX}/`)) return 'api';
  return pageRoutes.has(route) ? 'pages' : null;
}

/**
 * Every rate limit of the store, per client address (decision 062; `request.ip`, so set
 * TRUST_PROXY behind a load balancer). Counters live in this process's memory; the
 * per-account sign-in lock, which must hold across instances, is in the database
 * (modules/auth/sign-in-lock.ts). Every 429 carries Retry-After and `retryAfterSeconds`.
 */
async function rateLimitsPlugin(app: FastifyInstance, options: { limits: RateLimits }) {
  const { limits } = options;

  // Every page and API request counts, under its scope's limit.
  await app.register(rateLimit, {
    global: true,
    timeWindow: MINUTE,
    cache: 50_000,
    allowList: (request) => scopeOf(request) === null,
    keyGenerator: (request) => `${scopeOf(request)}|${request.ip}`,
    max: (request) => limits[scopeOf(request)!],
    errorResponseBuilder: (_request, context) => tooManyRequests(context.ttl / 1000),
  });

  // The credential routes' ceiling counts failed answers only, so a household or an office
  // behind one address can sign in as often as it likes; guessing is what gets refused.
  const failures = createFixedWindow(MINUTE, 50_000);
  const isCredentialRoute = (request: FastifyRequest) =>
    request.routeOptions.url !== undefined && credentialRoutes.has(request.routeOptions.url);
  app.addHook('onRequest', (request, _reply, done) => {
    if (!isCredentialRoute(request)) return done();
    const window = failures.peek(request.ip);
    if (window && window.count >= limits.credentials)
      return done(tooManyRequests((window.resetAt - Date.now()) / 1000));
    done();
  });
  app.addHook('onResponse', (request, reply, done) => {
    if (reply.statusCode >= 400 && isCredentialRoute(request)) failures.hit(request.ip);
    done();
  });
}

export const rateLimits = fp(rateLimitsPlugin, { name: 'rate-limits' });
