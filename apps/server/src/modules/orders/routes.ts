import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  apiPaths,
  orderAccessQuerySchema,
  orderLookupBodySchema,
  orderNumberParamsSchema,
  ordersListSchema,
  orderViewSchema,
} from '@marquee/contracts';
import { requesterOf } from './requester.js';
import { getOwnOrder, listOwnOrders, lookUpOrder } from './service.js';

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
};
