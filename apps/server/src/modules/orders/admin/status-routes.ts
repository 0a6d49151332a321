import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminOrderParamsSchema,
  adminOrderStatusBodySchema,
  apiErrorSchema,
  apiPaths,
  orderViewSchema,
} from '@marquee/contracts';
import { adminActor, recordAdminWrite } from '../../audit/record.js';
import { changeOrderStatus } from '../status.js';

/** Staff move orders (spec D-06); registered inside the guarded /api/admin scope (app.ts). */
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
      const body = request.body;
      const { order } = await changeOrderStatus(app.orderDeps, request.params.orderNumber, {
        ...body,
        actor: 'staff',
        actorUserId: actor.id,
        alsoInTransaction: (tx, view, from) =>
          recordAdminWrite(tx, actor, {
            action: 'update',
            resource: 'orders',
            resourceId: view.orderNumber,
            before: { status: from },
            after: {
              status: view.status,
              ...(body.to === 'shipping' ? { carrier: body.carrier ?? null, trackingNumber: body.trackingNumber } : {}),
            },
          }),
      });
      return order;
    },
  });
};
