import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const heroSlideAdminRoutes: FastifyPluginAsyncZod = async () => {};
