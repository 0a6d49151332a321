/**
 * What a checkout payment takes while its capture runs (issue 26, decision 088): the goods, off
 * stock, and one use of its coupon. Nothing is taken when a payment starts, so a visitor who
 * never approves holds nothing; both are taken in the transaction that flips the payment to
 * `capturing`, just before the provider is asked for the money, with one conditional UPDATE
 * each, so two shoppers can never both take the last unit or the last use of a single-use code,
 * on PGlite or on PostgreSQL. The loser is told before any money moves.
 */
import { and, asc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import { errorCodes } from '@marquee/contracts';
import type { Db, Executor } from '../../db/client.js';
import { checkoutPayments, coupons, products } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import { liveProduct } from '../catalog/live-products.js';
import { restock } from '../catalog/stock.js';

export interface HeldLine {
  productId: number;
  name: string;
  quantity: number;
}

/** How long a started, unapproved payment stays open. It holds nothing: this only tidies up. */
export const OPEN_MINUTES = 15;
/**
 * A capture older than this is no longer in flight (the PayPal client gives up after three
 * 15-second attempts): only then may the reconciler settle it. Until then nobody releases it.
 */
export const CAPTURE_LEASE_MS = 2 * 60_000;

function stockError(line: HeldLine, stock: number): AppError {
  const message =
    stock <= 0
      ? `"${line.name}" sold out before your payment was taken. You have not been charged.`
      : `Only ${stock} of "${line.name}" left; please update your cart. You have not been charged.`;
  return new AppError(409, errorCodes.INSUFFICIENT_STOCK, message, { [`items.${line.productId}`]: message });
}

/** What the shopper reads when the goods are short at the start of a payment (nothing taken yet). */
function startStockError(line: HeldLine, stock: number): AppError {
  const message =
    stock <= 0 ? `"${line.name}" is out of stock.` : `Only ${stock} of "${line.name}" left; please update your cart.`;
  return new AppError(409, errorCodes.INSUFFICIENT_STOCK, message, { [`items.${line.productId}`]: message });
}

const stockOf = sql<number>`case when ${liveProduct} then ${products.stockQuantity} else 0 end`.mapWith(Number);

/** Refuses lines the stock (as the cart read it) cannot cover now; the start of a payment takes nothing. */
export function assertInStock(lines: HeldLine[], stock: Map<number, number>): void {
  const short = lines.find((line) => (stock.get(line.productId) ?? 0) < line.quantity);
  if (short) throw startStockError(short, stock.get(short.productId) ?? 0);
}

/**
 * Takes the lines off stock and one use of the coupon, or throws (409 naming the line, or 400
 * naming couponCode) having changed nothing, so the caller may go on in its transaction.
 * Products are locked in id order so two carts never wait on each other in a cycle.
 */
export async function takeGoods(tx: Executor, lines: HeldLine[], couponCode: string | null): Promise<void> {
  const ids = lines.map((line) => line.productId);
  if (lines.length > 0) {
    // An archived product has no stock to sell: its line is refused as out of stock.
    const stock = await tx
      .select({ id: products.id, stock: stockOf })
      .from(products)
      .where(inArray(products.id, ids))
      .orderBy(asc(products.id))
      .for('update');
    const available = new Map(stock.map((row) => [row.id, row.stock]));
    const short = lines.find((line) => (available.get(line.productId) ?? 0) < line.quantity);
    if (short) throw stockError(short, available.get(short.productId) ?? 0);
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
      const message = 'This coupon has been used up. You have not been charged.';
      throw new AppError(400, errorCodes.COUPON_USED_UP, message, { couponCode: message });
    }
  }
  if (lines.length > 0) {
    // One UPDATE takes every line, whatever the cart's size (the rows are locked above).
    await tx.execute(sql`
      update ${products} set stock_quantity = ${products.stockQuantity} - taken.quantity
      from (values ${sql.join(
        lines.map((line) => sql`(${line.productId}::integer, ${line.quantity}::integer)`),
        sql`, `,
      )}) as taken(product_id, quantity)
      where ${products.id} = taken.product_id`);
  }
}

/** Gives back what `takeGoods` took. The caller has flipped the payment's status first, so this runs once. */
export async function returnGoods(tx: Executor, lines: HeldLine[], couponCode: string | null): Promise<void> {
  await restock(tx, lines);
  if (couponCode) {
    await tx
      .update(coupons)
      .set({ timesUsed: sql`greatest(${coupons.timesUsed} - 1, 0)` })
      .where(eq(coupons.code, couponCode));
  }
}

/**
 * Ends a capture attempt that took no money (declined, not approved, or the provider holds no
 * capture): the payment leaves `capturing` only if it is still at that attempt, and its goods go
 * back. `open` lets the payer try again; `released` closes it (the reconciler). False when the
 * attempt had already ended, so the goods are never given back twice.
 */
export async function endCaptureAttempt(
  db: Db,
  payment: { id: number; attempt: number },
  to: { status: 'open' } | { status: 'released'; releaseReason: string },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [ended] = await tx
      .update(checkoutPayments)
      .set({ ...to, captureStartedAt: null })
      .where(
        and(
          eq(checkoutPayments.id, payment.id),
          eq(checkoutPayments.status, 'capturing'),
          eq(checkoutPayments.captureAttempts, payment.attempt),
        ),
      )
      .returning();
    if (ended) await returnGoods(tx, ended.lines, ended.couponCode);
    return ended !== undefined;
  });
}
