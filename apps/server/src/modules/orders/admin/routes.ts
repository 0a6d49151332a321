import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminOrderDetailSchema,
  adminOrderExportQuerySchema,
  adminOrderListQuerySchema,
  adminOrderListSchema,
  adminOrderParamsSchema,
  apiErrorSchema,
  apiPaths,
} from '@marquee/contracts';
import { sendCsv } from '../../../lib/csv-export.js';
import { adminActor, recordAdminWrite } from '../../audit/record.js';
import { orderExportBatches, orderExportColumns } from './export.js';
import { getOrderForAdmin, listOrdersForAdmin } from './service.js';

/**
 * Admin-only, reading: registered inside the guarded /api/admin scope (see app.ts). Status
 * changes and refunds are the orders module's routes. The CSV export is audited (action
 * `export`): it is the one read that takes customers' data out of the store.
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

  app.get(apiPaths.admin.ordersExport.path, {
    schema: { tags: ['admin'], querystring: adminOrderExportQuerySchema, response: { 400: apiErrorSchema } },
    handler: async (request, reply) => {
      const { status, from, to, q } = request.query;
      // Personal data left the store: who took it and with which filters (the search's text may be
      // an e-mail address, so only whether there was one).
      await recordAdminWrite(app.db, await adminActor(request), {
        action: 'export',
        resource: 'orders',
        after: { status, from, to, search: Boolean(q) },
      });
      return sendCsv(reply, {
        name: 'orders',
        now: app.clock(),
        columns: orderExportColumns,
        batches: orderExportBatches(app.db, request.query),
      });
    },
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
