import type { FastifyReply, FastifyRequest } from 'fastify';
import { paths } from '@marquee/contracts';
import { grantOrderAccess } from '../modules/orders/order-access-cookie.js';
import { isOrderAccessToken, normalizeOrderNumber, orderLinkSecrets } from '../modules/orders/order-number.js';

/** The pages an e-mailed order link may open with `?order=…&token=…` (the others redirect to the first). */
const ORDER_LINK_PAGES = new Set<string>([paths.orderConfirmation.path, paths.thankYou.path, paths.orderSuccess.path]);

/**
 * An e-mailed order link (issue 27, point 2): its token is exchanged for the order-access
 * cookie, and the page answers 303 to the same address without the token, so the address bar,
 * the history, a copied address and the Referer hold no credential. An invalid token is dropped
 * the same way and grants nothing. Returns whether it answered.
 */
export function exchangeOrderLinkToken(request: FastifyRequest, reply: FastifyReply): boolean {
  const url = new URL(request.url, 'http://page.invalid');
  const pathname = url.pathname.replace(/(.)\/$/, '$1').toLowerCase();
  if (!ORDER_LINK_PAGES.has(pathname) || !url.searchParams.has('token')) return false;
  const token = url.searchParams.get('token') ?? undefined;
  const orderNumber = normalizeOrderNumber(url.searchParams.get('order') ?? '');
  if (orderNumber && isOrderAccessToken(orderLinkSecrets(request.server.config), orderNumber, token)) {
    grantOrderAccess(request, reply, orderNumber, request.server.clock());
  }
  url.searchParams.delete('token');
  void reply
    .header('cache-control', 'no-store')
    .header('referrer-policy', 'no-referrer')
    .redirect(`${url.pathname}${url.search}`, 303);
  return true;
}
