import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const homeSectionAdminRoutes: FastifyPluginAsyncZod = async () => {};
