/** A shopper's coupon code at checkout (SF-CPN-05): checked again on every quote, by the server alone. */
import { and, count, eq, ne } from 'drizzle-orm';
import { errorCodes, type ErrorCode } from '@marquee/contracts';
import type { Db } from '../../db/client.js';
import { coupons, orders, type Coupon } from '../../db/schema/index.js';
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
