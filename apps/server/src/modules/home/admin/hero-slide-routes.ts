import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminHeroSlideListSchema,
  adminHeroSlideSchema,
  apiErrorSchema,
  apiPaths,
  heroSlideBodySchema,
  heroSlideIdParamsSchema,
  okSchema,
} from '@marquee/contracts';
import { adminActor } from '../../audit/record.js';
import { releaseDropped } from '../../media/release.js';
import { createHeroSlide, deleteHeroSlide, listHeroSlidesForAdmin, updateHeroSlide } from './hero-slide-service.js';

/** Pages › Hero Section (apiPaths.admin.heroSlides, heroSlide). Registered inside the guarded /api/admin scope. */
export const heroSlideAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['admin'];
  const params = heroSlideIdParamsSchema;

  app.get(apiPaths.admin.heroSlides.path, {
    schema: { tags, response: { 200: adminHeroSlideListSchema } },
    handler: () => listHeroSlidesForAdmin(app.db),
  });

  app.post(apiPaths.admin.heroSlides.path, {
    schema: { tags, body: heroSlideBodySchema, response: { 201: adminHeroSlideSchema, 400: apiErrorSchema } },
    handler: async (request, reply) =>
      reply.status(201).send(await createHeroSlide(app.db, await adminActor(request), request.body)),
  });

  app.put(apiPaths.admin.heroSlide.path, {
    schema: {
      tags,
      params,
      body: heroSlideBodySchema,
      response: { 200: adminHeroSlideSchema, 400: apiErrorSchema, 404: apiErrorSchema },
    },
    handler: async (request) =>
      releaseDropped(app, updateHeroSlide(app.db, await adminActor(request), request.params.slideId, request.body)),
  });

  app.delete(apiPaths.admin.heroSlide.path, {
    schema: { tags, params, response: { 200: okSchema, 400: apiErrorSchema, 404: apiErrorSchema } },
    handler: async (request) =>
      releaseDropped(app, deleteHeroSlide(app.db, await adminActor(request), request.params.slideId)),
  });
};
