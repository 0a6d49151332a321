import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  apiPaths,
  categoryDetailSchema,
  categoryListSchema,
  idParamSchema,
  productDetailSchema,
  productFacetsQuerySchema,
  productFacetsSchema,
  productListQuerySchema,
  productListSchema,
} from '@marquee/contracts';
import { notFound } from '../../lib/errors.js';
import { listFacets } from './facet-queries.js';
import { getCategory, getProduct, listCategories, listProducts } from './product-queries.js';

export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(apiPaths.products, {
    schema: {
      tags: ['catalog'],
      querystring: productListQuerySchema,
      response: { 200: productListSchema, 400: apiErrorSchema },
    },
    handler: async (request) => listProducts(app.db, request.query),
  });

  // A static path, so Fastify's router matches it before /api/products/:id.
  app.get(apiPaths.productFacets, {
    schema: {
      tags: ['catalog'],
      querystring: productFacetsQuerySchema,
      response: { 200: productFacetsSchema, 400: apiErrorSchema },
    },
    handler: async (request) => listFacets(app.db, request.query),
  });

  app.get('/api/products/:id', {
    schema: {
      tags: ['catalog'],
      params: idParamSchema,
      response: { 200: productDetailSchema, 400: apiErrorSchema, 404: apiErrorSchema },
    },
    handler: async (request) => {
      const product = await getProduct(app.db, request.params.id);
      if (!product) throw notFound('Product not found.');
      return product;
    },
  });

  app.get(apiPaths.categories, {
    schema: { tags: ['catalog'], response: { 200: categoryListSchema } },
    handler: async () => listCategories(app.db),
  });

  app.get('/api/categories/:id', {
    schema: {
      tags: ['catalog'],
      params: idParamSchema,
      response: { 200: categoryDetailSchema, 400: apiErrorSchema, 404: apiErrorSchema },
    },
    handler: async (request) => {
      const category = await getCategory(app.db, request.params.id);
      if (!category) throw notFound('Category not found.');
      return category;
    },
  });
};
