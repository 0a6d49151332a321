import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  apiPaths,
  checkoutConfigSchema,
  checkoutQuoteBodySchema,
  checkoutQuoteSchema,
  dreamBoxSubscriptionViewSchema,
  okSchema,
  paymentStartedSchema,
  placedOrderSchema,
  providerOrderParamsSchema,
  startPaymentBodySchema,
  startSubscriptionBodySchema,
  subscriptionParamsSchema,
  subscriptionStartedSchema,
  testApprovalBodySchema,
} from '@marquee/contracts';
import { notFound, unauthorized } from '../../lib/errors.js';
import { activateSubscription, dreamBoxOptions, startSubscription } from '../dream-box/subscriptions.js';
import { capturePayment, findPayment, ownsPayment, startPayment } from './payments.js';
import { requesterOf } from '../orders/requester.js';
import { lastShippingAddress } from '../orders/service.js';
import { PayPalProvider, TestPaymentProvider } from '../payments/index.js';
import { getCheckoutQuote } from './service.js';
import { paymentWebhookRoutes } from './webhook-routes.js';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  402: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
  502: apiErrorSchema,
};

/**
 * The checkout (issue 11). Amounts come only from the server's quote; the owner is the
 * session's user or the guest cookie; payments are captured and verified here.
 */
export const checkoutRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.post(apiPaths.checkoutQuote.path, {
    schema: {
      tags: ['checkout'],
      body: checkoutQuoteBodySchema,
      response: { 200: checkoutQuoteSchema, 400: apiErrorSchema },
    },
    handler: async (request, reply) => getCheckoutQuote(app.db, await request.owner(reply), request.body),
  });

  app.get(apiPaths.checkoutConfig.path, {
    schema: { tags: ['checkout'], response: { 200: checkoutConfigSchema } },
    handler: async (request) => {
      const session = await request.currentSession();
      const { provider } = app.orderDeps;
      const [dreamBox, saved] = await Promise.all([
        dreamBoxOptions(app.db, session?.user.id),
        session ? lastShippingAddress(app.db, session.user.id) : null,
      ]);
      return {
        provider: provider.name,
        isTest: provider.isTest,
        paypalClientId: provider instanceof PayPalProvider ? provider.clientId : null,
        dreamBox,
        saved: { email: session?.user.email ?? null, shippingAddress: saved },
      };
    },
  });

  app.post(apiPaths.checkoutOrders.path, {
    schema: { tags: ['checkout'], body: startPaymentBodySchema, response: { 201: paymentStartedSchema, ...errors } },
    handler: async (request, reply) => {
      const started = await startPayment(app.orderDeps, await request.owner(reply), {
        ...request.body,
        language: request.language,
      });
      return reply.status(201).send(started);
    },
  });

  app.post(apiPaths.checkoutCapture.path, {
    schema: { tags: ['checkout'], params: providerOrderParamsSchema, response: { 200: placedOrderSchema, ...errors } },
    handler: async (request) =>
      capturePayment(app.orderDeps, await requesterOf(request), request.params.providerOrderId),
  });

  // The offline provider's stand-in for PayPal's window; it does not exist with PayPal.
  app.post(apiPaths.checkoutTestApproval.path, {
    schema: {
      tags: ['checkout'],
      params: providerOrderParamsSchema,
      body: testApprovalBodySchema,
      response: { 200: okSchema, ...errors },
    },
    handler: async (request) => {
      const { provider } = app.orderDeps;
      const payment = await findPayment(app.orderDeps, request.params.providerOrderId);
      if (!(provider instanceof TestPaymentProvider) || !payment || !ownsPayment(payment, await requesterOf(request)))
        throw notFound('No such payment.');
      await provider.approveOrder(payment.providerOrderId, request.body.outcome);
      return { ok: true as const };
    },
  });

  app.post(apiPaths.checkoutSubscriptions.path, {
    schema: {
      tags: ['checkout'],
      body: startSubscriptionBodySchema,
      response: { 201: subscriptionStartedSchema, ...errors },
    },
    handler: async (request, reply) => {
      const session = await request.currentSession();
      // A subscription needs an account (R-18, decision 066).
      if (!session) throw unauthorized('Please sign in or create an account to subscribe to Dream Box.');
      return reply.status(201).send(await startSubscription(app.orderDeps, session.user, request.body));
    },
  });

  app.post(apiPaths.checkoutSubscriptionActivate.path, {
    schema: {
      tags: ['checkout'],
      params: subscriptionParamsSchema,
      response: { 200: dreamBoxSubscriptionViewSchema, ...errors },
    },
    handler: async (request) => {
      const session = await request.currentSession();
      if (!session) throw unauthorized();
      return activateSubscription(app.orderDeps, session.user.id, request.params.subscriptionId);
    },
  });

  app.post(apiPaths.checkoutSubscriptionTestApproval.path, {
    schema: {
      tags: ['checkout'],
      params: subscriptionParamsSchema,
      body: testApprovalBodySchema,
      response: { 200: okSchema, ...errors },
    },
    handler: async (request) => {
      const session = await request.currentSession();
      const { provider } = app.orderDeps;
      if (!session) throw unauthorized();
      if (!(provider instanceof TestPaymentProvider)) throw notFound('No such subscription.');
      const [row] = await app.db.query.dreamBoxSubscriptions.findMany({
        where: (s, { and, eq }) =>
          and(eq(s.providerSubscriptionId, request.params.subscriptionId), eq(s.userId, session.user.id)),
        limit: 1,
      });
      if (!row) throw notFound('No such subscription.');
      if (request.body.outcome === 'approve') await provider.approveSubscription(request.params.subscriptionId);
      return { ok: true as const };
    },
  });

  await app.register(paymentWebhookRoutes);
};
