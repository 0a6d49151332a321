import { emailKeyPart, type SharedCounters, type WindowCount } from './shared-counters.js';

/**
 * E-mails of one kind one address may receive in an hour (issue 27 point 5), however many
 * clients, accounts or instances ask: three lets a customer whose mail is slow ask again twice,
 * and keeps anyone from turning the store into a mail cannon against an inbox.
 */
export const EMAILS_PER_RECIPIENT_HOURLY = 3;
const HOUR_MS = 60 * 60_000;

/** The e-mails a stranger can make the store send to an address they typed. */
export type LimitedEmail = 'password-reset' | 'password-code' | 'reauthentication-code' | 'chat-confirmation';

export interface RecipientAllowance extends WindowCount {
  allowed: boolean;
}

/**
 * Counts one e-mail of `kind` to `recipient` and says whether it may go. Callers that must not
 * reveal whether an account exists answer as if it went; a signed-in customer asking for their
 * own code may be told to wait (`resetAt`).
 */
export async function allowEmailTo(
  counters: SharedCounters,
  kind: LimitedEmail,
  recipient: string,
  now?: number,
): Promise<RecipientAllowance> {
  const window = await counters.hit(`mail:${kind}:${emailKeyPart(recipient)}`, HOUR_MS, now);
  return { ...window, allowed: window.count <= EMAILS_PER_RECIPIENT_HOURLY };
}
