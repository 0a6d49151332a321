/**
 * What an open checkout payment holds (decision 066): the goods, taken off stock when the
 * payment starts, and one use of its coupon. Both are taken with one conditional UPDATE each,
 * so two shoppers can never both hold the last unit or the last use of a single-use code,
 * on PGlite or on PostgreSQL; both are given back when the payment is released.
 */
import { and, asc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import { errorCodes } from '@marquee/contracts';
import type { Executor } from '../../db/client.js';
import { checkoutPayments, coupons, products, type CheckoutPayment } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import { liveProduct } from '../catalog/live-products.js';
import { restock } from '../catalog/stock.js';

export interface HeldLine {
  productId: number;
  name: string;
  quantity: number;
}

/** How long goods stay held for a shopper who has started to pay. */
export const HOLD_MINUTES = 15;

function stockError(line: HeldLine, stock: number): AppError {
  const message =
    stock <= 0 ? `"${line.name}" is out of stock.` : `Only ${stock} of "${line.name}" left; please update your cart.`;
  return new AppError(409, errorCodes.INSUFFICIENT_STOCK, message, { [`items.${line.productId}`]: message });
}

/**
 * Takes the lines off stock and one use of the coupon, or throws (409 naming the line, or 400
 * naming couponCode) having taken nothing: the caller's transaction rolls back. Products are
 * taken in id order so two carts never wait on each other in a cycle.
 */
export async function holdGoods(tx: Executor, lines: HeldLine[], couponCode: string | null): Promise<void> {
  if (lines.length > 0) {
    const ids = lines.map((line) => line.productId);
    // Lock the rows in id order first, so two carts sharing products never deadlock; then
    // one UPDATE takes every line, whatever the cart's size.
    // An archived product has no stock to sell: its line is refused as out of stock.
    const stock = await tx
      .select({
        id: products.id,
        stock: sql<number>`case when ${liveProduct} then ${products.stockQuantity} else 0 end`.mapWith(Number),
      })
      .from(products)
      .where(inArray(products.id, ids))
      .orderBy(asc(products.id))
      .for('update');
    const available = new Map(stock.map((row) => [row.id, row.stock]));
    const short = lines.find((line) => (available.get(line.productId) ?? 0) < line.quantity);
    if (short) throw stockError(short, available.get(short.productId) ?? 0);
    await tx.execute(sql`
      update ${products} set stock_quantity = ${products.stockQuantity} - taken.quantity
      from (values ${sql.join(
        lines.map((line) => sql`(${line.productId}::integer, ${line.quantity}::integer)`),
        sql`, `,
      )}) as taken(product_id, quantity)
      where ${products.id} = taken.product_id`);
  }
  if (couponCode) {
    const counted = await tx
      .update(coupons)
      .set({ timesUsed: sql`${coupons.timesUsed} + 1` })
      .where(
        and(eq(coupons.code, couponCode), or(isNull(coupons.usageLimit), lt(coupons.timesUsed, coupons.usageLimit))),
      )
      .returning({ code: coupons.code });
    if (counted.length === 0) {
      const message = 'This coupon has been used up.';
      throw new AppError(400, errorCodes.COUPON_USED_UP, message, { couponCode: message });
    }
  }
}

/** Gives back what `holdGoods` took. */
async function returnGoods(tx: Executor, lines: HeldLine[], couponCode: string | null): Promise<void> {
  await restock(tx, lines);
  if (couponCode) {
    await tx
      .update(coupons)
      .set({ timesUsed: sql`greatest(${coupons.timesUsed} - 1, 0)` })
      .where(eq(coupons.code, couponCode));
  }
}

/**
 * Releases an open payment's hold; false when it was not open (already released or turned
 * into an order), so a hold is never given back twice.
 */
export async function releaseHold(tx: Executor, payment: CheckoutPayment, reason: string): Promise<boolean> {
  const released = await tx
    .update(checkoutPayments)
    .set({ status: 'released', releaseReason: reason })
    .where(and(eq(checkoutPayments.id, payment.id), eq(checkoutPayments.status, 'open')))
    .returning({ id: checkoutPayments.id });
  if (released.length === 0) return false;
  await returnGoods(tx, payment.lines, payment.couponCode);
  return true;
}

/** Holds a released payment's goods again (a payer who approved after the hold expired). */
export async function holdAgain(tx: Executor, payment: CheckoutPayment, until: Date): Promise<void> {
  await holdGoods(tx, payment.lines, payment.couponCode);
  await tx
    .update(checkoutPayments)
    .set({ status: 'open', releaseReason: null, reservedUntil: until })
    .where(and(eq(checkoutPayments.id, payment.id), eq(checkoutPayments.status, 'released')));
}
