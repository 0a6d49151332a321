import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminFilmListQuerySchema,
  adminFilmListSchema,
  adminFilmRowSchema,
  adminFilmSchema,
  apiErrorSchema,
  apiPaths,
  filmCreateBodySchema,
  filmHeroBodySchema,
  filmHeroSchema,
  filmHomepageBodySchema,
  filmIdParamsSchema,
  filmUpdateBodySchema,
  okSchema,
} from '@marquee/contracts';
import { adminActor } from '../../audit/record.js';
import { releaseDropped } from '../../media/release.js';
import {
  createFilm,
  deleteFilm,
  getFilmForAdmin,
  getFilmHero,
  listFilmsForAdmin,
  updateFilm,
  updateFilmHero,
  updateFilmHomepage,
} from './service.js';

/** Films, their hero and homepage settings (apiPaths.admin.films, film, filmHero, filmHomepage). Admin-only: registered inside the guarded /api/admin scope (see app.ts). */
export const filmAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['admin'];
  const errors = { 400: apiErrorSchema, 404: apiErrorSchema };

  app.get(apiPaths.admin.films.path, {
    schema: {
      tags,
      querystring: adminFilmListQuerySchema,
      response: { 200: adminFilmListSchema, 400: apiErrorSchema },
    },
    handler: (request) => listFilmsForAdmin(app.db, request.query),
  });

  app.post(apiPaths.admin.films.path, {
    schema: { tags, body: filmCreateBodySchema, response: { 201: adminFilmSchema, 400: apiErrorSchema } },
    handler: async (request, reply) =>
      reply.status(201).send(await createFilm(app.db, await adminActor(request), request.body)),
  });

  app.get(apiPaths.admin.film.path, {
    schema: { tags, params: filmIdParamsSchema, response: { 200: adminFilmSchema, ...errors } },
    handler: (request) => getFilmForAdmin(app.db, request.params.filmId),
  });

  app.patch(apiPaths.admin.film.path, {
    schema: {
      tags,
      params: filmIdParamsSchema,
      body: filmUpdateBodySchema,
      response: { 200: adminFilmSchema, ...errors },
    },
    handler: async (request) =>
      releaseDropped(app, updateFilm(app.db, await adminActor(request), request.params.filmId, request.body)),
  });

  app.delete(apiPaths.admin.film.path, {
    schema: { tags, params: filmIdParamsSchema, response: { 200: okSchema, ...errors, 409: apiErrorSchema } },
    handler: async (request) =>
      releaseDropped(app, deleteFilm(app.db, await adminActor(request), request.params.filmId)),
  });

  app.get(apiPaths.admin.filmHero.path, {
    schema: { tags, params: filmIdParamsSchema, response: { 200: filmHeroSchema, ...errors } },
    handler: (request) => getFilmHero(app.db, request.params.filmId),
  });

  app.put(apiPaths.admin.filmHero.path, {
    schema: {
      tags,
      params: filmIdParamsSchema,
      body: filmHeroBodySchema,
      response: { 200: filmHeroSchema, ...errors },
    },
    handler: async (request) =>
      releaseDropped(app, updateFilmHero(app.db, await adminActor(request), request.params.filmId, request.body)),
  });

  app.put(apiPaths.admin.filmHomepage.path, {
    schema: {
      tags,
      params: filmIdParamsSchema,
      body: filmHomepageBodySchema,
      response: { 200: adminFilmRowSchema, ...errors },
    },
    handler: async (request) =>
      updateFilmHomepage(app.db, await adminActor(request), request.params.filmId, request.body),
  });
};
