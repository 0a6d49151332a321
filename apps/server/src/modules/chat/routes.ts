import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiErrorSchema,
  apiPaths,
  CHAT_EVENTS_CHANNEL,
  chatMessageBodySchema,
  okSchema,
  paths,
  visitorChatSchema,
} from '@marquee/contracts';
import { GUEST_COOKIE, type Owner } from '../../lib/owner.js';
import { sseSignal, sseStreams } from '../live-events/sse.js';
import { eventConversationKey } from './events.js';
import { CHAT_EMAIL_NOTICE_PARAM, type ChatEmailNotice } from './confirm-notice.js';
import { confirmReplyAddress, requestReplyAddress } from './reply-address.js';
import { startChatReplyMailer } from './reply-mailer.js';
import { conversationKey, getVisitorChat, markRepliesSeen, ownerKey, sendVisitorMessage } from './service.js';

/** The caller's conversation owner without issuing a guest cookie: a reader needs none. */
async function existingOwner(request: FastifyRequest): Promise<Owner | null> {
  const current = await request.currentSession();
  if (current) return { userId: current.user.id };
  const guestId = request.cookies[GUEST_COOKIE];
  return guestId ? { guestId } : null;
}

/**
 * The visitor's chat (LC-01..05, R-40): send a message, read one's own conversation (no id in
 * any URL, so nobody can ask for another's), and its changes live. Also runs this instance's
 * reply mailer.
 */
export const chatRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['chat'];
  const hub = app.liveEvents.forChannel(CHAT_EVENTS_CHANNEL);
  const open = sseStreams(app);

  let stopMailer: (() => Promise<void>) | undefined;
  app.addHook('onReady', async () => {
    stopMailer = startChatReplyMailer({
      db: app.db,
      delaySeconds: app.config.chatReplyEmailDelaySeconds,
      storeUrl: app.config.publicUrl,
      log: app.log,
    });
  });
  app.addHook('preClose', async () => stopMailer?.());

  app.get(apiPaths.chat.messages.path, {
    schema: { tags, summary: "The caller's own conversation", response: { 200: visitorChatSchema } },
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return getVisitorChat(app.db, await existingOwner(request), app.clock());
    },
  });

  app.post(apiPaths.chat.messages.path, {
    schema: {
      tags,
      summary: 'Send a chat message (validated, rate-limited)',
      body: chatMessageBodySchema,
      response: { 201: visitorChatSchema, 400: apiErrorSchema, 429: apiErrorSchema },
    },
    handler: async (request, reply) => {
      const owner = await request.owner(reply);
      await sendVisitorMessage(app.db, owner, request.body, {
        perHour: app.config.rateLimits.chatPerOwnerHourly,
        language: request.language,
      });
      // A guest's typed address gets replies only once its owner confirms it (issue 27 point 5);
      // a customer's go to their verified account address.
      if (owner.guestId !== undefined) {
        await requestReplyAddress(app.db, {
          ownerKey: ownerKey(owner),
          email: request.body.email,
          secret: app.config.sessionSecret,
          language: request.language,
          confirmUrl: (token) =>
            `${app.config.publicUrl}${apiPaths.chat.confirmEmail.href()}?token=${encodeURIComponent(token)}`,
        });
      }
      return reply.status(201).send(await getVisitorChat(app.db, owner, app.clock()));
    },
  });

  app.get(apiPaths.chat.confirmEmail.path, {
    schema: {
      tags,
      summary: "The e-mailed link confirming a guest's address for chat replies; redirects to the store",
      querystring: z.object({ token: z.string().min(1).max(200) }),
      response: { 303: z.null(), 400: apiErrorSchema },
    },
    handler: async (request, reply) => {
      const secrets = [app.config.sessionSecret, app.config.previousSessionSecret].filter(
        (secret): secret is string => secret !== undefined,
      );
      const notice: ChatEmailNotice = (await confirmReplyAddress(app.db, request.query.token, secrets, app.clock()))
        ? 'confirmed'
        : 'invalid';
      // The store's home page opens the chat panel with the outcome in words (features/chat).
      reply.header('cache-control', 'no-store');
      return reply.redirect(`${paths.home.href()}?${CHAT_EMAIL_NOTICE_PARAM}=${notice}`, 303);
    },
  });

  app.post(apiPaths.chat.seen.path, {
    schema: { tags, summary: "The caller's open chat panel has shown its replies", response: { 200: okSchema } },
    handler: async (request) => {
      await markRepliesSeen(app.db, await existingOwner(request));
      return { ok: true as const };
    },
  });

  app.get(apiPaths.chat.stream.path, {
    compress: false,
    schema: {
      tags,
      summary: "Changes of the caller's own conversation as Server-Sent Events",
      response: { 429: apiErrorSchema },
    },
    handler: async (request, reply) => {
      const owner = await existingOwner(request);
      const key = owner ? conversationKey(owner) : null;
      // Only events of the caller's own conversation; a visitor without one hears nothing.
      await open(request, reply, {
        hub,
        transform: (payload) => (key !== null && eventConversationKey(payload) === key ? payload : null),
        // Once listening: the panel refetches, so a reply sent before the stream opened is shown.
        greeting: () => sseSignal('ready'),
      });
    },
  });
};
