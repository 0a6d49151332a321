import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminProductTagListQuerySchema,
  adminProductTagListSchema,
  adminProductTagSchema,
  apiErrorSchema,
  apiPaths,
  productTagBodySchema,
  productTagDeletedSchema,
  productTagIdParamsSchema,
  productTagUpdateBodySchema,
} from '@marquee/contracts';
import { adminActor } from '../../audit/record.js';
import {
  createProductTag,
  deleteProductTag,
  getProductTagForAdmin,
  listProductTagsForAdmin,
  updateProductTag,
} from './tag-service.js';

/** Product tags (apiPaths.admin.productTags, productTag). Admin-only: registered inside the guarded /api/admin scope (see app.ts). */
export const productTagAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['admin'];

  app.get(apiPaths.admin.productTags.path, {
    schema: {
      tags,
      querystring: adminProductTagListQuerySchema,
      response: { 200: adminProductTagListSchema, 400: apiErrorSchema },
    },
    handler: (request) => listProductTagsForAdmin(app.db, request.query),
  });

  app.post(apiPaths.admin.productTags.path, {
    schema: {
      tags,
      body: productTagBodySchema,
      response: { 201: adminProductTagSchema, 400: apiErrorSchema, 409: apiErrorSchema },
    },
    handler: async (request, reply) =>
      reply.status(201).send(await createProductTag(app.db, await adminActor(request), request.body)),
  });

  app.get(apiPaths.admin.productTag.path, {
    schema: {
      tags,
      params: productTagIdParamsSchema,
      response: { 200: adminProductTagSchema, 400: apiErrorSchema, 404: apiErrorSchema },
    },
    handler: (request) => getProductTagForAdmin(app.db, request.params.tagId),
  });

  app.patch(apiPaths.admin.productTag.path, {
    schema: {
      tags,
      params: productTagIdParamsSchema,
      body: productTagUpdateBodySchema,
      response: { 200: adminProductTagSchema, 400: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema },
    },
    handler: async (request) => updateProductTag(app.db, await adminActor(request), request.params.tagId, request.body),
  });

  app.delete(apiPaths.admin.productTag.path, {
    schema: {
      tags,
      params: productTagIdParamsSchema,
      response: { 200: productTagDeletedSchema, 400: apiErrorSchema, 404: apiErrorSchema },
    },
    handler: async (request) => deleteProductTag(app.db, await adminActor(request), request.params.tagId),
  });
};
