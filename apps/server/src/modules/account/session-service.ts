import { and, desc, eq, gt, ne } from 'drizzle-orm';
import type { AccountSession } from '@marquee/contracts';
import type { Db } from '../../db/client.js';
import { session } from '../../db/schema/index.js';
import { describeUserAgent } from './user-agent.js';

/**
 * The account's signed-in browsers, most recently active first. Expiry is better-auth's, which
 * runs on the real time, so `now` is the wall clock and not the app's clock.
 */
export async function listSessions(db: Db, userId: string, currentSessionId: string): Promise<AccountSession[]> {
  const rows = await db
    .select({
      id: session.id,
      userAgent: session.userAgent,
      ipAddress: session.ipAddress,
      createdAt: session.createdAt,
      updatedAt: session.updatedAt,
    })
    .from(session)
    .where(and(eq(session.userId, userId), gt(session.expiresAt, new Date())))
    .orderBy(desc(session.updatedAt), desc(session.createdAt));
  return rows.map((row) => ({
    id: row.id,
    current: row.id === currentSessionId,
    browser: describeUserAgent(row.userAgent),
    ipAddress: row.ipAddress || null,
    signedInAt: row.createdAt.toISOString(),
    lastActiveAt: row.updatedAt.toISOString(),
  }));
}

/** Ends one of the user's sessions; false if it was not theirs (nothing is deleted then). */
export async function revokeSession(db: Db, userId: string, sessionId: string): Promise<boolean> {
  const deleted = await db
    .delete(session)
    .where(and(eq(session.id, sessionId), eq(session.userId, userId)))
    .returning({ id: session.id });
  return deleted.length > 0;
}

/** Ends every session of the user but the current one; returns how many. */
export async function revokeOtherSessions(db: Db, userId: string, currentSessionId: string): Promise<number> {
  const deleted = await db
    .delete(session)
    .where(and(eq(session.userId, userId), ne(session.id, currentSessionId)))
    .returning({ id: session.id });
  return deleted.length;
}
