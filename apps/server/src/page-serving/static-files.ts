import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * The built files, source maps excepted: hashed assets cached for a year, the rest (boot.js,
 * icons) for an hour.
 */
export async function registerStaticFiles(app: FastifyInstance, webDist: string): Promise<void> {
  await app.register(fastifyStatic, {
    root: webDist,
    prefix: '/',
    index: false,
    wildcard: false,
    decorateReply: false,
    // The build writes .br and .gz beside each script and stylesheet (vite.config.ts).
    preCompressed: true,
    // ...and source maps, for diagnosis: they hold the whole source, so they are not served (decision 057).
    allowedPath: (pathname) => !pathname.endsWith('.map'),
    cacheControl: false,
    setHeaders(res, filePath) {
      const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
      res.setHeader('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
    },
  });
}
