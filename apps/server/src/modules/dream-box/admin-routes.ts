import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The Dream Box price and categories (apiPaths.admin.dreamBox*). Admin-only: registered inside the guarded /api/admin scope (see app.ts). */
export const dreamBoxAdminRoutes: FastifyPluginAsyncZod = async () => {};
