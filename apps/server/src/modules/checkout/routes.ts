import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, apiPaths, checkoutQuoteBodySchema, checkoutQuoteSchema } from '@marquee/contracts';
import { getCheckoutQuote } from './service.js';

/**
 * The checkout's amounts come only from here (issue 11). The owner is the session's user or
 * the guest cookie; prices are read from the database, never from the body.
 */
export const checkoutRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.post(apiPaths.checkoutQuote.path, {
    schema: {
      tags: ['checkout'],
      body: checkoutQuoteBodySchema,
      response: { 200: checkoutQuoteSchema, 400: apiErrorSchema },
    },
    handler: async (request, reply) => getCheckoutQuote(app.db, await request.owner(reply), request.body),
  });
};
