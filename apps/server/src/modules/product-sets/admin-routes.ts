import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Product sets (apiPaths.admin.productSets, productSet). Admin-only: registered inside the guarded /api/admin scope (see app.ts). */
export const productSetAdminRoutes: FastifyPluginAsyncZod = async () => {};
