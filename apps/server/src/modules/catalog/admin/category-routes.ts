import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminCategoryListQuerySchema,
  adminCategoryListSchema,
  adminCategorySchema,
  apiErrorSchema,
  apiPaths,
  categoryBodySchema,
  categoryDeletedSchema,
  categoryFiltersBodySchema,
  categoryIdParamsSchema,
} from '@marquee/contracts';
import { adminActor } from '../../audit/record.js';
import {
  createCategory,
  deleteCategory,
  getCategoryForAdmin,
  listCategoriesForAdmin,
  setCategoryFilters,
  updateCategory,
} from './category-service.js';

/**
 * Categories and their filter tags (apiPaths.admin.categories, category, categoryFilters).
 * Admin-only: registered inside the guarded /api/admin scope (see app.ts).
 * ADM-CATG-01/03's "success flag and the error" is the status code with the row, or the
 * standard error body `{ error: { code, message, fields } }`.
 */
export const categoryAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['admin'];

  app.get(apiPaths.admin.categories.path, {
    schema: {
      tags,
      querystring: adminCategoryListQuerySchema,
      response: { 200: adminCategoryListSchema, 400: apiErrorSchema },
    },
    handler: (request) => listCategoriesForAdmin(app.db, request.query),
  });

  app.post(apiPaths.admin.categories.path, {
    schema: { tags, body: categoryBodySchema, response: { 201: adminCategorySchema, 400: apiErrorSchema } },
    handler: async (request, reply) =>
      reply.status(201).send(await createCategory(app.db, await adminActor(request), request.body)),
  });

  app.get(apiPaths.admin.category.path, {
    schema: {
      tags,
      params: categoryIdParamsSchema,
      response: { 200: adminCategorySchema, 400: apiErrorSchema, 404: apiErrorSchema },
    },
    handler: (request) => getCategoryForAdmin(app.db, request.params.categoryId),
  });

  app.put(apiPaths.admin.category.path, {
    schema: {
      tags,
      params: categoryIdParamsSchema,
      body: categoryBodySchema,
      response: { 200: adminCategorySchema, 400: apiErrorSchema, 404: apiErrorSchema },
    },
    handler: async (request) =>
      updateCategory(app.db, await adminActor(request), request.params.categoryId, request.body),
  });

  app.delete(apiPaths.admin.category.path, {
    schema: {
      tags,
      params: categoryIdParamsSchema,
      response: { 200: categoryDeletedSchema, 400: apiErrorSchema, 404: apiErrorSchema },
    },
    handler: async (request) => deleteCategory(app.db, await adminActor(request), request.params.categoryId),
  });

  app.put(apiPaths.admin.categoryFilters.path, {
    schema: {
      tags,
      params: categoryIdParamsSchema,
      body: categoryFiltersBodySchema,
      response: { 200: adminCategorySchema, 400: apiErrorSchema, 404: apiErrorSchema },
    },
    handler: async (request) =>
      setCategoryFilters(app.db, await adminActor(request), request.params.categoryId, request.body.tagIds),
  });
};
