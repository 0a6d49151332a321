import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiPaths, apiErrorSchema, idParamSchema, productSetListSchema } from '@marquee/contracts';
import { notFound } from '../../lib/errors.js';
import { listSetsForProduct } from './queries.js';

export const productSetRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(apiPaths.productSets.path, {
    schema: {
      tags: ['product-sets'],
      params: idParamSchema,
      response: { 200: productSetListSchema, 400: apiErrorSchema, 404: apiErrorSchema },
    },
    handler: async (request) => {
      const sets = await listSetsForProduct(app.db, request.params.id);
      if (!sets) throw notFound('Product not found.');
      return sets;
    },
  });
};
