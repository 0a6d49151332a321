import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, apiPaths, searchQuerySchema, searchResultsSchema } from '@marquee/contracts';
import { search } from './search-queries.js';

export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(apiPaths.search, {
    schema: {
      tags: ['search'],
      querystring: searchQuerySchema,
      response: { 200: searchResultsSchema, 400: apiErrorSchema },
    },
    handler: async (request) => search(app.db, request.query.q),
  });
};
