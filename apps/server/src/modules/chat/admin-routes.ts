import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const chatAdminRoutes: FastifyPluginAsyncZod = async () => {};
