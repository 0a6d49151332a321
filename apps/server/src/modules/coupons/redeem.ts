/** A shopper's coupon code at checkout (SF-CPN-05): checked again on every quote, by the server alone. */
import { and, count, eq, ne, sql } from 'drizzle-orm';
import { errorCodes, type ErrorCode } from '@marquee/contracts';
import type { Db, Executor } from '../../db/client.js';
import { checkoutPayments, coupons, orders, type Coupon } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import { ownedBy, type Owner } from '../../lib/owner.js';

const couponError = (code: ErrorCode, message: string) => new AppError(400, code, message, { couponCode: message });

const usd = (cents: number) => `$${(cents / 100).toFixed(2)}`;

/** The coupon for `code`, or a 400 saying why it cannot be used now by this owner. */
export async function findUsableCoupon(
  db: Db,
  owner: Owner,
  code: string,
  subtotalCents: number,
  now = new Date(),
): Promise<Coupon> {
  const [coupon] = await db.select().from(coupons).where(eq(coupons.code, code.trim().toUpperCase()));
  // A switched-off code reads like an unknown one (MSG-CHK-06).
  if (!coupon || !coupon.isActive) throw couponError(errorCodes.COUPON_INVALID, 'Invalid coupon code');
  if (coupon.startsAt && coupon.startsAt > now)
    throw couponError(errorCodes.COUPON_NOT_YET_VALID, 'This coupon is not valid yet.');
  if (coupon.endsAt && coupon.endsAt <= now) throw couponError(errorCodes.COUPON_EXPIRED, 'This coupon has expired.');
  if (subtotalCents < coupon.minSubtotalCents)
    throw couponError(
      errorCodes.COUPON_MIN_SUBTOTAL,
      `This coupon needs a subtotal of at least ${usd(coupon.minSubtotalCents)}.`,
    );
  if (coupon.usageLimit !== null && coupon.timesUsed >= coupon.usageLimit)
    throw couponError(errorCodes.COUPON_USED_UP, 'This coupon has been used up.');
  if (coupon.perCustomerLimit !== null) {
    // Every order of this owner with the code counts, except cancelled ones.
    const [used] = await db
      .select({ n: count() })
      .from(orders)
      .where(and(ownedBy(orders, owner), eq(orders.couponCode, coupon.code), ne(orders.status, 'cancelled')));
    if ((used?.n ?? 0) >= coupon.perCustomerLimit)
      throw couponError(errorCodes.COUPON_LIMIT_REACHED, 'You have already used this coupon.');
  }
  return coupon;
}

/** Who a payment is for a coupon's per-customer limit: the account, or a guest's e-mail (any cookie). */
export function customerKey(userId: string | null | undefined, email: string): string {
  return userId ? `user:${userId}` : `email:${email.trim().toLowerCase()}`;
}

/**
 * A coupon's per-customer limit against this customer's payments with it (issue 26): those
 * being captured, those that became an order not cancelled and, when starting, those still open
 * (so two tabs or two cookies cannot each use a once-per-customer code). Runs under a lock on
 * (code, customer), so two payments checked at once are counted one after the other.
 */
export async function assertCustomerCouponLimit(
  tx: Executor,
  check: { code: string; customerKey: string; exceptPaymentId?: number; countOpen: boolean },
): Promise<void> {
  const [coupon] = await tx
    .select({ limit: coupons.perCustomerLimit })
    .from(coupons)
    .where(eq(coupons.code, check.code));
  if (coupon?.limit == null) return;
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`coupon:${check.code}:${check.customerKey}`}))`);
  const statuses = check.countOpen ? sql`('open', 'capturing')` : sql`('capturing')`;
  const [used] = await tx
    .select({ n: count() })
    .from(checkoutPayments)
    .leftJoin(orders, eq(orders.id, checkoutPayments.orderId))
    .where(
      and(
        eq(checkoutPayments.couponCode, check.code),
        eq(checkoutPayments.customerKey, check.customerKey),
        check.exceptPaymentId === undefined ? undefined : ne(checkoutPayments.id, check.exceptPaymentId),
        sql`(${checkoutPayments.status} in ${statuses} or (${checkoutPayments.status} = 'completed' and ${orders.status} is distinct from 'cancelled'))`,
      ),
    );
  if ((used?.n ?? 0) >= coupon.limit)
    throw couponError(errorCodes.COUPON_LIMIT_REACHED, 'You have already used this coupon.');
}
