import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, apiPaths, idParamSchema, ownReviewStateSchema, reviewBodySchema } from '@marquee/contracts';
import { sharedCountersFor } from '../../lib/shared-counters.js';
import { requireUser } from '../../plugins/auth.js';
import { getOwnReviewState, writeReview } from './service.js';

/**
 * The signed-in customer's own review of a product (issue 29 point 4): no review id in the
 * address, so nobody can name another's. 401 for a guest; personal, so never cached.
 */
export const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['reviews'];
  const counters = sharedCountersFor(app.db);
  app.addHook('onRequest', async (request) => {
    await requireUser(request);
  });
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(apiPaths.productReview.path, {
    schema: {
      tags,
      summary: "The customer's review of the product and whether they may write one",
      params: idParamSchema,
      response: { 200: ownReviewStateSchema, 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema },
    },
    handler: async (request) => {
      const { user } = await requireUser(request);
      return getOwnReviewState(app.db, user.id, request.params.id);
    },
  });

  app.put(apiPaths.productReview.path, {
    schema: {
      tags,
      summary: "Writes or edits the customer's review (a delivered order of the product first); staff publish it",
      params: idParamSchema,
      body: reviewBodySchema,
      response: {
        200: ownReviewStateSchema,
        400: apiErrorSchema,
        401: apiErrorSchema,
        403: apiErrorSchema,
        404: apiErrorSchema,
        429: apiErrorSchema,
      },
    },
    handler: async (request) => {
      const { user } = await requireUser(request);
      return writeReview(app.db, user.id, request.params.id, request.body, {
        counters,
        perHour: app.config.rateLimits.reviewsPerUserHourly,
      });
    },
  });
};
