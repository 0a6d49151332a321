import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  accountOrdersQuerySchema,
  accountOrdersSchema,
  apiErrorSchema,
  apiPaths,
  buyAgainResultSchema,
  orderNumberParamsSchema,
  orderViewSchema,
} from '@marquee/contracts';
import { requireUser } from '../../plugins/auth.js';
import { buyAgain } from './buy-again.js';
import { getAccountOrder, listAccountOrders } from './orders.js';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema };

/** The customer's orders (ACC-16 to ACC-21): only the session user's; another's is 404. */
export const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(apiPaths.account.orders.path, {
    schema: {
      tags: ['account'],
      querystring: accountOrdersQuerySchema,
      response: { 200: accountOrdersSchema, ...errors },
    },
    handler: async (request) => listAccountOrders(app.db, (await requireUser(request)).user.id, request.query),
  });

  app.get(apiPaths.account.order.path, {
    schema: { tags: ['account'], params: orderNumberParamsSchema, response: { 200: orderViewSchema, ...errors } },
    handler: async (request) =>
      getAccountOrder(app.db, (await requireUser(request)).user.id, request.params.orderNumber),
  });

  app.post(apiPaths.account.buyAgain.path, {
    schema: {
      tags: ['account'],
      params: orderNumberParamsSchema,
      response: { 200: buyAgainResultSchema, ...errors },
    },
    handler: async (request) => buyAgain(app.db, (await requireUser(request)).user.id, request.params.orderNumber),
  });
};
