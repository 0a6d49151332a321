import type { FastifyRequest } from 'fastify';
import { verifiedGuestId } from '../../plugins/request-context.js';

/** Who asks: the session's user and the browser's guest id, either of which may own a payment. */
export interface Requester {
  userId?: string | undefined;
  guestId?: string | undefined;
}

/**
 * Both identities a browser may have; the guest id only as the store signed it (a planted
 * cookie is no one). Orders read only one of them: the user's when signed in (service.ts).
 */
export async function requesterOf(request: FastifyRequest): Promise<Requester> {
  const session = await request.currentSession();
  return { userId: session?.user.id, guestId: verifiedGuestId(request) };
}
