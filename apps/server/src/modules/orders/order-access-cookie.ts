/**
 * The browser's access to orders opened from an e-mailed link (issue 27, point 2): the link's
 * token is exchanged once for this signed, httpOnly cookie (page-serving/order-link.ts), so the
 * token leaves the address bar and the confirmation page reads the order with the cookie.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';

const ORDER_ACCESS_COOKIE = 'marquee_order_access';
/** A link opens its order on this browser for an hour, as a guest's own order does. */
const GRANT_MS = 60 * 60 * 1000;
/** The newest grants are kept; the cookie stays small whatever the browser opens. */
const MAX_GRANTS = 10;

interface Grant {
  orderNumber: string;
  /** Epoch milliseconds (the app's clock). */
  until: number;
}

function cookieName(request: FastifyRequest): string {
  return request.server.config.secureCookies ? `__Host-${ORDER_ACCESS_COOKIE}` : ORDER_ACCESS_COOKIE;
}

function cookieOptions(request: FastifyRequest) {
  return {
    path: '/',
    httpOnly: true,
    // Lax: the e-mail's link is a top-level navigation from another site; the cookie set by its
    // 303 must ride along on the page that follows.
    sameSite: 'lax' as const,
    secure: request.server.config.secureCookies,
  };
}

/** The cookie's live grants; an unsigned, forged or wrongly-signed cookie grants nothing. */
function grantsOf(request: FastifyRequest, now: Date): Grant[] {
  const raw = request.cookies[cookieName(request)];
  if (!raw) return [];
  const unsigned = request.unsignCookie(raw);
  if (!unsigned.valid || unsigned.value === null) return [];
  return unsigned.value
    .split(',')
    .map((entry) => {
      const [orderNumber = '', until = ''] = entry.split(':');
      return { orderNumber, until: Number(until) };
    })
    .filter((grant) => grant.orderNumber !== '' && Number.isFinite(grant.until) && grant.until > now.getTime());
}

/** Whether this browser opened the order from its e-mailed link within the last hour. */
export function hasOrderAccess(request: FastifyRequest, orderNumber: string, now: Date): boolean {
  return grantsOf(request, now).some((grant) => grant.orderNumber === orderNumber);
}

/** Grants the order to this browser for an hour (its link's token was valid). */
export function grantOrderAccess(request: FastifyRequest, reply: FastifyReply, orderNumber: string, now: Date): void {
  const kept = grantsOf(request, now).filter((grant) => grant.orderNumber !== orderNumber);
  kept.push({ orderNumber, until: now.getTime() + GRANT_MS });
  const value = kept
    .slice(-MAX_GRANTS)
    .map((grant) => `${grant.orderNumber}:${grant.until}`)
    .join(',');
  reply.setCookie(cookieName(request), value, { ...cookieOptions(request), signed: true, maxAge: GRANT_MS / 1000 });
}

/** Forgets every granted order (a new person at this browser: sign-in, sign-up, sign-out). */
export function clearOrderAccess(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(cookieName(request), cookieOptions(request));
}
