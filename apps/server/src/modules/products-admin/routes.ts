import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Products (apiPaths.admin.products, product). Admin-only: registered inside the guarded /api/admin scope (see app.ts). */
export const productAdminRoutes: FastifyPluginAsyncZod = async () => {};
