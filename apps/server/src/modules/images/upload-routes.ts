import type { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isStorageKey, UPLOADS_FOLDER, type ByteRange } from '../../lib/storage.js';

/** A key is never written twice (`newStorageKey`), so its bytes may be kept for a year without asking again. */
const CACHE_CONTROL = 'public, max-age=31536000, immutable';

/**
 * One `bytes=first-last`, `bytes=first-` or `bytes=-suffix` range of a `size`-byte file; null to
 * send the whole file (no header, several ranges, or a malformed one, as RFC 9110 allows);
 * 'unsatisfiable' for a range past the end.
 */
export function parseRange(header: string | undefined, size: number): ByteRange | 'unsatisfiable' | null {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!match || (match[1] === '' && match[2] === '')) return null;
  const [first, last] = [match[1] ? Number(match[1]) : undefined, match[2] ? Number(match[2]) : undefined];
  if (first === undefined) {
    if (last === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - last!), end: size - 1 };
  }
  if (last !== undefined && last < first) return null;
  if (first >= size) return 'unsatisfiable';
  return { start: first, end: Math.min(last ?? size - 1, size - 1) };
}

/**
 * GET /media/uploads/<key> when uploads live in object storage: the store reads the object and
 * sends it, so every instance serves every upload and the bucket need not be public. Demo
 * artwork and everything else under /media stays with the static route. Ranges are answered
 * because Safari plays a video only from 206 answers.
 */
export const uploadServingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(`/media/${UPLOADS_FOLDER}/:key`, {
    schema: {
      hide: true,
      params: z.object({ key: z.string() }),
      response: {
        200: z.custom<Readable>().describe('The uploaded file'),
        206: z.custom<Readable>().describe('The asked range of it'),
        304: z.undefined(),
        404: z.string(),
        416: z.undefined(),
      },
    },
    handler: async (request, reply) => {
      const { key } = request.params;
      const notFound = () => reply.status(404).type('text/plain').send('Not found');
      if (!isStorageKey(key)) return notFound();
      const { 'if-none-match': ifNoneMatch, range: rangeHeader } = request.headers;
      // A HEAD first only when it can spare the body: a revalidation, or a range that needs the length.
      let range: ByteRange | null = null;
      if (ifNoneMatch !== undefined || rangeHeader !== undefined) {
        const file = await app.storage.stat(key);
        if (!file) return notFound();
        if (ifNoneMatch?.split(',').some((tag) => ['*', file.etag].includes(tag.trim().replace(/^W\//, '')))) {
          return reply.header('etag', file.etag).header('cache-control', CACHE_CONTROL).status(304).send();
        }
        const parsed = parseRange(rangeHeader, file.size);
        if (parsed === 'unsatisfiable') return reply.header('content-range', `bytes */${file.size}`).status(416).send();
        range = parsed;
      }
      const found = await app.storage.get(key, range ?? undefined);
      if (!found) return notFound();
      reply
        .header('content-type', found.contentType)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', CACHE_CONTROL)
        .header('etag', found.etag)
        .header('last-modified', found.lastModified.toUTCString())
        .header('accept-ranges', 'bytes');
      if (!range) return reply.header('content-length', found.size).send(found.body);
      return reply
        .status(206)
        .header('content-range', `bytes ${range.start}-${range.end}/${found.size}`)
        .header('content-length', range.end - range.start + 1)
        .send(found.body);
    },
  });
};
