import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

const HEADER = 'x-marquee-in-process';
const token = randomBytes(24).toString('base64url');
const expected = Buffer.from(token);

/**
 * Headers that mark a request this process makes to itself (server rendering reads the API
 * in-process): rate limits skip it, because the page request that caused it was counted.
 * The token is random per process and never leaves it.
 */
export const inProcessHeaders: Readonly<Record<string, string>> = { [HEADER]: token };

export function isInProcess(request: FastifyRequest): boolean {
  const value = request.headers[HEADER];
  if (typeof value !== 'string' || value.length !== token.length) return false;
  return timingSafeEqual(Buffer.from(value), expected);
}
