import { sql } from 'drizzle-orm';
import { CHAT_EVENTS_CHANNEL, type ChatEvent } from '@marquee/contracts';
import type { Db } from '../../db/client.js';

/**
 * Tells every instance's chat streams that a conversation changed. Call it inside the write's
 * transaction: PostgreSQL delivers a NOTIFY only on commit, so a rolled-back write says nothing.
 */
export async function publishChatEvent(db: Db, event: ChatEvent): Promise<void> {
  await db.execute(sql`select pg_notify(${CHAT_EVENTS_CHANNEL}, ${JSON.stringify(event)})`);
}

/** The conversation key of a NOTIFY payload, or null when it is not a chat event. */
export function eventConversationKey(payload: string): string | null {
  try {
    const value = JSON.parse(payload) as { conversationKey?: unknown };
    return typeof value.conversationKey === 'string' ? value.conversationKey : null;
  } catch {
    return null;
  }
}
