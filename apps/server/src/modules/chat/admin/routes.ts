import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminChatConversationListSchema,
  adminChatThreadSchema,
  apiErrorSchema,
  apiPaths,
  CHAT_EVENTS_CHANNEL,
  chatConversationParamsSchema,
  chatMarkReadBodySchema,
  chatReplyBodySchema,
} from '@marquee/contracts';
import { adminActor, recordAdminWrite } from '../../audit/record.js';
import { sseSignal, sseStreams } from '../../live-events/sse.js';
import { getThread, listConversations, markConversationRead, replyToConversation } from '../service.js';

/** Admin-only (ADM-CHAT-01..08): registered inside the guarded /api/admin scope (see app.ts). */
export const chatAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['admin'];
  const hub = app.liveEvents.forChannel(CHAT_EVENTS_CHANNEL);
  const open = sseStreams(app);

  app.get(apiPaths.admin.chatConversations.path, {
    schema: { tags, response: { 200: adminChatConversationListSchema } },
    handler: async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return listConversations(app.db);
    },
  });

  app.get(apiPaths.admin.chatConversation.path, {
    schema: {
      tags,
      params: chatConversationParamsSchema,
      response: { 200: adminChatThreadSchema, 404: apiErrorSchema },
    },
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return getThread(app.db, request.params.conversationId);
    },
  });

  app.patch(apiPaths.admin.chatConversation.path, {
    schema: {
      tags,
      params: chatConversationParamsSchema,
      body: chatMarkReadBodySchema,
      response: { 200: adminChatThreadSchema, 400: apiErrorSchema, 404: apiErrorSchema },
    },
    handler: async (request) => {
      const actor = await adminActor(request);
      const { conversationId } = request.params;
      return app.db.transaction(async (tx) => {
        const { thread, audit } = await markConversationRead(tx, conversationId);
        if (audit) {
          await recordAdminWrite(tx, actor, {
            action: 'update',
            resource: 'chat',
            resourceId: conversationId,
            ...audit,
          });
        }
        return thread;
      });
    },
  });

  app.post(apiPaths.admin.chatReply.path, {
    schema: {
      tags,
      params: chatConversationParamsSchema,
      body: chatReplyBodySchema,
      response: { 200: adminChatThreadSchema, 400: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema },
    },
    handler: async (request) => {
      const actor = await adminActor(request);
      const { conversationId } = request.params;
      return app.db.transaction(async (tx) => {
        const { thread, audit } = await replyToConversation(tx, conversationId, request.body.reply);
        await recordAdminWrite(tx, actor, { action: 'update', resource: 'chat', resourceId: conversationId, ...audit });
        return thread;
      });
    },
  });

  app.get(apiPaths.admin.chatStream.path, {
    compress: false,
    schema: { tags, summary: 'Every chat change as Server-Sent Events', response: { 429: apiErrorSchema } },
    // `ready` once listening: the screen refetches, so nothing from before the stream is missed.
    handler: (request, reply) => open(request, reply, { hub, greeting: () => sseSignal('ready') }),
  });
};
