import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Films, their hero and homepage settings (apiPaths.admin.films, film, filmHero, filmHomepage). Admin-only: registered inside the guarded /api/admin scope (see app.ts). */
export const filmAdminRoutes: FastifyPluginAsyncZod = async () => {};
