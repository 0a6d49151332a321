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
import { sendCsv } from '../../../lib/csv-export.js';
import { adminActor, recordAdminWrite } from '../../audit/record.js';
import { subscriberExportBatches, subscriberExportColumns } from './export.js';
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
      // Who took the list of addresses, and whether it was narrowed (as the customers' export).
      await recordAdminWrite(app.db, await adminActor(request), {
        action: 'export',
        resource: 'newsletter-subscribers',
        after: { search: Boolean(request.query.q), status: request.query.status ?? 'all' },
      });
      return sendCsv(reply, {
        name: 'newsletter-subscribers',
        now: app.clock(),
        columns: subscriberExportColumns,
        batches: subscriberExportBatches(app.db, subscriberFilter(request.query)),
      });
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
