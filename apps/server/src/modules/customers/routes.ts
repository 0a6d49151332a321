import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminCustomerDetailSchema,
  adminCustomerExportQuerySchema,
  adminCustomerListQuerySchema,
  adminCustomerListSchema,
  adminCustomerParamsSchema,
  adminCustomerRowSchema,
  adminCustomerSignInBodySchema,
  apiErrorSchema,
  apiPaths,
  okSchema,
} from '@marquee/contracts';
import { adminActor, recordAdminWrite } from '../audit/record.js';
import { sendCsv } from '../../lib/csv-export.js';
import { findCustomer, getCustomerForAdmin } from './detail.js';
import { customerExportBatches, customerExportColumns } from './export.js';
import { listCustomersForAdmin } from './list.js';
import { setCustomerSignIn } from './sign-in-switch.js';

const errors = { 400: apiErrorSchema, 404: apiErrorSchema };

/** The admin's Customers tab (issue 12), inside the guarded /api/admin scope (see app.ts). */
export const customerAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(apiPaths.admin.customers.path, {
    schema: {
      tags: ['admin'],
      querystring: adminCustomerListQuerySchema,
      response: { 200: adminCustomerListSchema, 400: apiErrorSchema },
    },
    handler: (request) => listCustomersForAdmin(app.db, request.query),
  });

  app.get(apiPaths.admin.customersExport.path, {
    schema: { tags: ['admin'], querystring: adminCustomerExportQuerySchema, response: { 400: apiErrorSchema } },
    handler: async (request, reply) => {
      // Who took the customer list, and whether it was narrowed (the search's text may be personal).
      await recordAdminWrite(app.db, await adminActor(request), {
        action: 'export',
        resource: 'customers',
        after: { search: Boolean(request.query.q) },
      });
      return sendCsv(reply, {
        name: 'customers',
        now: app.clock(),
        columns: customerExportColumns,
        batches: customerExportBatches(app.db, request.query),
      });
    },
  });

  app.get(apiPaths.admin.customer.path, {
    schema: {
      tags: ['admin'],
      params: adminCustomerParamsSchema,
      response: { 200: adminCustomerDetailSchema, ...errors },
    },
    handler: (request) => getCustomerForAdmin(app.db, request.params.customerId, app.clock()),
  });

  app.post(apiPaths.admin.customerPasswordReset.path, {
    schema: { tags: ['admin'], params: adminCustomerParamsSchema, response: { 200: okSchema, ...errors } },
    handler: async (request) => {
      const actor = await adminActor(request);
      const customer = await findCustomer(app.db, request.params.customerId);
      // better-auth's own reset e-mail, the one the "forgot password" form sends.
      await app.auth.api.requestPasswordReset({
        body: { email: customer.email, redirectTo: '/reset-password' },
        headers: request.authHeaders(),
      });
      // Nothing of the customer's changed; the row says staff sent the e-mail (the id only).
      await app.db.transaction((tx) =>
        recordAdminWrite(tx, actor, {
          action: 'update',
          resource: 'customers',
          resourceId: customer.id,
          after: { passwordResetEmailSent: true },
        }),
      );
      return { ok: true as const };
    },
  });

  app.post(apiPaths.admin.customerSignIn.path, {
    schema: {
      tags: ['admin'],
      params: adminCustomerParamsSchema,
      body: adminCustomerSignInBodySchema,
      response: { 200: adminCustomerRowSchema, ...errors },
    },
    handler: async (request) =>
      setCustomerSignIn(app.db, await adminActor(request), request.params.customerId, request.body.enabled),
  });
};
