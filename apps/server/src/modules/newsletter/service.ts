/**
 * The newsletter's double opt-in (issue 29, decision 096): a sign-up stores the address
 * unconfirmed and mails a confirmation link; following it confirms the address and sends the
 * welcome, the first marketing e-mail; unsubscribing deletes the row. Only confirmed addresses
 * count (the admin's count and export). Each e-mail is written to the outbox in the
 * transaction of its cause.
 */
import { and, eq, gt, isNull, lte, or } from 'drizzle-orm';
import type { LanguageCode } from '@marquee/contracts';
import type { Db } from '../../db/client.js';
import { newsletterSubscriptions as subscriptions } from '../../db/schema/index.js';
import { newsletterConfirmationEmail, newsletterWelcomeEmail } from '../email/newsletter-emails.js';
import { enqueueEmail } from '../email/outbox.js';
import type { NewsletterLinks } from './links.js';
import { confirmTokenHash, newConfirmToken } from './tokens.js';

/** How long a confirmation link works; signing up again sends a new one. */
export const CONFIRM_LINK_DAYS = 7;
/** A repeated sign-up of a pending address mails again only after this long: nobody can flood an inbox. */
export const RESEND_AFTER_MINUTES = 10;

const MINUTE_MS = 60_000;

/**
 * - `sent`: a new address, or a pending one whose last link is older than RESEND_AFTER_MINUTES:
 *   it has a new link (the previous one stops working) and the e-mail is queued.
 * - `recentlySent`: a pending address mailed within those minutes: nothing is sent.
 * - `alreadyConfirmed`: the address is subscribed (SF-HOME-11).
 */
export type SignUpOutcome = 'sent' | 'recentlySent' | 'alreadyConfirmed';

export async function signUp(
  db: Db,
  input: { email: string; language: LanguageCode; now: Date; links: NewsletterLinks },
): Promise<SignUpOutcome> {
  const { email, language, now, links } = input;
  return db.transaction(async (tx) => {
    const token = newConfirmToken();
    const fresh = { confirmTokenHash: confirmTokenHash(token), confirmationSentAt: now, language };
    // The unique address decides duplicates: two sign-ups at once cannot both insert.
    const [inserted] = await tx
      .insert(subscriptions)
      .values({ email, ...fresh, createdAt: now })
      .onConflictDoNothing({ target: subscriptions.email })
      .returning({ id: subscriptions.id });
    if (!inserted) {
      const resendBefore = new Date(now.getTime() - RESEND_AFTER_MINUTES * MINUTE_MS);
      const [resent] = await tx
        .update(subscriptions)
        .set(fresh)
        .where(
          and(
            eq(subscriptions.email, email),
            isNull(subscriptions.confirmedAt),
            or(isNull(subscriptions.confirmationSentAt), lte(subscriptions.confirmationSentAt, resendBefore)),
          ),
        )
        .returning({ id: subscriptions.id });
      if (!resent) {
        const [row] = await tx
          .select({ confirmedAt: subscriptions.confirmedAt })
          .from(subscriptions)
          .where(eq(subscriptions.email, email));
        return row?.confirmedAt ? 'alreadyConfirmed' : 'recentlySent';
      }
    }
    await enqueueEmail(
      tx,
      newsletterConfirmationEmail(email, links.confirmUrl(token, language), CONFIRM_LINK_DAYS, language),
    );
    return 'sent';
  });
}

/**
 * Follows a confirmation link: true when the token was live (it is used up now, and the
 * welcome is queued), false when it is unknown, used, replaced by a newer link or expired.
 */
export async function confirmSubscription(db: Db, token: string, now: Date, links: NewsletterLinks): Promise<boolean> {
  const linkEnded = new Date(now.getTime() - CONFIRM_LINK_DAYS * 24 * 60 * MINUTE_MS);
  return db.transaction(async (tx) => {
    const [confirmed] = await tx
      .update(subscriptions)
      .set({ confirmedAt: now, confirmTokenHash: null })
      .where(
        and(
          eq(subscriptions.confirmTokenHash, confirmTokenHash(token)),
          isNull(subscriptions.confirmedAt),
          gt(subscriptions.confirmationSentAt, linkEnded),
        ),
      )
      .returning({ id: subscriptions.id, email: subscriptions.email, language: subscriptions.language });
    if (!confirmed) return false;
    const { id, email, language } = confirmed;
    await enqueueEmail(
      tx,
      newsletterWelcomeEmail(email, links.storeUrl(language), links.unsubscribeUrl(id, language), language),
    );
    return true;
  });
}

/** Ends a subscription: the row goes, address and all (a later sign-up starts again with its opt-in). */
export async function unsubscribe(db: Db, subscriptionId: number): Promise<void> {
  await db.delete(subscriptions).where(eq(subscriptions.id, subscriptionId));
}
