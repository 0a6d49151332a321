import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, customPageSchema, pageSchema, slugParamSchema } from '@marquee/contracts';
import { notFound } from '../../lib/errors.js';
import { getPage, getPublishedCustomPage } from './queries.js';

export const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/pages/:slug', {
    schema: {
      tags: ['content'],
      params: slugParamSchema,
      response: { 200: pageSchema, 400: apiErrorSchema, 404: apiErrorSchema },
    },
    handler: async (request) => {
      const page = await getPage(app.db, request.params.slug);
      if (!page) throw notFound('Page not found.');
      return page;
    },
  });

  app.get('/api/custom-pages/:slug', {
    schema: {
      tags: ['content'],
      params: slugParamSchema,
      response: { 200: customPageSchema, 400: apiErrorSchema, 404: apiErrorSchema },
    },
    handler: async (request) => {
      const page = await getPublishedCustomPage(app.db, request.params.slug);
      if (!page) throw notFound('Page not found.');
      return page;
    },
  });
};
