import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, apiPaths } from '@marquee/contracts';
import type { WebhookHeaders } from '../payments/index.js';
import { handleWebhook } from './webhooks.js';

/**
 * The payment provider's webhooks, registered inside checkoutRoutes (answers never cached). A
 * plugin of its own, so its body parser (the body as received: the signature covers its bytes)
 * applies to this route only.
 */
export const paymentWebhookRoutes: FastifyPluginAsyncZod = async (app) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 256 * 1024 }, (_request, body, done) =>
    done(null, body),
  );
  app.post(apiPaths.paypalWebhook.path, {
    schema: {
      tags: ['checkout'],
      hide: true,
      response: { 200: z.object({ outcome: z.string() }), 400: apiErrorSchema },
    },
    handler: async (request) => ({
      outcome: await handleWebhook(app.orderDeps, request.headers as WebhookHeaders, String(request.body ?? '')),
    }),
  });
};
