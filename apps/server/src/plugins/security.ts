import { createRequire } from 'node:module';
import type { IncomingMessage, ServerResponse } from 'node:http';
import compress from '@fastify/compress';
import type { FastifyHelmetOptions } from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import { errorCodes, paths, splitLanguagePath } from '@marquee/contracts';
import { AppError } from '../lib/errors.js';

type HelmetOptions = FastifyHelmetOptions;
type Helmet = (options: HelmetOptions) => (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

/**
 * helmet's headers for `options`, computed once. @fastify/helmet rebuilds helmet (and
 * re-parses the CSP) on every request, a measurable share of a cached reply's cost; our
 * headers depend on nothing in the request (no CSP nonces), so they are built at startup
 * by the same helmet that @fastify/helmet uses, and set by one cheap hook.
 */
function staticSecurityHeaders(options: HelmetOptions): Record<string, string> {
  const fromFastifyHelmet = createRequire(createRequire(import.meta.url).resolve('@fastify/helmet'));
  const helmetModule = fromFastifyHelmet('helmet') as Helmet | { default: Helmet };
  const helmet = typeof helmetModule === 'function' ? helmetModule : helmetModule.default;
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: unknown) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, () => {});
  return headers;
}

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * A script or stylesheet of the web build (page-serving/static-files.ts): a plain file name,
 * so no encoded or relative path can reach another file (a document) with these headers.
 */
const BUILD_FILE = /^\/assets\/[\w-]+(?:\.[\w-]+)*\.(?:js|css)(?:\?|$)/;
/** The security headers that apply to a script or stylesheet, as opposed to a document. */
const ASSET_HEADERS = new Set(['x-content-type-options', 'cross-origin-resource-policy', 'strict-transport-security']);

/**
 * PayPal's hosts for its JS SDK, as PayPal's CSP guidance lists them for script-src,
 * connect-src, frame-src and img-src (developer.paypal.com/sdk/js/best-practices; decision 087).
 * No Braintree: the checkout loads no Fastlane.
 */
export const PAYPAL_CSP_HOSTS = ['https://*.paypal.com', 'https://*.paypalobjects.com', 'https://*.venmo.com'] as const;

/** The one page whose document renders PayPal's buttons: its path without the query. */
const CHECKOUT_PATH = paths.checkout.path;

function isCheckoutPage(url: string): boolean {
  const end = url.indexOf('?');
  // In every language: `/he/checkout` is the same page (decision 099).
  const path = splitLanguagePath(end === -1 ? url : url.slice(0, end)).url;
  return path === CHECKOUT_PATH || path === `${CHECKOUT_PATH}/`;
}

export async function registerSecurity(
  app: FastifyInstance,
  options: {
    trustedOrigins: string[];
    production: boolean;
    /** CSP sources for the page's own inline scripts (page-serving's inlineScriptHashes). */
    scriptHashes?: readonly string[];
    /** PayPal is configured: its JS SDK (buttons) runs on /checkout, and only there. */
    paypal?: boolean;
  },
) {
  const policy = (paypal: readonly string[]): HelmetOptions => ({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...(options.scriptHashes ?? []), ...paypal],
        // Tailwind and Radix set inline style attributes at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        // Content pages may show images from other sites over https (the sanitiser keeps them); decision 057.
        imgSrc: ["'self'", 'data:', 'blob:', 'https:', ...paypal],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...paypal],
        frameSrc: ["'self'", ...paypal],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    // Allow our own images to be used by link previews.
    crossOriginResourcePolicy: { policy: 'same-site' },
    hsts: options.production,
  });
  const securityHeaders = staticSecurityHeaders(policy([]));
  // The checkout's document: PayPal's popup must keep its opener (window.opener) to report the
  // payer's approval, which `same-origin` cuts; PayPal's hosts are admitted here only, so no
  // other page (the admin included) may load or frame them (issue 26).
  const checkoutHeaders = staticSecurityHeaders({
    ...policy(options.paypal ? PAYPAL_CSP_HOSTS : []),
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
  });
  // The build's fingerprinted scripts and stylesheets are never documents: a policy for what
  // a document may load or frame says nothing there, and its kilobyte of headers was sent again
  // with each of the 30 scripts a page starts with (decision 092). They keep what applies to them.
  const assetHeaders = Object.fromEntries(Object.entries(securityHeaders).filter(([name]) => ASSET_HEADERS.has(name)));
  app.addHook('onRequest', (request, reply, done) => {
    const url = request.url;
    reply.headers(BUILD_FILE.test(url) ? assetHeaders : isCheckoutPage(url) ? checkoutHeaders : securityHeaders);
    done();
  });
  await app.register(compress, { threshold: 1024 });
  // Rate limits: plugins/rate-limits.ts.

  // CSRF: a cookie-authenticated write must come from one of our own origins. Every write is
  // checked whatever its path: the router decodes `/%61pi/…` to `/api/…`, so a test of the raw
  // URL is no test of the route it reaches (decision 057).
  const allowed = new Set(options.trustedOrigins);
  // A callback hook: reads (the hot path) return at once without a promise per request.
  app.addHook('onRequest', (request, _reply, done) => {
    if (!UNSAFE_METHODS.has(request.method)) return done();
    // A route that reads no cookie (its token alone decides) has nothing to forge: RFC 8058's one-click unsubscribe.
    if (request.routeOptions.config.anyOrigin === true) return done();
    const origin = request.headers.origin;
    const crossSite = origin === undefined ? request.headers['sec-fetch-site'] === 'cross-site' : !allowed.has(origin);
    if (crossSite)
      return done(new AppError(403, errorCodes.BAD_ORIGIN, 'This request came from another site and was refused.'));
    done();
  });
}
