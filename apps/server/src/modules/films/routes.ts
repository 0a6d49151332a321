import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  apiPaths,
  filmDetailSchema,
  filmListSchema,
  idParamSchema,
  relatedProductsSchema,
} from '@marquee/contracts';
import { foundOr404 } from '../../lib/errors.js';
import { getActiveFilm, listActiveFilms, listRelatedProducts } from './queries.js';

const FILM_NOT_FOUND = "The film you're looking for was not found or is not available";

export const filmsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(apiPaths.films.path, {
    schema: { tags: ['films'], response: { 200: filmListSchema } },
    handler: async () => listActiveFilms(app.db),
  });

  app.get(apiPaths.film.path, {
    schema: {
      tags: ['films'],
      params: idParamSchema,
      response: { 200: filmDetailSchema, 400: apiErrorSchema, 404: apiErrorSchema },
    },
    handler: (request) => foundOr404(getActiveFilm(app.db, request.params.id), FILM_NOT_FOUND),
  });

  app.get(apiPaths.filmProducts.path, {
    schema: {
      tags: ['films'],
      params: idParamSchema,
      response: { 200: relatedProductsSchema, 400: apiErrorSchema, 404: apiErrorSchema },
    },
    handler: (request) => foundOr404(listRelatedProducts(app.db, request.params.id), FILM_NOT_FOUND),
  });
};
