import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/errors.js';

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export async function registerSecurity(
  app: FastifyInstance,
  options: { trustedOrigins: string[]; production: boolean },
) {
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Tailwind and Radix set inline style attributes at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
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
  await app.register(compress, { threshold: 1024 });
  // Routes opt in with `config: { rateLimit: {...} }`; nothing is limited globally.
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) =>
      new AppError(context.statusCode, 'RATE_LIMITED', `Too many requests. Please try again in ${context.after}.`),
  });

  // CSRF: a cookie-authenticated write must come from one of our own origins.
  const allowed = new Set(options.trustedOrigins);
  app.addHook('onRequest', async (request) => {
    if (!UNSAFE_METHODS.has(request.method) || !request.url.startsWith('/api/')) return;
    const origin = request.headers.origin;
    if (origin !== undefined && !allowed.has(origin)) {
      throw new AppError(403, 'BAD_ORIGIN', 'This request came from another site and was refused.');
    }
    if (origin === undefined && request.headers['sec-fetch-site'] === 'cross-site') {
      throw new AppError(403, 'BAD_ORIGIN', 'This request came from another site and was refused.');
    }
  });
}
