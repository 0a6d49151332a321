import type { FastifyRequest } from 'fastify';
import { GUEST_COOKIE } from '../../lib/owner.js';

/** Who asks: the session's user and the browser's guest id, either of which may own an order or a payment. */
export interface Requester {
  userId?: string | undefined;
  guestId?: string | undefined;
}

/**
 * Both identities a browser may have: a guest who signs in keeps the orders and payments
 * they started as a guest on this browser.
 */
export async function requesterOf(request: FastifyRequest): Promise<Requester> {
  const session = await request.currentSession();
  return { userId: session?.user.id, guestId: request.cookies[GUEST_COOKIE] };
}
