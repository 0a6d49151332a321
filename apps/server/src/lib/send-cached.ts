import negotiate from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CachedBody } from './response-cache.js';

type Encoding = 'br' | 'gzip' | 'identity';
const ENCODINGS: Encoding[] = ['br', 'gzip', 'identity'];
/** As @fastify/compress reads the header: `*` and `x-gzip` mean gzip. */
const GZIP_ALIAS = /\*|x-gzip/gu;

function acceptedEncoding(request: FastifyRequest): Encoding {
  const header = request.headers['accept-encoding'];
  if (!header) return 'identity';
  return negotiate(header.toLowerCase().replace(GZIP_ALIAS, 'gzip'), ENCODINGS) ?? 'identity';
}

function addVary(reply: FastifyReply, name: string) {
  const vary = reply.getHeader('vary');
  reply.header('vary', vary ? `${String(vary)}, ${name}` : name);
}

/**
 * Sends a cached response: a matching `If-None-Match` gets 304, otherwise the copy in the
 * encoding the request accepts, compressed when it was stored and not again (@fastify/compress
 * leaves a reply that already has a Content-Encoding alone). The first request for an entry
 * waits for its compression, which runs in the thread pool, rather than compressing it twice.
 * Set the content type and other headers first.
 */
export async function sendCached(
  request: FastifyRequest,
  reply: FastifyReply,
  entry: CachedBody,
  status = 200,
): Promise<FastifyReply> {
  if (entry.compressed) addVary(reply, 'accept-encoding');
  if (entry.etag) {
    reply.header('etag', entry.etag);
    if (request.headers['if-none-match'] === entry.etag) return reply.code(304).send();
  }
  const encoding = entry.compressed ? acceptedEncoding(request) : 'identity';
  if (encoding !== 'identity') {
    if (!entry[encoding]) await entry.compressed;
    const body = entry[encoding];
    if (body) return reply.status(status).header('content-encoding', encoding).send(body);
  }
  return reply.status(status).send(entry.body);
}
