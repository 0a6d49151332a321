import type { FastifyRequest } from 'fastify';
import { GUEST_COOKIE } from '../../lib/owner.js';
import type { Requester } from '../checkout/payments.js';

/**
 * Both identities a browser may have: a guest who signs in keeps the orders and payments
 * they started as a guest on this browser.
 */
export async function requesterOf(request: FastifyRequest): Promise<Requester> {
  const session = await request.currentSession();
  return { userId: session?.user.id, guestId: request.cookies[GUEST_COOKIE] };
}
