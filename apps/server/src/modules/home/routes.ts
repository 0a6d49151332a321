import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiPaths, homeSchema } from '@marquee/contracts';
import { getHome } from './queries.js';

export const homeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(apiPaths.home.path, {
    schema: { tags: ['home'], response: { 200: homeSchema } },
    handler: async () => getHome(app.db),
  });
};
