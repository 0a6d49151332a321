import type { Db } from '../../db/client.js';
import { emailOutbox } from '../../db/schema/index.js';

export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

type Listener = () => void;
const listeners = new Set<Listener>();

/** Lets the worker of this process send at once instead of at its next poll. */
export function onEmailQueued(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Mail is written to the outbox in the caller's transaction and sent by the worker,
 * so a failed SMTP server never fails or slows a request, and nothing is lost.
 */
export async function enqueueEmail(db: Pick<Db, 'insert'>, mail: OutgoingEmail): Promise<void> {
  await db.insert(emailOutbox).values({
    toAddress: mail.to,
    subject: mail.subject,
    textBody: mail.text,
    htmlBody: mail.html ?? null,
  });
  for (const listener of listeners) listener();
}
