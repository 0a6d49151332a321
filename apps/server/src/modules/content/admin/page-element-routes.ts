import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminPageElementListQuerySchema,
  adminPageElementListSchema,
  adminPageElementSchema,
  apiErrorSchema,
  apiPaths,
  okSchema,
  pageElementBodySchema,
  pageElementIdParamsSchema,
} from '@marquee/contracts';
import { adminActor } from '../../audit/record.js';
import { releaseDropped } from '../../media/release.js';
import {
  createPageElement,
  deletePageElement,
  getPageElementForAdmin,
  listPageElementsForAdmin,
  updatePageElement,
} from './page-element-service.js';

/** Page elements (apiPaths.admin.pageElements, pageElement). Admin-only: registered inside the guarded /api/admin scope (see app.ts). */
export const pageElementAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['admin'];
  const errors = { 400: apiErrorSchema, 404: apiErrorSchema };

  app.get(apiPaths.admin.pageElements.path, {
    schema: {
      tags,
      querystring: adminPageElementListQuerySchema,
      response: { 200: adminPageElementListSchema, 400: apiErrorSchema },
    },
    handler: (request) => listPageElementsForAdmin(app.db, request.query),
  });

  app.post(apiPaths.admin.pageElements.path, {
    schema: { tags, body: pageElementBodySchema, response: { 201: adminPageElementSchema, 400: apiErrorSchema } },
    handler: async (request, reply) =>
      reply.status(201).send(await createPageElement(app.db, await adminActor(request), request.body)),
  });

  app.get(apiPaths.admin.pageElement.path, {
    schema: { tags, params: pageElementIdParamsSchema, response: { 200: adminPageElementSchema, ...errors } },
    handler: (request) => getPageElementForAdmin(app.db, request.params.elementId),
  });

  app.put(apiPaths.admin.pageElement.path, {
    schema: {
      tags,
      params: pageElementIdParamsSchema,
      body: pageElementBodySchema,
      response: { 200: adminPageElementSchema, ...errors },
    },
    handler: async (request) =>
      releaseDropped(app, updatePageElement(app.db, await adminActor(request), request.params.elementId, request.body)),
  });

  app.delete(apiPaths.admin.pageElement.path, {
    schema: { tags, params: pageElementIdParamsSchema, response: { 200: okSchema, ...errors } },
    handler: async (request) =>
      releaseDropped(app, deletePageElement(app.db, await adminActor(request), request.params.elementId)),
  });
};
