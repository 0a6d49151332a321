/**
 * Queues a Dream Box e-mail in the caller's transaction (issue 26), addressed to the
 * subscriber's real e-mail with a link to the account's Dream Box page.
 */
import { eq } from 'drizzle-orm';
import { paths } from '@marquee/contracts';
import type { Executor } from '../../db/client.js';
import { user, type DreamBoxSubscription } from '../../db/schema/index.js';
import {
  dreamBoxEndedEmail,
  dreamBoxPaymentFailedEmail,
  dreamBoxRenewedEmail,
  dreamBoxStartedEmail,
  type DreamBoxEmailInput,
} from '../email/dream-box-emails.js';
import { enqueueEmail } from '../email/outbox.js';
import type { OrderDeps } from '../orders/order-deps.js';
import type { WrittenBox } from './boxes.js';
import { profileLanguage } from '../auth/service.js';
import { storeLink } from '../email/mail-language.js';

export type SubscriptionMail =
  | { kind: 'started' | 'renewed'; box: WrittenBox }
  | { kind: 'payment-failed' }
  | { kind: 'ended'; how: 'cancelled' | 'expired' };

export async function queueSubscriptionEmail(
  tx: Executor,
  deps: Pick<OrderDeps, 'publicUrl'>,
  subscription: DreamBoxSubscription,
  mail: SubscriptionMail,
): Promise<void> {
  const [owner] = await tx
    .select({ name: user.name, email: user.email })
    .from(user)
    .where(eq(user.id, subscription.userId));
  const to = subscription.email ?? owner?.email;
  if (!to) return;
  const firstName = owner?.name.trim().split(/\s+/)[0];
  // The subscriber's language (the account's), for a mail a webhook may cause long after any visit.
  const language = await profileLanguage(tx, subscription.userId);
  const input: DreamBoxEmailInput = {
    to,
    ...(firstName ? { firstName } : {}),
    accountUrl: storeLink(deps.publicUrl, language, paths.account.href({ tab: 'dream-box' })),
    language,
    monthlyPriceCents: subscription.monthlyPriceCents,
    currency: subscription.currency,
  };
  switch (mail.kind) {
    case 'started':
      return enqueueEmail(tx, dreamBoxStartedEmail({ ...input, ...mail.box }));
    case 'renewed':
      return enqueueEmail(tx, dreamBoxRenewedEmail({ ...input, ...mail.box }));
    case 'payment-failed':
      return enqueueEmail(tx, dreamBoxPaymentFailedEmail(input));
    case 'ended':
      return enqueueEmail(tx, dreamBoxEndedEmail({ ...input, how: mail.how, endsOn: subscription.endsOn }));
  }
}
