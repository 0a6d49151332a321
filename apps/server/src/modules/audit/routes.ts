import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminAuditListQuerySchema, adminAuditListSchema, apiErrorSchema, apiPaths } from '@marquee/contracts';
import { listAuditLog } from './list.js';

/** The audit log (apiPaths.admin.auditLog). Admin-only: registered inside the guarded /api/admin scope (see app.ts). */
export const auditAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(apiPaths.admin.auditLog.path, {
    schema: {
      tags: ['admin'],
      querystring: adminAuditListQuerySchema,
      response: { 200: adminAuditListSchema, 400: apiErrorSchema },
    },
    handler: (request) => listAuditLog(app.db, request.query),
  });
};
