import negotiate from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CachedBody, Encoding } from './response-cache.js';

const ENCODINGS: (Encoding | 'identity')[] = ['br', 'gzip', 'identity'];
/** As @fastify/compress reads the header: `*` and `x-gzip` mean gzip. */
const GZIP_ALIAS = /\*|x-gzip/gu;

function acceptedEncoding(request: FastifyRequest): Encoding | 'identity' {
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
 * encoding the request accepts, compressed for the first request that asked for that encoding
 * and not again (@fastify/compress leaves a reply that already has a Content-Encoding alone).
 * Requests that ask while the copy is made (in the thread pool) wait for it rather than
 * compressing it twice.
 * Set the content type and other headers first.
 */
export async function sendCached(
  request: FastifyRequest,
  reply: FastifyReply,
  entry: CachedBody,
  status = 200,
): Promise<FastifyReply> {
  if (entry.encode) addVary(reply, 'accept-encoding');
  if (entry.etag) {
    reply.header('etag', entry.etag);
    if (request.headers['if-none-match'] === entry.etag) return reply.code(304).send();
  }
  const encoding = entry.encode ? acceptedEncoding(request) : 'identity';
  if (encoding !== 'identity') {
    const body = entry[encoding] ?? (await entry.encode?.(encoding));
    if (body) return reply.status(status).header('content-encoding', encoding).send(body);
  }
  return reply.status(status).send(entry.body);
}
