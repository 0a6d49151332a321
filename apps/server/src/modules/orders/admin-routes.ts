import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminOrderParamsSchema,
  adminOrderStatusBodySchema,
  apiErrorSchema,
  apiPaths,
  orderViewSchema,
} from '@marquee/contracts';
import { adminActor, recordAdminWrite } from '../audit/record.js';
import { changeOrderStatus } from './status.js';

/** Staff move orders (DECISIONS 06); registered inside the guarded /api/admin scope (app.ts). */
export const orderStatusAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(apiPaths.admin.orderStatus.path, {
    schema: {
      tags: ['admin'],
      params: adminOrderParamsSchema,
      body: adminOrderStatusBodySchema,
      response: {
        200: orderViewSchema,
        400: apiErrorSchema,
        404: apiErrorSchema,
        409: apiErrorSchema,
        502: apiErrorSchema,
      },
    },
    handler: async (request) => {
      const actor = await adminActor(request);
      const { order, from } = await changeOrderStatus(app.orderDeps, request.params.orderNumber, {
        ...request.body,
        actor: 'staff',
        actorUserId: actor.id,
      });
      // After the change's own transaction: changeOrderStatus (status.ts) opens it and calls the
      // payment provider first, so the row cannot join it without a hook there (see issue 13's report).
      await app.db.transaction((tx) =>
        recordAdminWrite(tx, actor, {
          action: 'update',
          resource: 'orders',
          resourceId: order.orderNumber,
          before: { status: from },
          after: {
            status: order.status,
            ...(order.status === 'shipping'
              ? { carrier: request.body.carrier ?? null, trackingNumber: request.body.trackingNumber ?? null }
              : {}),
          },
        }),
      );
      return order;
    },
  });
};
