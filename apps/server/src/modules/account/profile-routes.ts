import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, apiPaths, profileBodySchema, profileSchema } from '@marquee/contracts';
import { requireUser } from '../../plugins/auth.js';
import { getProfile, saveProfile } from './profile-service.js';
import { rememberLanguage } from '../auth/service.js';

/** ACC-06: the customer's personal information; the e-mail is read-only. */
export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['account'];

  app.get(apiPaths.account.profile.path, {
    schema: { tags, response: { 200: profileSchema, 401: apiErrorSchema } },
    handler: async (request) => getProfile(app.db, (await requireUser(request)).user.id),
  });

  app.put(apiPaths.account.profile.path, {
    schema: {
      tags,
      body: profileBodySchema,
      response: { 200: profileSchema, 400: apiErrorSchema, 401: apiErrorSchema },
    },
    handler: async (request) => {
      const { user } = await requireUser(request);
      const profile = await saveProfile(app.db, user.id, request.body);
      // Saving the profile is using the account: its e-mails follow this page's language (issue 29).
      await rememberLanguage(app.db, user.id, request.language);
      return profile;
    },
  });
};
