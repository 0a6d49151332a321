import { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminSubscriberExportQuerySchema,
  adminSubscriberListQuerySchema,
  adminSubscriberListSchema,
  adminSubscriberParamsSchema,
  apiErrorSchema,
  apiPaths,
  okSchema,
} from '@marquee/contracts';
import { adminActor } from '../../audit/record.js';
import { subscriberCsvStream } from './export.js';
import { deleteSubscriber, listSubscribersForAdmin, subscriberFilter } from './list.js';

const tags = ['admin'];

/** The admin's Subscribers tab (issue 29), inside the guarded /api/admin scope (see app.ts). */
export const newsletterAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(apiPaths.admin.newsletterSubscribers.path, {
    schema: {
      tags,
      querystring: adminSubscriberListQuerySchema,
      response: { 200: adminSubscriberListSchema, 400: apiErrorSchema },
    },
    handler: (request) => listSubscribersForAdmin(app.db, request.query),
  });

  app.get(apiPaths.admin.newsletterSubscribersExport.path, {
    schema: {
      tags,
      summary: 'The confirmed addresses matching the search and filter, as CSV streamed in batches',
      querystring: adminSubscriberExportQuerySchema,
      response: {
        200: z
          .custom<Readable>((value) => value instanceof Readable)
          .describe('text/csv, one confirmed address a line'),
        400: apiErrorSchema,
      },
    },
    handler: async (request, reply) => {
      const day = app.clock().toISOString().slice(0, 10);
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="newsletter-subscribers-${day}.csv"`)
        .header('cache-control', 'no-store');
      return reply.send(subscriberCsvStream(app.db, subscriberFilter(request.query)));
    },
  });

  app.delete(apiPaths.admin.newsletterSubscriber.path, {
    schema: {
      tags,
      params: adminSubscriberParamsSchema,
      response: { 200: okSchema, 400: apiErrorSchema, 404: apiErrorSchema },
    },
    handler: async (request) => {
      await deleteSubscriber(app.db, await adminActor(request), request.params.subscriberId);
      return { ok: true as const };
    },
  });
};
