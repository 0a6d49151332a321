import { createHmac } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * A browser that has signed in to an account before may still sign in to it while the account
 * is locked (issue 27 point 3). It carries a signed, httpOnly cookie naming those accounts, each
 * by a tag keyed from the session secret: the cookie does not say who the accounts are, and
 * nobody can make a tag for an account without the secret.
 */
const COOKIE = 'marquee_known';
/** A few accounts per browser (a household's computer); the most recent first. */
const MAX_ACCOUNTS = 5;
const ONE_YEAR_S = 365 * 24 * 60 * 60;

/** `__Host-` when cookies are Secure: it cannot then be set by a sibling subdomain or over http. */
export const knownBrowserCookie = (secure: boolean) => (secure ? `__Host-${COOKIE}` : COOKIE);

const tagWith = (secret: string, userId: string) =>
  createHmac('sha256', secret).update(`marquee-known-browser:${userId}`).digest('base64url').slice(0, 22);

/** The account tags the cookie holds, or none when it is missing, tampered with or malformed. */
function readTags(request: FastifyRequest): string[] {
  const raw = request.cookies[knownBrowserCookie(request.server.config.secureCookies)];
  if (!raw) return [];
  const unsigned = request.unsignCookie(raw);
  if (!unsigned.valid || !unsigned.value) return [];
  return unsigned.value.split('.').filter((tag) => /^[A-Za-z0-9_-]{22}$/.test(tag));
}

/** Whether this browser signed in to the account before (or opened its unlock link). */
export function isKnownBrowser(request: FastifyRequest, userId: string): boolean {
  const { sessionSecret, previousSessionSecret } = request.server.config;
  // Tags made before a rotation of the session secret still count while the previous one is kept.
  const accepted = [sessionSecret, previousSessionSecret]
    .filter((secret): secret is string => secret !== undefined)
    .map((secret) => tagWith(secret, userId));
  return readTags(request).some((tag) => accepted.includes(tag));
}

/** Remembers on this browser that it may sign in to the account (after a sign-in or an unlock link). */
export function rememberKnownBrowser(request: FastifyRequest, reply: FastifyReply, userId: string): void {
  const { secureCookies, sessionSecret } = request.server.config;
  const tag = tagWith(sessionSecret, userId);
  const tags = [tag, ...readTags(request).filter((t) => t !== tag)].slice(0, MAX_ACCOUNTS);
  reply.setCookie(knownBrowserCookie(secureCookies), tags.join('.'), {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: secureCookies,
    maxAge: ONE_YEAR_S,
    signed: true,
  });
}
