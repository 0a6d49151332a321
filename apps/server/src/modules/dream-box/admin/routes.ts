import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminDreamBoxCategoryListQuerySchema,
  adminDreamBoxCategoryListSchema,
  adminDreamBoxCategorySchema,
  apiErrorSchema,
  apiPaths,
  dreamBoxCategoryBodySchema,
  dreamBoxCategoryIdParamsSchema,
  dreamBoxPriceBodySchema,
  dreamBoxPriceSchema,
  okSchema,
} from '@marquee/contracts';
import { adminActor } from '../../audit/record.js';
import { releaseDropped } from '../../media/release.js';
import {
  createDreamBoxCategory,
  deleteDreamBoxCategory,
  getDreamBoxCategoryForAdmin,
  getDreamBoxPrice,
  listDreamBoxCategoriesForAdmin,
  setDreamBoxPrice,
  updateDreamBoxCategory,
} from './service.js';

/** The Dream Box price and categories (apiPaths.admin.dreamBoxPrice, dreamBoxCategories, dreamBoxCategory). Admin-only: registered inside the guarded /api/admin scope (see app.ts). */
export const dreamBoxAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['admin'];
  const errors = { 400: apiErrorSchema, 404: apiErrorSchema };

  app.get(apiPaths.admin.dreamBoxPrice.path, {
    schema: { tags, response: { 200: dreamBoxPriceSchema } },
    handler: () => getDreamBoxPrice(app.db),
  });

  app.put(apiPaths.admin.dreamBoxPrice.path, {
    schema: { tags, body: dreamBoxPriceBodySchema, response: { 200: dreamBoxPriceSchema, 400: apiErrorSchema } },
    handler: async (request) => setDreamBoxPrice(app.db, await adminActor(request), request.body.price),
  });

  app.get(apiPaths.admin.dreamBoxCategories.path, {
    schema: {
      tags,
      querystring: adminDreamBoxCategoryListQuerySchema,
      response: { 200: adminDreamBoxCategoryListSchema, 400: apiErrorSchema },
    },
    handler: (request) => listDreamBoxCategoriesForAdmin(app.db, request.query),
  });

  app.post(apiPaths.admin.dreamBoxCategories.path, {
    schema: {
      tags,
      body: dreamBoxCategoryBodySchema,
      response: { 201: adminDreamBoxCategorySchema, 400: apiErrorSchema },
    },
    handler: async (request, reply) =>
      reply.status(201).send(await createDreamBoxCategory(app.db, await adminActor(request), request.body)),
  });

  app.get(apiPaths.admin.dreamBoxCategory.path, {
    schema: { tags, params: dreamBoxCategoryIdParamsSchema, response: { 200: adminDreamBoxCategorySchema, ...errors } },
    handler: (request) => getDreamBoxCategoryForAdmin(app.db, request.params.categoryId),
  });

  app.put(apiPaths.admin.dreamBoxCategory.path, {
    schema: {
      tags,
      params: dreamBoxCategoryIdParamsSchema,
      body: dreamBoxCategoryBodySchema,
      response: { 200: adminDreamBoxCategorySchema, ...errors },
    },
    handler: async (request) =>
      releaseDropped(
        app,
        updateDreamBoxCategory(app.db, await adminActor(request), request.params.categoryId, request.body),
      ),
  });

  app.delete(apiPaths.admin.dreamBoxCategory.path, {
    schema: {
      tags,
      params: dreamBoxCategoryIdParamsSchema,
      response: { 200: okSchema, ...errors, 409: apiErrorSchema },
    },
    handler: async (request) =>
      releaseDropped(app, deleteDreamBoxCategory(app.db, await adminActor(request), request.params.categoryId)),
  });
};
