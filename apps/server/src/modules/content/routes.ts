import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiPaths,
  apiErrorSchema,
  customPageSchema,
  pageElementSchema,
  pageElementsQuerySchema,
  pageQuerySchema,
  pageSchema,
  slugParamSchema,
} from '@marquee/contracts';
import { foundOr404 } from '../../lib/errors.js';
import { listPageElements } from './page-elements.js';
import { fillPagePlaceholders } from './placeholders.js';
import { getPage, getPublishedCustomPage } from './queries.js';

export const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  const media = { mediaDir: app.config.mediaDir, uploads: app.storage };
  app.get(apiPaths.page.path, {
    schema: {
      tags: ['content'],
      params: slugParamSchema,
      querystring: pageQuerySchema,
      response: { 200: pageSchema, 400: apiErrorSchema, 404: apiErrorSchema },
    },
    handler: async (request) => {
      const page = await foundOr404(getPage(app.db, request.params.slug, media), 'Page not found.');
      return fillPagePlaceholders(app.db, page, request.query.currency);
    },
  });

  app.get(apiPaths.customPage.path, {
    schema: {
      tags: ['content'],
      params: slugParamSchema,
      querystring: pageQuerySchema,
      response: { 200: customPageSchema, 400: apiErrorSchema, 404: apiErrorSchema },
    },
    handler: async (request) => {
      const read = getPublishedCustomPage(app.db, request.params.slug, media);
      return fillPagePlaceholders(app.db, await foundOr404(read, 'Page not found.'), request.query.currency);
    },
  });

  // product, category and custom pages fetch their elements here (home and film pages get
  // theirs with their own payload). An unknown page simply has none.
  app.get(apiPaths.pageElements.path, {
    schema: {
      tags: ['content'],
      querystring: pageElementsQuerySchema,
      response: { 200: z.array(pageElementSchema), 400: apiErrorSchema },
    },
    handler: async (request) => {
      const { pageType, pageId } = request.query;
      return listPageElements(app.db, pageType, pageId);
    },
  });
};
