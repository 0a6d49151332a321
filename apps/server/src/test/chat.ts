import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { emailOutbox } from '../db/schema/index.js';

export const CHAT_CONFIRMATION_SUBJECT = 'Confirm your address for chat replies';

/** The path and query of the newest chat confirmation link mailed to `email` (issue 27 point 5). */
export async function chatConfirmationLink(db: Db, email: string): Promise<string> {
  const [mail] = await db
    .select({ text: emailOutbox.textBody })
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toAddress, email), eq(emailOutbox.subject, CHAT_CONFIRMATION_SUBJECT)))
    .orderBy(desc(emailOutbox.id))
    .limit(1);
  const link = mail && /Confirm: (\S+)/.exec(mail.text)?.[1];
  if (!link) throw new Error(`no chat confirmation link was mailed to ${email}`);
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}
