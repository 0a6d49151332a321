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
import { hasOrderAccess } from './order-access-cookie.js';
import { orderLinkSecrets } from './order-number.js';
import { requesterOf } from './requester.js';
import { getOwnOrder, listOwnOrders, lookUpOrder } from './service.js';

/** Orders for their owners (issue 11): never cached, never another owner's (404 instead). */
export const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(apiPaths.orders.path, {
    schema: { tags: ['orders'], response: { 200: ordersListSchema } },
    handler: async (request) => ({ orders: await listOwnOrders(app.db, await requesterOf(request), app.clock()) }),
  });

  app.get(apiPaths.order.path, {
    schema: {
      tags: ['orders'],
      params: orderNumberParamsSchema,
      querystring: orderAccessQuerySchema,
      response: { 200: orderViewSchema, 404: apiErrorSchema },
    },
    handler: async (request) => {
      const now = app.clock();
      return getOwnOrder(app.db, request.params.orderNumber, {
        requester: await requesterOf(request),
        now,
        granted: (orderNumber) => hasOrderAccess(request, orderNumber, now),
        token: request.query.token,
        secrets: orderLinkSecrets(app.config),
      });
    },
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
