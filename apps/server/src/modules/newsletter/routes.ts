import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiErrorSchema,
  apiPaths,
  errorCodes,
  newsletterBodySchema,
  newsletterConfirmBodySchema,
  newsletterUnsubscribeQuerySchema,
  okSchema,
  paths,
} from '@marquee/contracts';
import { AppError } from '../../lib/errors.js';
import { newsletterLinks, unsubscribeSecrets } from './links.js';
import { confirmSubscription, signUp, unsubscribe } from './service.js';
import { unsubscribeTokenId } from './tokens.js';

const tags = ['newsletter'];

/**
 * The newsletter's public routes (SF-HOME-09..11, issue 29). Only writes exist: the list is never
 * readable through them. Sign-ups are limited per client address (plugins/rate-limits.ts).
 */
export const newsletterRoutes: FastifyPluginAsyncZod = async (app) => {
  const links = newsletterLinks(app.config);

  app.post(apiPaths.newsletter.path, {
    schema: {
      tags,
      summary: 'Signs an address up: stored unconfirmed, a confirmation link is e-mailed (double opt-in)',
      body: newsletterBodySchema,
      response: { 201: okSchema, 400: apiErrorSchema, 409: apiErrorSchema, 429: apiErrorSchema },
    },
    handler: async (request, reply) => {
      const { email, language } = request.body;
      const outcome = await signUp(app.db, { email, language, now: app.clock(), links });
      if (outcome === 'alreadyConfirmed') {
        throw new AppError(409, errorCodes.ALREADY_SUBSCRIBED, 'This email is already subscribed to our newsletter.');
      }
      // A pending address mailed minutes ago hears the same answer: its link is on its way.
      return reply.status(201).send({ ok: true });
    },
  });

  // POST only: a link scanner that fetches the e-mail's link (a GET of the page) confirms nothing.
  app.post(apiPaths.newsletterConfirm.path, {
    schema: {
      tags,
      summary: "Confirms an address with its e-mailed link's token; the welcome e-mail follows",
      body: newsletterConfirmBodySchema,
      response: { 200: okSchema, 400: apiErrorSchema },
    },
    handler: async (request) => {
      if (!(await confirmSubscription(app.db, request.body.token, app.clock(), links))) {
        throw new AppError(
          400,
          errorCodes.INVALID_TOKEN,
          'This confirmation link is unknown, was already used or has expired.',
        );
      }
      return { ok: true as const };
    },
  });

  await app.register(unsubscribeRoutes);
};

/**
 * The unsubscribe address of every marketing e-mail: the page's button and RFC 8058's one-click
 * POST (`List-Unsubscribe=One-Click`, form-encoded or multipart, from a mail provider with no
 * cookie and maybe another site's Origin). The token alone decides, so the body is not read and
 * the route is exempt from the CSRF check (it reads no cookie). A plugin of its own, so its body
 * parser applies to it only.
 */
const unsubscribeRoutes: FastifyPluginAsyncZod = async (app) => {
  const secrets = unsubscribeSecrets(app.config);
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 4096 }, (_request, _body, done) =>
    done(null, undefined),
  );

  app.post(apiPaths.newsletterUnsubscribe.path, {
    config: { anyOrigin: true },
    schema: {
      tags,
      summary: "Unsubscribes the address of the e-mail's token: the row is deleted (RFC 8058 one-click too)",
      querystring: newsletterUnsubscribeQuerySchema,
      response: { 200: okSchema, 400: apiErrorSchema },
    },
    handler: async (request, reply) => {
      const id = unsubscribeTokenId(secrets, request.query.token);
      if (id === null) {
        throw new AppError(400, errorCodes.INVALID_TOKEN, 'This unsubscribe link is not valid.');
      }
      // A genuine token whose row is gone was used before: unsubscribed all the same.
      await unsubscribe(app.db, id);
      reply.header('cache-control', 'no-store');
      return { ok: true as const };
    },
  });

  // A mail client that only GETs the List-Unsubscribe address lands on the page with the button.
  app.get(apiPaths.newsletterUnsubscribe.path, {
    schema: {
      tags,
      summary: 'Sends a person to the unsubscribe page (a GET never unsubscribes)',
      querystring: newsletterUnsubscribeQuerySchema,
      response: { 303: z.null(), 400: apiErrorSchema },
    },
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return reply.redirect(paths.newsletterUnsubscribe.href({ token: request.query.token }), 303);
    },
  });
};
