import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  accountSessionParamsSchema,
  accountSessionsSchema,
  apiErrorSchema,
  apiPaths,
  okSchema,
  revokedSessionsSchema,
} from '@marquee/contracts';
import { notFound } from '../../lib/errors.js';
import { requireUser } from '../../plugins/auth.js';
import { listSessions, revokeOtherSessions, revokeSession } from './session-service.js';

const sessionNotFound = () => notFound('This session is not signed in to your account.');

/** Signed-in devices (beyond the specification): see them, sign one or all others out. */
export const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['account'];

  app.get(apiPaths.account.sessions.path, {
    schema: { tags, response: { 200: accountSessionsSchema, 401: apiErrorSchema } },
    handler: async (request) => {
      const { user, sessionId } = await requireUser(request);
      return { sessions: await listSessions(app.db, user.id, sessionId) };
    },
  });

  // Static, so Fastify matches it before `sessions/:sessionId`.
  app.delete(apiPaths.account.otherSessions.path, {
    schema: { tags, response: { 200: revokedSessionsSchema, 401: apiErrorSchema } },
    handler: async (request) => {
      const { user, sessionId } = await requireUser(request);
      return { revoked: await revokeOtherSessions(app.db, user.id, sessionId) };
    },
  });

  app.delete(apiPaths.account.session.path, {
    schema: {
      tags,
      params: accountSessionParamsSchema,
      response: { 200: okSchema, 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema },
    },
    handler: async (request, reply) => {
      const { user, sessionId } = await requireUser(request);
      const target = request.params.sessionId;
      if (target === sessionId) {
        // This browser: better-auth signs it out, so its cookies are cleared too.
        const result = await app.auth.api.signOut({ headers: request.authHeaders(), returnHeaders: true });
        for (const cookie of result.headers.getSetCookie()) reply.header('set-cookie', cookie);
        return { ok: true as const };
      }
      if (!(await revokeSession(app.db, user.id, target))) throw sessionNotFound();
      return { ok: true as const };
    },
  });
};
