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
  type ProductFacetsParams,
  type ProductListParams,
} from '@marquee/contracts';
import { foundOr404 } from '../../lib/errors.js';
import { CatalogCache } from './catalog-cache.js';
import { listFacets } from './facet-queries.js';
import { getCategory, getProduct, listCategories, listProducts } from './product-queries.js';

/** Category and selected tags (in any order) as part of a cache key. */
function selectionKey(query: ProductFacetsParams): string {
  const tags = query.tags ? [...query.tags].sort((a, b) => a - b).join(',') : '';
  return `${query.categoryId ?? ''}|${tags}`;
}

/** The parsed listing query as a cache key: the same products in the same order share it. */
export function listingCacheKey(query: ProductListParams): string {
  return `${selectionKey(query)}|${query.sort}|${query.page}|${query.pageSize}`;
}

export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  // Listings and product pages carry every translation, so the language is not part of a
  // key; nothing in them depends on the shopper (cart, session), so one entry serves all.
  const cache = new CatalogCache(app);
  app.get(apiPaths.products.path, {
    schema: {
      tags: ['catalog'],
      querystring: productListQuerySchema,
      response: { 200: productListSchema, 400: apiErrorSchema },
    },
    handler: async (request, reply) =>
      cache.send(cache.listings, listingCacheKey(request.query), request, reply, () =>
        listProducts(app.db, request.query),
      ),
  });

  // A static path, so Fastify's router matches it before /api/products/:id.
  app.get(apiPaths.productFacets.path, {
    schema: {
      tags: ['catalog'],
      querystring: productFacetsQuerySchema,
      response: { 200: productFacetsSchema, 400: apiErrorSchema },
    },
    // Up to 8 queries uncached; every page of a listing asks for the same facets.
    handler: async (request, reply) =>
      cache.send(cache.facets, selectionKey(request.query), request, reply, () => listFacets(app.db, request.query)),
  });

  app.get(apiPaths.product.path, {
    schema: {
      tags: ['catalog'],
      params: idParamSchema,
      response: { 200: productDetailSchema, 400: apiErrorSchema, 404: apiErrorSchema },
    },
    handler: async (request, reply) =>
      cache.send(cache.products, String(request.params.id), request, reply, () =>
        foundOr404(getProduct(app.db, request.params.id), 'Product not found.'),
      ),
  });

  app.get(apiPaths.categories.path, {
    schema: { tags: ['catalog'], response: { 200: categoryListSchema } },
    handler: async () => listCategories(app.db),
  });

  app.get(apiPaths.category.path, {
    schema: {
      tags: ['catalog'],
      params: idParamSchema,
      response: { 200: categoryDetailSchema, 400: apiErrorSchema, 404: apiErrorSchema },
    },
    handler: (request) => foundOr404(getCategory(app.db, request.params.id), 'Category not found.'),
  });
};
