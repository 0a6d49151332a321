import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Product tags (apiPaths.admin.productTags, productTag). Admin-only: registered inside the guarded /api/admin scope (see app.ts). */
export const productTagAdminRoutes: FastifyPluginAsyncZod = async () => {};
