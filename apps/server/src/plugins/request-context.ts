import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { DEFAULT_LANGUAGE, isLanguageCode, LANGUAGE_HEADER, type LanguageCode } from '@marquee/contracts';
import { GUEST_COOKIE, guestCookieName, type Owner } from '../lib/owner.js';
import { clearOrderAccess } from '../modules/orders/order-access-cookie.js';

const GUEST_ID_PATTERN = /^guest_[A-Za-z0-9_-]{22,64}$/;
const DAY_S = 24 * 60 * 60;

/**
 * The id in the browser's guest cookie if the store signed it, else undefined: an unsigned,
 * forged or wrongly-signed value (a cookie planted to fix a known guest id) is ignored.
 */
function verify(request: FastifyRequest): string | undefined {
  const raw = request.cookies[guestCookieName(request.server.config.secureCookies)];
  if (!raw) return undefined;
  const unsigned = request.unsignCookie(raw);
  return unsigned.valid && unsigned.value !== null && GUEST_ID_PATTERN.test(unsigned.value)
    ? unsigned.value
    : undefined;
}

/** Issues a new guest id: >= 128 random bits, signed, httpOnly, kept as long as a guest's cart. */
function issueGuestId(request: FastifyRequest, reply: FastifyReply): string {
  const id = `guest_${randomBytes(18).toString('base64url')}`;
  const { secureCookies, guestRetentionDays } = request.server.config;
  reply.setCookie(guestCookieName(secureCookies), id, {
    signed: true,
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: secureCookies,
    // The cart's own expiry (cart/guest-expiry.ts): the cookie need not outlive what it owns.
    maxAge: guestRetentionDays * DAY_S,
  });
  request.cookies[GUEST_COOKIE] = id;
  return id;
}

/** The browser's verified guest id, without issuing one (readers that need none: chat, the sign-in merge). */
export function verifiedGuestId(request: FastifyRequest): string | undefined {
  return request.cookies[GUEST_COOKIE];
}

/** The guest id cookie, issued on first use. */
function guestId(request: FastifyRequest, reply: FastifyReply): string {
  return verifiedGuestId(request) ?? issueGuestId(request, reply);
}

/**
 * A new person at this browser (sign-in and sign-up, after the cart and wishlist merge read the
 * old id; sign-out): a new guest id, so nothing the previous guest id owned (orders and chat
 * within the guest window, cart, wishlist) follows, and the orders opened from e-mailed links
 * are forgotten. Returns the new id.
 */
export function startFreshGuest(request: FastifyRequest, reply: FastifyReply): string {
  clearOrderAccess(request, reply);
  return issueGuestId(request, reply);
}

/**
 * Who a request acts for (`request.owner(reply)`): the signed-in user, else the guest id
 * cookie (`request.guestId(reply)`). Never the browser's say-so: before any route runs,
 * `request.cookies[GUEST_COOKIE]` is replaced by the verified id or removed.
 */
export const requestContext = fp(
  async (app) => {
    app.addHook('onRequest', (request, _reply, done) => {
      const verified = verify(request);
      if (verified) request.cookies[GUEST_COOKIE] = verified;
      else delete request.cookies[GUEST_COOKIE];
      done();
    });
    // The page's language, never anything else the header says (issue 29).
    app.decorateRequest('language', {
      getter(this: FastifyRequest): LanguageCode {
        const value = this.headers[LANGUAGE_HEADER];
        return isLanguageCode(typeof value === 'string' ? value : undefined)
          ? (value as LanguageCode)
          : DEFAULT_LANGUAGE;
      },
    });
    app.decorateRequest('guestId', function (this: FastifyRequest, reply: FastifyReply) {
      return guestId(this, reply);
    });
    app.decorateRequest('owner', async function (this: FastifyRequest, reply: FastifyReply): Promise<Owner> {
      const current = await this.currentSession();
      return current ? { userId: current.user.id } : { guestId: guestId(this, reply) };
    });
  },
  { name: 'request-context', dependencies: ['@fastify/cookie', 'auth'] },
);
