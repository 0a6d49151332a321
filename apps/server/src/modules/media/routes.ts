import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Uploads (apiPaths.admin.media, mediaItem). Admin-only: registered inside the guarded /api/admin scope (see app.ts). */
export const mediaAdminRoutes: FastifyPluginAsyncZod = async () => {};
