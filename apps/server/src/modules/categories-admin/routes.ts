import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Categories and their filter tags (apiPaths.admin.categories, category, categoryFilters). Admin-only: registered inside the guarded /api/admin scope (see app.ts). */
export const categoryAdminRoutes: FastifyPluginAsyncZod = async () => {};
