import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminProductBodySchema,
  adminProductDeleteResultSchema,
  adminProductDetailSchema,
  adminProductFormOptionsSchema,
  adminProductListQuerySchema,
  adminProductListSchema,
  adminProductParamsSchema,
  adminProductUpdateSchema,
  apiErrorSchema,
  apiPaths,
} from '@marquee/contracts';
import { adminActor } from '../../audit/record.js';
import { releaseDropped } from '../../media/release.js';
import { getProductDetail } from './product-detail.js';
import { productFormOptions } from './product-form-options.js';
import { listProductsForAdmin } from './product-list.js';
import { createProduct, deleteProduct, updateProduct } from './product-save.js';

/** Products (apiPaths.admin.products, product). Admin-only: registered inside the guarded /api/admin scope (see app.ts). */
export const productAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['admin'];

  app.get(apiPaths.admin.products.path, {
    schema: { tags, querystring: adminProductListQuerySchema, response: { 200: adminProductListSchema } },
    handler: (request) => listProductsForAdmin(app.db, request.query),
  });

  app.get(apiPaths.admin.productFormOptions.path, {
    schema: { tags, response: { 200: adminProductFormOptionsSchema } },
    handler: () => productFormOptions(app.db),
  });

  app.post(apiPaths.admin.products.path, {
    schema: { tags, body: adminProductBodySchema, response: { 201: adminProductDetailSchema, 400: apiErrorSchema } },
    handler: async (request, reply) =>
      reply.status(201).send(await createProduct(app.db, await adminActor(request), request.body)),
  });

  app.get(apiPaths.admin.product.path, {
    schema: {
      tags,
      params: adminProductParamsSchema,
      response: { 200: adminProductDetailSchema, 404: apiErrorSchema },
    },
    handler: (request) => getProductDetail(app.db, request.params.productId),
  });

  /** Saves the whole product based on `version` (409 STALE_WRITE when stale); `archived: false` restores it. */
  app.put(apiPaths.admin.product.path, {
    schema: {
      tags,
      params: adminProductParamsSchema,
      body: adminProductUpdateSchema,
      response: { 200: adminProductDetailSchema, 400: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema },
    },
    handler: async (request) =>
      releaseDropped(app, updateProduct(app.db, await adminActor(request), request.params.productId, request.body)),
  });

  /** A product with orders is archived instead of deleted: `{ archived: true }`. */
  app.delete(apiPaths.admin.product.path, {
    schema: {
      tags,
      params: adminProductParamsSchema,
      response: { 200: adminProductDeleteResultSchema, 404: apiErrorSchema },
    },
    handler: async (request) =>
      releaseDropped(app, deleteProduct(app.db, await adminActor(request), request.params.productId)),
  });
};
