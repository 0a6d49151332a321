import { apiPaths } from '@marquee/contracts';
import { TestClient } from '../app.js';
import type { AuditSamples } from './types.js';

/** Issue 14: a visitor's new conversation (unread), and its first message's id. */
async function newConversation(context: Parameters<AuditSamples>[0]): Promise<number> {
  const visitor = new TestClient(context.store.app);
  const response = await visitor.post(apiPaths.chat.messages.href(), {
    name: 'Audit visitor',
    email: 'audit-visitor@example.com',
    message: `Audit ${context.unique()}`,
  });
  if (response.statusCode !== 201) throw new Error(`chat message failed: ${response.statusCode} ${response.body}`);
  return (response.json() as { messages: { id: number }[] }).messages[0]!.id;
}

/** Issue 14's chat writes: marking a conversation read, and replying to it. */
export const chatAuditSamples: AuditSamples = (context) => ({
  'PATCH /api/admin/chat/conversations/:conversationId': async () => ({
    path: apiPaths.admin.chatConversation.href(await newConversation(context)),
    body: { status: 'read' },
    resource: 'chat',
  }),
  'POST /api/admin/chat/conversations/:conversationId/reply': async () => ({
    path: apiPaths.admin.chatReply.href(await newConversation(context)),
    body: { reply: 'Thanks for writing!' },
    resource: 'chat',
  }),
});
