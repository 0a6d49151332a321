import { createRequire } from 'node:module';
import type { IncomingMessage, ServerResponse } from 'node:http';
import compress from '@fastify/compress';
import type { FastifyHelmetOptions } from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import { errorCodes } from '@marquee/contracts';
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

export async function registerSecurity(
  app: FastifyInstance,
  options: {
    trustedOrigins: string[];
    production: boolean;
    /** CSP sources for the page's own inline scripts (page-serving's inlineScriptHashes). */
    scriptHashes?: readonly string[];
    /** PayPal is configured: its JS SDK (buttons, Fastlane) runs on /checkout. */
    paypal?: boolean;
  },
) {
  // PayPal's SDK loads from paypal.com, talks to it and to Braintree (Fastlane), and opens its frames.
  const paypal = options.paypal
    ? ['https://*.paypal.com', 'https://*.paypalobjects.com', 'https://*.braintreegateway.com']
    : [];
  const securityHeaders = staticSecurityHeaders({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...(options.scriptHashes ?? []), ...paypal],
        // Tailwind and Radix set inline style attributes at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        // Content pages may show images from other sites over https (the sanitiser keeps them); decision 057.
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
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
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(securityHeaders);
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
    const origin = request.headers.origin;
    const crossSite = origin === undefined ? request.headers['sec-fetch-site'] === 'cross-site' : !allowed.has(origin);
    if (crossSite)
      return done(new AppError(403, errorCodes.BAD_ORIGIN, 'This request came from another site and was refused.'));
    done();
  });
}
