import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  accountSubscriptionResponseSchema,
  accountSubscriptionSchema,
  apiErrorSchema,
  apiPaths,
} from '@marquee/contracts';
import { requireUser } from '../../plugins/auth.js';
import { cancelAccountSubscription, getAccountSubscription } from './subscription.js';

/** The customer's Dream Box (ACC-22, ACC-23) and its cancellation in the store. */
export const subscriptionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(apiPaths.account.subscription.path, {
    schema: { tags: ['account'], response: { 200: accountSubscriptionResponseSchema, 401: apiErrorSchema } },
    handler: async (request) => {
      const { user } = await requireUser(request);
      return { subscription: await getAccountSubscription(app.db, app.config, user.id, app.clock()) };
    },
  });

  app.post(apiPaths.account.subscriptionCancel.path, {
    schema: {
      tags: ['account'],
      response: { 200: accountSubscriptionSchema, 401: apiErrorSchema, 404: apiErrorSchema, 502: apiErrorSchema },
    },
    handler: async (request) => {
      const { user } = await requireUser(request);
      return cancelAccountSubscription(app.orderDeps, app.config, user.id, app.clock());
    },
  });
};
