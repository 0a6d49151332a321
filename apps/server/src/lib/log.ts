import type { FastifyRequest } from 'fastify';

/** Single-use secrets travel in query strings (reset and verification links): never log them. */
export function redactUrl(url: string): string {
  return url.replace(/([?&](?:token|code)=)[^&#]*/gi, '$1[redacted]');
}

/** What the access log records of a request. */
export function requestLogFields(request: FastifyRequest) {
  return { method: request.method, url: redactUrl(request.url), remoteAddress: request.ip };
}
