import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { SessionUser } from '@marquee/contracts';
import { forbidden, unauthorized } from '../lib/errors.js';
import type { Auth } from '../modules/auth/better-auth.js';
import { loadSessionUser } from '../modules/auth/service.js';

export const GUEST_COOKIE = 'marquee_guest';
const GUEST_ID_PATTERN = /^guest_[A-Za-z0-9_-]{22,64}$/;
const ONE_YEAR_S = 365 * 24 * 60 * 60;

export interface CurrentSession {
  user: SessionUser;
  sessionId: string;
}

/** Who owns a cart or wishlist: the signed-in user, else the guest cookie. Never the browser's say-so. */
export type Owner = { userId: string; guestId?: undefined } | { guestId: string; userId?: undefined };

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in session, looked up once per request. */
    currentSession(): Promise<CurrentSession | null>;
    /** Web Headers for better-auth, with x-forwarded-for set to the client address Fastify trusts. */
    authHeaders(): Headers;
  }
}

export function toWebHeaders(request: FastifyRequest): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const v of value) headers.append(name, v);
    else headers.set(name, String(value));
  }
  // better-auth's rate limiter keys on this header; a client must not choose it.
  headers.set('x-forwarded-for', request.ip);
  return headers;
}

export const requestContext = fp<{ auth: Auth }>(
  async (app, { auth }) => {
    const cache = new WeakMap<FastifyRequest, Promise<CurrentSession | null>>();
    const refreshedCookies = new WeakMap<FastifyRequest, string[]>();
    // Callback style: a request without a session lookup pays one WeakMap miss, no promise.
    app.addHook('onSend', (request, reply, payload, done) => {
      const cookies = refreshedCookies.get(request);
      if (cookies && !reply.hasHeader('set-cookie')) for (const cookie of cookies) reply.header('set-cookie', cookie);
      done(null, payload);
    });
    app.decorateRequest('authHeaders', function (this: FastifyRequest) {
      return toWebHeaders(this);
    });
    app.decorateRequest('currentSession', function (this: FastifyRequest) {
      let pending = cache.get(this);
      if (!pending) {
        pending = (async () => {
          const { headers, response: result } = await auth.api.getSession({
            headers: this.authHeaders(),
            returnHeaders: true,
          });
          // better-auth renews an active session's cookie now and then; pass it on.
          const renewed = headers.getSetCookie();
          if (renewed.length) refreshedCookies.set(this, renewed);
          if (!result) return null;
          const user = await loadSessionUser(app.db, result.user.id);
          return user ? { user, sessionId: result.session.id } : null;
        })();
        cache.set(this, pending);
      }
      return pending;
    });
  },
  { name: 'request-context', dependencies: ['@fastify/cookie'] },
);

/** The guest id cookie, issued on first use: >= 128 random bits, httpOnly. */
export function guestId(request: FastifyRequest, reply: FastifyReply): string {
  const existing = request.cookies[GUEST_COOKIE];
  if (existing && GUEST_ID_PATTERN.test(existing)) return existing;
  const id = `guest_${randomBytes(18).toString('base64url')}`;
  reply.setCookie(GUEST_COOKIE, id, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.server.config.secureCookies,
    maxAge: ONE_YEAR_S,
  });
  request.cookies[GUEST_COOKIE] = id;
  return id;
}

export async function getOwner(request: FastifyRequest, reply: FastifyReply): Promise<Owner> {
  const current = await request.currentSession();
  return current ? { userId: current.user.id } : { guestId: guestId(request, reply) };
}

export async function requireUser(request: FastifyRequest): Promise<CurrentSession> {
  const current = await request.currentSession();
  if (!current) throw unauthorized();
  return current;
}

/** The onRequest hook of the /api/admin scope: 401 for guests, 403 for customers. */
export async function requireAdmin(request: FastifyRequest): Promise<void> {
  const current = await requireUser(request);
  if (current.user.role !== 'admin') throw forbidden('Admin access required.');
}
