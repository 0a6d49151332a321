/**
 * Deleting an account (R-33, ACC-07). First a Dream Box that still bills is cancelled with the
 * provider; if the provider refuses, nothing changes. Then one transaction: the orders (and the
 * checkout payments behind them) stay for the store's books with every personal field emptied,
 * every other row that names the person goes, and the confirmation e-mail is queued. A failure
 * inside rolls all of it back.
 */
import { randomBytes } from 'node:crypto';
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { accountMessages, errorCodes } from '@marquee/contracts';
import type { Tx } from '../../db/client.js';
import {
  adminAuditLog,
  chatMessages,
  checkoutPayments,
  dreamBoxSubscriptions,
  emailOutbox,
  newsletterSubscriptions,
  orders,
  orderStatusHistory,
  productReviews,
  signInFailures,
  testPaymentState,
  user,
  verification,
} from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import { accountDeletedEmail } from '../email/account-deleted-email.js';
import { enqueueEmail } from '../email/outbox.js';
import { liveSubscriptionStatuses } from '../dream-box/subscriptions.js';
import type { OrderDeps } from '../orders/order-deps.js';
import { cancelAtProvider, recordCancellation } from './subscription.js';
import { profileLanguage } from '../auth/service.js';

const deleteFailed = (): AppError => new AppError(502, errorCodes.ACCOUNT_DELETE_FAILED, accountMessages.deleteFailed);

/** An address that can never receive mail (RFC 2606), different per deleted account. */
export const anonymousEmail = () => `deleted-${randomBytes(8).toString('hex')}@deleted.invalid`;

/** The name a deleted customer's reviews keep: the words stay, the person does not. */
export const FORMER_CUSTOMER = 'Former customer';

export async function deleteAccount(
  deps: Pick<OrderDeps, 'db' | 'provider' | 'log'>,
  userId: string,
  now: Date,
): Promise<void> {
  const { db, log } = deps;
  const [account] = await db
    .select({ email: user.email, emailVerified: user.emailVerified })
    .from(user)
    .where(eq(user.id, userId));
  // Already deleted (a second click): the customer asked for this and has it.
  if (!account) return;
  const email = account.email.toLowerCase();

  const live = await db
    .select()
    .from(dreamBoxSubscriptions)
    .where(
      and(eq(dreamBoxSubscriptions.userId, userId), inArray(dreamBoxSubscriptions.status, liveSubscriptionStatuses)),
    );
  for (const subscription of live) {
    await cancelAtProvider(deps, subscription, 'The subscriber deleted their account', () => {
      throw deleteFailed();
    });
    // Recorded at once: should the deletion below fail, the row still says what the provider says.
    await recordCancellation(db, subscription.id, now);
  }
  await cancelUnapproved(deps, userId);

  try {
    await db.transaction(async (tx) => {
      // A concurrent deletion holds the row until it commits; then there is nothing left to do.
      const [locked] = await tx.select({ id: user.id }).from(user).where(eq(user.id, userId)).for('update');
      if (!locked) return;
      // Read before the profile goes with the account.
      const language = await profileLanguage(tx, userId);
      await eraseAccount(tx, userId, email, account.emailVerified);
      await enqueueEmail(tx, accountDeletedEmail(account.email, live.length > 0, language));
    });
  } catch (error) {
    log.error({ err: error }, 'account deletion failed; rolled back');
    throw new AppError(500, errorCodes.ACCOUNT_DELETE_FAILED, accountMessages.deleteFailed);
  }
}

/**
 * A subscription still waiting for the payer's approval has nothing to bill yet, but its approval
 * page may still be open: cancelled too, so that it cannot start billing for a deleted account.
 * The provider may refuse to cancel one not yet approved; that does not stop the deletion.
 */
async function cancelUnapproved(deps: Pick<OrderDeps, 'db' | 'provider' | 'log'>, userId: string) {
  const pending = await deps.db
    .select({ providerSubscriptionId: dreamBoxSubscriptions.providerSubscriptionId })
    .from(dreamBoxSubscriptions)
    .where(and(eq(dreamBoxSubscriptions.userId, userId), eq(dreamBoxSubscriptions.status, 'pending')));
  for (const { providerSubscriptionId: id } of pending) {
    if (!id) continue;
    await deps.provider
      .cancelSubscription(id, 'The subscriber deleted their account')
      .catch((err: unknown) => deps.log.warn({ err, subscription: id }, 'a pending subscription was not cancelled'));
  }
}

/**
 * Everything that holds the person, by user id or by e-mail; the caller's transaction. Rows
 * found only by the e-mail (guest orders, chat, newsletter, queued mail) are the person's only
 * when the account proved it owns the address: sign-up does not wait for verification, so an
 * unverified account could otherwise be made with someone else's address to erase their data.
 */
async function eraseAccount(tx: Tx, userId: string, email: string, emailVerified: boolean): Promise<void> {
  const placeholder = anonymousEmail();
  const sameEmail = (column: AnyPgColumn) => (emailVerified ? sql`lower(${column}) = ${email}` : sql`false`);

  // Guest purchases made with the same address are the same person's.
  await tx
    .update(orders)
    .set({ email: placeholder, shippingAddress: null, userId: null, guestId: null })
    .where(or(eq(orders.userId, userId), sameEmail(orders.email)));
  await tx
    .update(checkoutPayments)
    .set({
      email: placeholder,
      // The column is required; the country stays for the books (taxes by destination).
      shippingAddress: sql`jsonb_build_object('name', '', 'line1', '', 'line2', '', 'city', '', 'region', '', 'postalCode', '', 'country', ${checkoutPayments.shippingAddress}->>'country')`,
      userId: null,
      guestId: null,
      // The coupon-limit key holds a guest's e-mail (issue 26): it goes with the person.
      customerKey: '',
    })
    .where(or(eq(checkoutPayments.userId, userId), sameEmail(checkoutPayments.email)));
  await tx.update(orderStatusHistory).set({ actorUserId: null }).where(eq(orderStatusHistory.actorUserId, userId));
  // The offline test provider keeps its subscriptions in the database, with the user id as custom_id.
  await tx
    .update(testPaymentState)
    .set({ value: sql`jsonb_set(${testPaymentState.value}, '{customId}', '"deleted"')` })
    .where(
      and(sql`${testPaymentState.key} like 'subscription:%'`, sql`${testPaymentState.value}->>'customId' = ${userId}`),
    );
  // Staff actions on this customer stay in the audit log (their rows hold only flags) under a pseudonym.
  await tx
    .update(adminAuditLog)
    .set({ resourceId: placeholder.split('@')[0]! })
    .where(and(eq(adminAuditLog.resource, 'customers'), eq(adminAuditLog.resourceId, userId)));
  await tx
    .update(productReviews)
    .set({ userId: null, userName: FORMER_CUSTOMER })
    .where(eq(productReviews.userId, userId));

  await tx.delete(chatMessages).where(or(eq(chatMessages.userId, userId), sameEmail(chatMessages.customerEmail)));
  await tx.delete(newsletterSubscriptions).where(sameEmail(newsletterSubscriptions.email));
  await tx.delete(signInFailures).where(eq(signInFailures.email, email));
  // better-auth's tokens: keyed by the e-mail, or holding the user id as their value.
  await tx
    .delete(verification)
    .where(
      or(
        sql`lower(${verification.identifier}) = ${email}`,
        eq(verification.value, userId),
        sql`strpos(lower(${verification.value}), ${email}) > 0`,
      ),
    );
  await tx.delete(emailOutbox).where(sameEmail(emailOutbox.toAddress));
  // Cascades to sessions, credentials, profile, password-change codes, Dream Box rows, cart, wishlist.
  await tx.delete(user).where(eq(user.id, userId));
}
