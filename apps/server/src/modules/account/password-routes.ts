import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const passwordRoutes: FastifyPluginAsyncZod = async () => {};
