import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, apiPaths, errorCodes, homeSchema, newsletterBodySchema, okSchema } from '@marquee/contracts';
import { AppError } from '../../lib/errors.js';
import { subscribe } from './newsletter.js';
import { getHome } from './queries.js';

export const homeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(apiPaths.home.path, {
    schema: { tags: ['home'], response: { 200: homeSchema } },
    handler: async () => getHome(app.db),
  });

  // Only writes exist for subscriptions: the list is never readable through the public API.
  // Limited per client address by plugins/rate-limits.ts.
  app.post(apiPaths.newsletter.path, {
    schema: {
      tags: ['home'],
      body: newsletterBodySchema,
      response: { 201: okSchema, 400: apiErrorSchema, 409: apiErrorSchema, 429: apiErrorSchema },
    },
    handler: async (request, reply) => {
      const added = await subscribe(app.db, request.body.email);
      if (!added) {
        throw new AppError(409, errorCodes.ALREADY_SUBSCRIBED, 'This email is already subscribed to our newsletter.');
      }
      return reply.status(201).send({ ok: true });
    },
  });
};
