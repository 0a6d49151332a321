import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminFooterPageListQuerySchema,
  adminFooterPageListSchema,
  adminFooterPageSchema,
  apiErrorSchema,
  apiPaths,
  footerPageBodySchema,
  footerPageIdParamsSchema,
  okSchema,
} from '@marquee/contracts';
import { adminActor } from '../../audit/record.js';
import {
  createFooterPage,
  deleteFooterPage,
  getFooterPage,
  listFooterPages,
  updateFooterPage,
} from './footer-page-service.js';

/** Footer pages (apiPaths.admin.footerPages, footerPage). Admin-only: registered inside the guarded /api/admin scope (see app.ts). */
export const footerPageAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['admin'];
  const errors = { 400: apiErrorSchema, 404: apiErrorSchema };

  app.get(apiPaths.admin.footerPages.path, {
    schema: {
      tags,
      querystring: adminFooterPageListQuerySchema,
      response: { 200: adminFooterPageListSchema, 400: apiErrorSchema },
    },
    handler: (request) => listFooterPages(app.db, request.query),
  });

  app.post(apiPaths.admin.footerPages.path, {
    schema: {
      tags,
      body: footerPageBodySchema,
      response: { 201: adminFooterPageSchema, 400: apiErrorSchema, 409: apiErrorSchema },
    },
    handler: async (request, reply) =>
      reply.status(201).send(await createFooterPage(app.db, await adminActor(request), request.body)),
  });

  app.get(apiPaths.admin.footerPage.path, {
    schema: { tags, params: footerPageIdParamsSchema, response: { 200: adminFooterPageSchema, ...errors } },
    handler: (request) => getFooterPage(app.db, request.params.pageId),
  });

  app.put(apiPaths.admin.footerPage.path, {
    schema: {
      tags,
      params: footerPageIdParamsSchema,
      body: footerPageBodySchema,
      response: { 200: adminFooterPageSchema, ...errors, 409: apiErrorSchema },
    },
    handler: async (request) =>
      updateFooterPage(app.db, await adminActor(request), request.params.pageId, request.body),
  });

  app.delete(apiPaths.admin.footerPage.path, {
    schema: { tags, params: footerPageIdParamsSchema, response: { 200: okSchema, ...errors } },
    handler: async (request) => deleteFooterPage(app.db, await adminActor(request), request.params.pageId),
  });
};
