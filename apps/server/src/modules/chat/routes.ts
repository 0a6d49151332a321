import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  apiPaths,
  CHAT_EVENTS_CHANNEL,
  chatMessageBodySchema,
  okSchema,
  visitorChatSchema,
} from '@marquee/contracts';
import { GUEST_COOKIE, type Owner } from '../../lib/owner.js';
import { sseSignal, sseStreams } from '../live-events/sse.js';
import { eventConversationKey } from './events.js';
import { startChatReplyMailer } from './reply-mailer.js';
import { conversationKey, getVisitorChat, markRepliesSeen, sendVisitorMessage } from './service.js';

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
      return getVisitorChat(app.db, await existingOwner(request));
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
      });
      return reply.status(201).send(await getVisitorChat(app.db, owner));
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
