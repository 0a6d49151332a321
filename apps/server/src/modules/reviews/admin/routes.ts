import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminReviewListQuerySchema,
  adminReviewListSchema,
  adminReviewParamsSchema,
  adminReviewReplyBodySchema,
  adminReviewSchema,
  adminReviewStatusBodySchema,
  apiErrorSchema,
  apiPaths,
} from '@marquee/contracts';
import { adminActor } from '../../audit/record.js';
import { getReviewForAdmin, listReviewsForAdmin, setReviewReply, setReviewStatus } from './service.js';

/** Admin-only: registered inside the guarded /api/admin scope (see app.ts). */
export const reviewAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['admin'];

  app.get(apiPaths.admin.reviews.path, {
    schema: {
      tags,
      querystring: adminReviewListQuerySchema,
      response: { 200: adminReviewListSchema, 400: apiErrorSchema },
    },
    handler: (request) => listReviewsForAdmin(app.db, request.query),
  });

  app.get(apiPaths.admin.review.path, {
    schema: {
      tags,
      params: adminReviewParamsSchema,
      response: { 200: adminReviewSchema, 400: apiErrorSchema, 404: apiErrorSchema },
    },
    handler: (request) => getReviewForAdmin(app.db, request.params.reviewId),
  });

  app.patch(apiPaths.admin.review.path, {
    schema: {
      tags,
      summary: 'Publishes or hides a review',
      params: adminReviewParamsSchema,
      body: adminReviewStatusBodySchema,
      response: { 200: adminReviewSchema, 400: apiErrorSchema, 404: apiErrorSchema },
    },
    handler: async (request) =>
      setReviewStatus(app.db, await adminActor(request), request.params.reviewId, request.body),
  });

  app.put(apiPaths.admin.reviewReply.path, {
    schema: {
      tags,
      summary: "Sets the store's public reply to a review (an empty reply removes it)",
      params: adminReviewParamsSchema,
      body: adminReviewReplyBodySchema,
      response: { 200: adminReviewSchema, 400: apiErrorSchema, 404: apiErrorSchema },
    },
    handler: async (request) =>
      setReviewReply(app.db, await adminActor(request), request.params.reviewId, request.body),
  });
};
