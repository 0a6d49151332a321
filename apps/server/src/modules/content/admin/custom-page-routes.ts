import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminCustomPageListQuerySchema,
  adminCustomPageListSchema,
  adminCustomPageRowSchema,
  adminCustomPageSchema,
  apiErrorSchema,
  apiPaths,
  customPageBodySchema,
  customPageIdParamsSchema,
  customPagePublishBodySchema,
  okSchema,
} from '@marquee/contracts';
import { adminActor } from '../../audit/record.js';
import { releaseDropped } from '../../media/release.js';
import {
  createCustomPage,
  deleteCustomPage,
  getCustomPageForAdmin,
  listCustomPagesForAdmin,
  setCustomPagePublished,
  updateCustomPage,
} from './custom-page-service.js';

/**
 * Pages › Custom Pages (apiPaths.admin.customPages, customPage): PUT saves the editor's form as a
 * whole, PATCH is the list's publish toggle. Admin-only: registered inside the guarded
 * /api/admin scope (see app.ts).
 */
export const customPageAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['admin'];
  const errors = { 400: apiErrorSchema, 404: apiErrorSchema };

  app.get(apiPaths.admin.customPages.path, {
    schema: {
      tags,
      querystring: adminCustomPageListQuerySchema,
      response: { 200: adminCustomPageListSchema, 400: apiErrorSchema },
    },
    handler: (request) => listCustomPagesForAdmin(app.db, request.query),
  });

  app.post(apiPaths.admin.customPages.path, {
    schema: {
      tags,
      body: customPageBodySchema,
      response: { 201: adminCustomPageSchema, 400: apiErrorSchema, 409: apiErrorSchema },
    },
    handler: async (request, reply) =>
      reply.status(201).send(await createCustomPage(app.db, await adminActor(request), request.body)),
  });

  app.get(apiPaths.admin.customPage.path, {
    schema: { tags, params: customPageIdParamsSchema, response: { 200: adminCustomPageSchema, ...errors } },
    handler: (request) => getCustomPageForAdmin(app.db, request.params.pageId),
  });

  app.put(apiPaths.admin.customPage.path, {
    schema: {
      tags,
      params: customPageIdParamsSchema,
      body: customPageBodySchema,
      response: { 200: adminCustomPageSchema, ...errors, 409: apiErrorSchema },
    },
    handler: async (request) =>
      releaseDropped(app, updateCustomPage(app.db, await adminActor(request), request.params.pageId, request.body)),
  });

  app.patch(apiPaths.admin.customPage.path, {
    schema: {
      tags,
      params: customPageIdParamsSchema,
      body: customPagePublishBodySchema,
      response: { 200: adminCustomPageRowSchema, ...errors },
    },
    handler: async (request) =>
      setCustomPagePublished(app.db, await adminActor(request), request.params.pageId, request.body.isPublished),
  });

  app.delete(apiPaths.admin.customPage.path, {
    schema: { tags, params: customPageIdParamsSchema, response: { 200: okSchema, ...errors } },
    handler: async (request) =>
      releaseDropped(app, deleteCustomPage(app.db, await adminActor(request), request.params.pageId)),
  });
};
