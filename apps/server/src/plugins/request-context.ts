import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { GUEST_COOKIE, type Owner } from '../lib/owner.js';

const GUEST_ID_PATTERN = /^guest_[A-Za-z0-9_-]{22,64}$/;
const ONE_YEAR_S = 365 * 24 * 60 * 60;

/** The guest id cookie, issued on first use: >= 128 random bits, httpOnly. */
function guestId(request: FastifyRequest, reply: FastifyReply): string {
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

/**
 * Who a request acts for (`request.owner(reply)`): the signed-in user, else the guest id
 * cookie (`request.guestId(reply)`). Never the browser's say-so.
 */
export const requestContext = fp(
  async (app) => {
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
