import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const pageElementAdminRoutes: FastifyPluginAsyncZod = async () => {};
