import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const footerPageAdminRoutes: FastifyPluginAsyncZod = async () => {};
