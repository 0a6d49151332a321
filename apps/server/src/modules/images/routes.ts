import { mkdirSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import sharp from 'sharp';
import { z } from 'zod';
import {
  apiErrorSchema,
  escapeMediaPath,
  IMAGE_VARIANT_PREFIX,
  imageVariantFormats,
  imageVariantWidths,
} from '@marquee/contracts';
import { AppError } from '../../lib/errors.js';
import { contentTypes } from './render.js';
import { createVariantStore } from './variant-store.js';

const widthNames = imageVariantWidths.map(String) as [string, ...string[]];

const paramsSchema = z.object({
  width: z.enum(widthNames, { error: `Must be one of ${imageVariantWidths.join(', ')}` }).transform(Number),
  format: z.enum(imageVariantFormats, { error: `Must be one of ${imageVariantFormats.join(', ')}` }),
  '*': z.string(),
});

/*
 * The URL carries no version (the same /media path may be replaced by a new upload), so a year
 * with `immutable` could pin old pixels in browsers. A day, as /media itself has, plus an ETag
 * that changes with the source file, makes the check after that a cheap 304.
 */
const CACHE_CONTROL = 'public, max-age=86400';

export interface ImageRoutesOptions {
  /** Encodes allowed at once; by default one core is left for the API. */
  maxParallel?: number;
}

/**
 * GET /img/<width>/<format>/<path under /media>: the media image resized to one of the allowed
 * widths as AVIF or WebP, encoded once and then served from `<DATA_DIR>/cache/img`.
 */
export const imageRoutes: FastifyPluginAsyncZod<ImageRoutesOptions> = async (app, options) => {
  // libvips would otherwise start a thread per core for every encode; the limit below bounds how
  // many run, this bounds how many cores each one takes, so a burst cannot starve the API.
  sharp.concurrency(1);
  mkdirSync(app.config.mediaDir, { recursive: true });
  const store = createVariantStore({
    mediaDir: app.config.mediaDir,
    cacheDir: path.join(app.config.dataDir, 'cache', 'img'),
    maxParallel: options.maxParallel ?? Math.max(1, availableParallelism() - 1),
    uploads: app.storage,
  });

  app.get(`${IMAGE_VARIANT_PREFIX}/:width/:format/*`, {
    schema: {
      tags: ['images'],
      summary: 'A media image resized to an allowed width, as AVIF or WebP',
      params: paramsSchema,
      response: {
        200: z.custom<Buffer>((value) => Buffer.isBuffer(value)).describe('The image, as image/avif or image/webp'),
        304: z.undefined().describe('Not modified since the ETag or date sent'),
        400: apiErrorSchema,
        404: apiErrorSchema,
        413: apiErrorSchema.describe('A source over 40 megapixels (as drawn, for an SVG): not resized'),
        302: z.undefined().describe('An image that cannot be resized: redirected to the original'),
      },
    },
    handler: async (request, reply) => {
      const { width, format, '*': mediaPath } = request.params;
      const variant = await store.locate({ path: mediaPath, width, format });
      reply
        .header('cache-control', CACHE_CONTROL)
        .header('etag', variant.etag)
        .header('last-modified', variant.lastModified.toUTCString());
      if (notModified(request.headers, variant)) return reply.status(304).send();
      let body: Buffer;
      try {
        body = await store.load(variant);
      } catch (error) {
        // A file sharp cannot decode is still shown: the browser is sent to the original, as
        // the <picture> it sits in has no other fallback once a source is chosen.
        if (!(error instanceof AppError) || error.statusCode !== 422) throw error;
        reply.removeHeader('etag');
        reply.removeHeader('last-modified');
        return reply.header('cache-control', 'no-cache').redirect(`/media/${escapeMediaPath(mediaPath)}`, 302);
      }
      return reply.type(contentTypes[format]).send(body);
    },
  });
};

function notModified(
  headers: { 'if-none-match'?: string | undefined; 'if-modified-since'?: string | undefined },
  variant: { etag: string; lastModified: Date },
) {
  // If-None-Match wins when both are sent (RFC 9110 13.2.2).
  const match = headers['if-none-match'];
  if (match !== undefined) {
    return match.split(',').some((tag) => ['*', variant.etag].includes(tag.trim().replace(/^W\//, '')));
  }
  const since = headers['if-modified-since'] ? Date.parse(headers['if-modified-since']) : Number.NaN;
  return !Number.isNaN(since) && Math.floor(variant.lastModified.getTime() / 1000) <= Math.floor(since / 1000);
}
