import type { FastifyRequest } from 'fastify';

/**
 * Query parameters that carry credentials: link tokens (order, reset, verification, unlock,
 * chat confirmation), codes (e-mailed codes, OAuth), keys and signatures. Never logged (issue 27,
 * point 2).
 */
const CREDENTIAL_PARAMS = ['token', 'code', 'key', 'signature', 'secret', 'password', 'otp'];
const CREDENTIAL_QUERY = new RegExp(`([?&](?:${CREDENTIAL_PARAMS.join('|')})=)[^&#]*`, 'gi');

/** The URL with the value of every credential parameter replaced by `[redacted]`. */
export function redactUrl(url: string): string {
  return url.replace(CREDENTIAL_QUERY, '$1[redacted]');
}

/** What the access log records of a request. */
export function requestLogFields(request: FastifyRequest) {
  return { method: request.method, url: redactUrl(request.url), remoteAddress: request.ip };
}
