import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const customPageAdminRoutes: FastifyPluginAsyncZod = async () => {};
