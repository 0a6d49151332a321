import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiErrorSchema,
  apiPaths,
  orderAccessQuerySchema,
  orderLookupBodySchema,
  orderNumberParamsSchema,
  ordersListSchema,
  orderViewSchema,
} from '@marquee/contracts';
import type { WebhookHeaders } from '../payments/index.js';
import { requesterOf } from './requester.js';
import { getOwnOrder, listOwnOrders, lookUpOrder } from './service.js';
import { handleWebhook } from '../checkout/webhooks.js';

/** Orders for their owners (issue 11): never cached, never another owner's (404 instead). */
export const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(apiPaths.orders.path, {
    schema: { tags: ['orders'], response: { 200: ordersListSchema } },
    handler: async (request) => ({ orders: await listOwnOrders(app.db, await requesterOf(request)) }),
  });

  app.get(apiPaths.order.path, {
    schema: {
      tags: ['orders'],
      params: orderNumberParamsSchema,
      querystring: orderAccessQuerySchema,
      response: { 200: orderViewSchema, 404: apiErrorSchema },
    },
    handler: async (request) =>
      getOwnOrder(
        app.db,
        app.orderDeps.secret,
        await requesterOf(request),
        request.params.orderNumber,
        request.query.token,
      ),
  });

  app.post(apiPaths.orderLookup.path, {
    schema: {
      tags: ['orders'],
      body: orderLookupBodySchema,
      response: { 200: orderViewSchema, 400: apiErrorSchema, 404: apiErrorSchema },
    },
    handler: async (request) => lookUpOrder(app.db, request.body.orderNumber, request.body.email),
  });

  // The provider's webhooks. The body is kept as received: the signature covers its bytes.
  await app.register(async (webhooks) => {
    webhooks.removeAllContentTypeParsers();
    webhooks.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 256 * 1024 }, (_request, body, done) =>
      done(null, body),
    );
    webhooks.post(apiPaths.paypalWebhook.path, {
      schema: {
        tags: ['orders'],
        hide: true,
        response: { 200: z.object({ outcome: z.string() }), 400: apiErrorSchema },
      },
      handler: async (request) => ({
        outcome: await handleWebhook(app.orderDeps, request.headers as WebhookHeaders, String(request.body ?? '')),
      }),
    });
  });
};
