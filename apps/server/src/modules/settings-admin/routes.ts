import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const settingsAdminRoutes: FastifyPluginAsyncZod = async () => {};
