import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The audit log (apiPaths.admin.auditLog). Admin-only: registered inside the guarded /api/admin scope (see app.ts). */
export const auditAdminRoutes: FastifyPluginAsyncZod = async () => {};
