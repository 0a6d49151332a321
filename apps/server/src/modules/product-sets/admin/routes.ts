import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminProductSetListQuerySchema,
  adminProductSetListSchema,
  adminProductSetSchema,
  apiErrorSchema,
  apiPaths,
  okSchema,
  productSetBodySchema,
  productSetIdParamsSchema,
} from '@marquee/contracts';
import { adminActor } from '../../audit/record.js';
import { releaseDropped } from '../../media/release.js';
import {
  createProductSet,
  deleteProductSet,
  getProductSetForAdmin,
  listProductSetsForAdmin,
  updateProductSet,
} from './service.js';

/** Product sets (apiPaths.admin.productSets, productSet). Admin-only: registered inside the guarded /api/admin scope (see app.ts). */
export const productSetAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['admin'];

  app.get(apiPaths.admin.productSets.path, {
    schema: {
      tags,
      querystring: adminProductSetListQuerySchema,
      response: { 200: adminProductSetListSchema, 400: apiErrorSchema },
    },
    handler: (request) => listProductSetsForAdmin(app.db, request.query),
  });

  app.post(apiPaths.admin.productSets.path, {
    schema: { tags, body: productSetBodySchema, response: { 201: adminProductSetSchema, 400: apiErrorSchema } },
    handler: async (request, reply) =>
      reply.status(201).send(await createProductSet(app.db, await adminActor(request), request.body)),
  });

  app.get(apiPaths.admin.productSet.path, {
    schema: {
      tags,
      params: productSetIdParamsSchema,
      response: { 200: adminProductSetSchema, 400: apiErrorSchema, 404: apiErrorSchema },
    },
    handler: (request) => getProductSetForAdmin(app.db, request.params.setId),
  });

  app.put(apiPaths.admin.productSet.path, {
    schema: {
      tags,
      params: productSetIdParamsSchema,
      body: productSetBodySchema,
      response: { 200: adminProductSetSchema, 400: apiErrorSchema, 404: apiErrorSchema },
    },
    handler: async (request) =>
      releaseDropped(app, updateProductSet(app.db, await adminActor(request), request.params.setId, request.body)),
  });

  app.delete(apiPaths.admin.productSet.path, {
    schema: {
      tags,
      params: productSetIdParamsSchema,
      response: { 200: okSchema, 400: apiErrorSchema, 404: apiErrorSchema },
    },
    handler: async (request) =>
      releaseDropped(app, deleteProductSet(app.db, await adminActor(request), request.params.setId)),
  });
};
