import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CachedBody, ResponseCache } from './response-cache.js';
import { sendCached } from './send-cached.js';

/**
 * Sends the cached JSON for `key`, or computes it, serializes it with the route's response
 * schema (exactly as an uncached reply would be) and stores it. `listening` says whether live
 * events reach the cache: without them nothing could clear it, so nothing is stored.
 */
export async function sendCachedJson(
  cache: ResponseCache,
  listening: () => Promise<boolean>,
  key: string,
  request: FastifyRequest,
  reply: FastifyReply,
  compute: () => Promise<unknown>,
): Promise<FastifyReply> {
  let entry: CachedBody | undefined = cache.get(key);
  if (!entry) {
    const enabled = await listening();
    const generation = cache.generation;
    // The route's response serializer (zod encode + JSON.stringify) always yields a string.
    const json = reply.serialize(await compute()) as string;
    entry = enabled ? cache.set(key, json, generation) : { body: Buffer.from(json), etag: '' };
  }
  reply.type('application/json; charset=utf-8');
  return sendCached(request, reply, entry);
}
