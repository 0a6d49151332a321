import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../plugins/auth.js';
import { deletionRoutes } from './deletion-routes.js';
import { orderRoutes } from './order-routes.js';
import { passwordRoutes } from './password-routes.js';
import { profileRoutes } from './profile-routes.js';
import { reauthRoutes } from './reauth-routes.js';
import { sessionRoutes } from './session-routes.js';
import { subscriptionRoutes } from './subscription-routes.js';

/**
 * The customer's own account (issue 12, R-34): every route needs a signed-in user (401 for a
 * guest) and reads or writes only that user's data; nothing here is cached.
 */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', async (request) => {
    await requireUser(request);
  });
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  await app.register(profileRoutes);
  await app.register(passwordRoutes);
  await app.register(sessionRoutes);
  await app.register(orderRoutes);
  await app.register(subscriptionRoutes);
  await app.register(reauthRoutes);
  await app.register(deletionRoutes);
};
