import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const deletionRoutes: FastifyPluginAsyncZod = async () => {};
