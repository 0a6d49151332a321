import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { SessionUser } from '@marquee/contracts';
import { forbidden, unauthorized } from '../lib/errors.js';
import { resignedSessionCookie } from '../lib/session-secret.js';
import { createAuth } from '../modules/auth/better-auth.js';
import { loadEnabledSessionUser } from '../modules/auth/service.js';

export interface CurrentSession {
  user: SessionUser;
  sessionId: string;
}

/** better-auth's session cookie (`__Secure-` prefixed on https). */
const SESSION_COOKIE = /(^|;\s*)((?:__Secure-)?marquee\.session_token)=([^;]*)/;

function toWebHeaders(request: FastifyRequest): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const v of value) headers.append(name, v);
    else headers.set(name, String(value));
  }
  // While SESSION_SECRET rotates, a session signed with the previous secret still counts.
  const cookie = headers.get('cookie');
  if (cookie && request.server.config.previousSessionSecret)
    headers.set(
      'cookie',
      cookie.replace(
        SESSION_COOKIE,
        (_all, lead: string, name: string, raw: string) =>
          `${lead}${name}=${resignedSessionCookie(raw, request.server.config)}`,
      ),
    );
  // better-auth's rate limiter keys on this header; a client must not choose it.
  headers.set('x-forwarded-for', request.ip);
  return headers;
}

/**
 * better-auth for the app (`app.auth`, built from app.db and app.config) and the request's
 * signed-in session (`request.currentSession()`, looked up at most once per request).
 */
export const authPlugin = fp(
  async (app) => {
    const auth = createAuth(app.db, app.config);
    app.decorate('auth', auth);

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
          // A disabled account's sessions are deleted when staff disable it; one that slipped
          // through (made by a sign-in racing the switch) still counts as signed out.
          const user = await loadEnabledSessionUser(app.db, result.user.id);
          return user ? { user, sessionId: result.session.id } : null;
        })();
        cache.set(this, pending);
      }
      return pending;
    });
  },
  { name: 'auth' },
);

/** A hook (onRequest/preHandler) for routes that need a signed-in user: 401 for guests. */
export async function requireUser(request: FastifyRequest): Promise<CurrentSession> {
  const current = await request.currentSession();
  if (!current) throw unauthorized();
  return current;
}

/** Whether the request is signed in as staff (for routes that hide themselves from everyone else). */
export async function isSignedInAdmin(request: FastifyRequest): Promise<boolean> {
  return (await request.currentSession())?.user.role === 'admin';
}

/** The onRequest hook of the /api/admin scope: 401 for guests, 403 for customers. */
export async function requireAdmin(request: FastifyRequest): Promise<void> {
  const current = await requireUser(request);
  if (current.user.role !== 'admin') throw forbidden('Admin access required.');
}
