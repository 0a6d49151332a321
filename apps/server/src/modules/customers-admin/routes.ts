import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The admin's Customers tab (issue 12), inside the guarded /api/admin scope. */
export const customerAdminRoutes: FastifyPluginAsyncZod = async () => {};
