import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiPaths, languageOrDefault, localizedUrl, paths } from '@marquee/contracts';
import { rememberKnownBrowser } from './known-browser.js';
import { loadSessionUser } from './service.js';
import { consumeUnlockToken } from './unlock-links.js';

/** What the sign-in page shows after the link (`?unlock=…`): the web app words it. */
export const UNLOCK_NOTICE_PARAM = 'unlock';
export type UnlockNotice = 'done' | 'invalid';
/** The owner's language, so a customer lands on the sign-in page in it (decision 101). */
export const UNLOCK_LANGUAGE_PARAM = 'lang';

/** Longer than any token the store makes; anything longer is not one of ours. */
const TOKEN_MAX = 200;

/**
 * GET apiPaths.auth.unlock: the lock e-mail's link (issue 27 point 3). A valid token makes this
 * browser known to the account, so it may sign in during the lock; either way the browser lands
 * on the sign-in page (the admin's for an admin) with a notice and without the token.
 */
export const unlockRoute: FastifyPluginAsyncZod = async (app) => {
  const secrets = [app.config.sessionSecret, app.config.previousSessionSecret].filter(
    (secret): secret is string => secret !== undefined,
  );

  app.get(apiPaths.auth.unlock.path, {
    schema: {
      tags: ['auth'],
      hide: true,
      // Any other language (an edited link) is English rather than an error: the link still works.
      querystring: z.object({ token: z.string().optional(), [UNLOCK_LANGUAGE_PARAM]: z.string().optional() }),
    },
    handler: async (request, reply) => {
      const { token } = request.query;
      const language = languageOrDefault(request.query[UNLOCK_LANGUAGE_PARAM]);
      const userId = token && token.length <= TOKEN_MAX ? await consumeUnlockToken(app.db, secrets, token) : null;
      const user = userId ? await loadSessionUser(app.db, userId) : null;
      reply.header('cache-control', 'no-store');
      const notice = (value: UnlockNotice) => ({ [UNLOCK_NOTICE_PARAM]: value });
      if (!user) return reply.redirect(localizedUrl(language, paths.login.href(notice('invalid'))), 303);
      rememberKnownBrowser(request, reply, user.id);
      if (user.role === 'admin') return reply.redirect(paths.admin.login.href(notice('done')), 303);
      return reply.redirect(localizedUrl(language, paths.login.href(notice('done'))), 303);
    },
  });
};
