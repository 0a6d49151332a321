import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { accountExportSchema, apiErrorSchema, apiPaths } from '@marquee/contracts';
import { requireUser } from '../../plugins/auth.js';
import { isoDay } from '../dream-box/subscriptions.js';
import { deleteAccount } from './deletion.js';
import { exportAccount } from './export.js';
import { assertReauthenticated } from './reauth.js';

/**
 * Deleting the account and "Download my data": both only after this session proved its
 * owner again within the last REAUTH_MINUTES (issue 27 point 4), else 403 REAUTH_REQUIRED.
 */
export const deletionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.delete(apiPaths.account.root.path, {
    schema: {
      tags: ['account'],
      response: { 204: z.null(), 401: apiErrorSchema, 403: apiErrorSchema, 500: apiErrorSchema, 502: apiErrorSchema },
    },
    handler: async (request, reply) => {
      const { user, sessionId } = await requireUser(request);
      const now = app.clock();
      await assertReauthenticated(app.db, sessionId, now);
      await deleteAccount(app.orderDeps, user.id, now);
      // The session rows are gone with the user; the browser forgets its cookies too.
      const { authCookies } = await app.auth.$context;
      for (const cookie of [authCookies.sessionToken, authCookies.sessionData, authCookies.dontRememberToken]) {
        const { path, secure, httpOnly, sameSite, domain } = cookie.attributes;
        reply.clearCookie(cookie.name, {
          path,
          secure,
          httpOnly,
          sameSite: (sameSite?.toLowerCase() ?? 'lax') as 'lax' | 'strict' | 'none',
          ...(domain ? { domain } : {}),
        });
      }
      return reply.status(204).send(null);
    },
  });

  app.get(apiPaths.account.export.path, {
    schema: {
      tags: ['account'],
      response: { 200: accountExportSchema, 401: apiErrorSchema, 403: apiErrorSchema },
    },
    handler: async (request, reply) => {
      const current = await requireUser(request);
      const now = app.clock();
      await assertReauthenticated(app.db, current.sessionId, now);
      reply.header('content-disposition', `attachment; filename="marquee-my-data-${isoDay(now)}.json"`);
      return exportAccount(app.db, app.config, current, now);
    },
  });
};
