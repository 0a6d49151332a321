import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminCouponListQuerySchema,
  adminCouponListSchema,
  adminCouponSchema,
  apiErrorSchema,
  apiPaths,
  couponCodeParamsSchema,
  couponCreateBodySchema,
  couponUpdateBodySchema,
  okSchema,
} from '@marquee/contracts';
import { createCoupon, deleteUnusedCoupon, getCouponForAdmin, listCouponsForAdmin, updateCoupon } from './service.js';
import { adminActor } from '../../audit/record.js';

/** Admin-only: registered inside the guarded /api/admin scope (see app.ts). */
export const couponAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['admin'];

  app.get(apiPaths.admin.coupons.path, {
    schema: { tags, querystring: adminCouponListQuerySchema, response: { 200: adminCouponListSchema } },
    handler: (request) => listCouponsForAdmin(app.db, request.query),
  });

  app.post(apiPaths.admin.coupons.path, {
    schema: {
      tags,
      body: couponCreateBodySchema,
      response: { 201: adminCouponSchema, 400: apiErrorSchema, 409: apiErrorSchema },
    },
    handler: async (request, reply) =>
      reply.status(201).send(await createCoupon(app.db, await adminActor(request), request.body)),
  });

  app.get(apiPaths.admin.coupon.path, {
    schema: { tags, params: couponCodeParamsSchema, response: { 200: adminCouponSchema, 404: apiErrorSchema } },
    handler: (request) => getCouponForAdmin(app.db, request.params.code),
  });

  app.patch(apiPaths.admin.coupon.path, {
    schema: {
      tags,
      params: couponCodeParamsSchema,
      body: couponUpdateBodySchema,
      response: { 200: adminCouponSchema, 400: apiErrorSchema, 404: apiErrorSchema },
    },
    handler: async (request) => updateCoupon(app.db, await adminActor(request), request.params.code, request.body),
  });

  app.delete(apiPaths.admin.coupon.path, {
    schema: {
      tags,
      params: couponCodeParamsSchema,
      response: { 200: okSchema, 404: apiErrorSchema, 409: apiErrorSchema },
    },
    handler: async (request) => {
      await deleteUnusedCoupon(app.db, await adminActor(request), request.params.code);
      return { ok: true as const };
    },
  });
};
