import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminOrderDetailSchema,
  adminOrderListQuerySchema,
  adminOrderListSchema,
  adminOrderParamsSchema,
  apiErrorSchema,
  apiPaths,
} from '@marquee/contracts';
import { getOrderForAdmin, listOrdersForAdmin } from './service.js';

/**
 * Admin-only, reading: registered inside the guarded /api/admin scope (see app.ts). Status
 * changes and refunds are the orders module's routes.
 */
export const orderAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(apiPaths.admin.orders.path, {
    schema: {
      tags: ['admin'],
      querystring: adminOrderListQuerySchema,
      response: { 200: adminOrderListSchema, 400: apiErrorSchema },
    },
    handler: (request) => listOrdersForAdmin(app.db, request.query),
  });

  app.get(apiPaths.admin.order.path, {
    schema: {
      tags: ['admin'],
      params: adminOrderParamsSchema,
      response: { 200: adminOrderDetailSchema, 404: apiErrorSchema },
    },
    handler: (request) => getOrderForAdmin(app.db, request.params.orderNumber),
  });
};
