import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminHomeSectionListSchema,
  adminHomeSectionSchema,
  apiErrorSchema,
  apiPaths,
  homeSectionBodySchema,
  homeSectionIdParamsSchema,
  okSchema,
} from '@marquee/contracts';
import { adminActor } from '../../audit/record.js';
import {
  createHomeSection,
  deleteHomeSection,
  getHomeSectionForAdmin,
  listHomeSectionsForAdmin,
  updateHomeSection,
} from './section-service.js';

/** Pages › Home Sections (apiPaths.admin.homeSections, homeSection). Registered inside the guarded /api/admin scope. */
export const homeSectionAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['admin'];
  const params = homeSectionIdParamsSchema;

  app.get(apiPaths.admin.homeSections.path, {
    schema: { tags, response: { 200: adminHomeSectionListSchema } },
    handler: () => listHomeSectionsForAdmin(app.db),
  });

  app.post(apiPaths.admin.homeSections.path, {
    schema: { tags, body: homeSectionBodySchema, response: { 201: adminHomeSectionSchema, 400: apiErrorSchema } },
    handler: async (request, reply) =>
      reply.status(201).send(await createHomeSection(app.db, await adminActor(request), request.body)),
  });

  app.get(apiPaths.admin.homeSection.path, {
    schema: { tags, params, response: { 200: adminHomeSectionSchema, 400: apiErrorSchema, 404: apiErrorSchema } },
    handler: (request) => getHomeSectionForAdmin(app.db, request.params.sectionId),
  });

  app.put(apiPaths.admin.homeSection.path, {
    schema: {
      tags,
      params,
      body: homeSectionBodySchema,
      response: { 200: adminHomeSectionSchema, 400: apiErrorSchema, 404: apiErrorSchema },
    },
    handler: async (request) =>
      updateHomeSection(app.db, await adminActor(request), request.params.sectionId, request.body),
  });

  app.delete(apiPaths.admin.homeSection.path, {
    schema: { tags, params, response: { 200: okSchema, 400: apiErrorSchema, 404: apiErrorSchema } },
    handler: async (request) => deleteHomeSection(app.db, await adminActor(request), request.params.sectionId),
  });
};
