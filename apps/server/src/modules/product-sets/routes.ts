import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiPaths, apiErrorSchema, idParamSchema, productSetListSchema } from '@marquee/contracts';
import { foundOr404 } from '../../lib/errors.js';
import { listSetsForProduct } from './queries.js';

export const productSetRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(apiPaths.productSets.path, {
    schema: {
      tags: ['product-sets'],
      params: idParamSchema,
      response: { 200: productSetListSchema, 400: apiErrorSchema, 404: apiErrorSchema },
    },
    handler: (request) => foundOr404(listSetsForProduct(app.db, request.params.id), 'Product not found.'),
  });
};
