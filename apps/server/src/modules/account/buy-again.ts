/**
 * "Buy again" (issue 12): the lines of a past order go into the customer's cart at today's
 * prices (the cart reads prices from the catalogue, never from the order), as many as stock
 * allows beside what the cart already holds; the rest are named with the reason.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { errorCodes, type BuyAgainResult } from '@marquee/contracts';
import type { Db } from '../../db/client.js';
import { cartItems, orderItems, products } from '../../db/schema/index.js';
import { liveProduct } from '../catalog/live-products.js';
import { AppError } from '../../lib/errors.js';
import { addToCart, getCart } from '../cart/service.js';
import { findAccountOrder } from './orders.js';

type Skipped = BuyAgainResult['skipped'][number];

export async function buyAgain(db: Db, userId: string, orderNumber: string): Promise<BuyAgainResult> {
  const order = await findAccountOrder(db, userId, orderNumber);
  const lines = await db.select().from(orderItems).where(eq(orderItems.orderId, order.id)).orderBy(orderItems.id);
  const skipped: Skipped[] = [];
  const wanted = new Map<number, { name: string; quantity: number }>();
  for (const line of lines) {
    if (line.productId === null) {
      // A box month is the subscription's, not a product; any other line lost its product.
      skipped.push({
        name: line.productName,
        reason: order.dreamBoxSubscriptionId !== null ? 'not_a_product' : 'unavailable',
      });
      continue;
    }
    const seen = wanted.get(line.productId);
    wanted.set(line.productId, { name: line.productName, quantity: (seen?.quantity ?? 0) + line.quantity });
  }

  const ids = [...wanted.keys()];
  const [catalogue, inCart] = ids.length
    ? await Promise.all([
        db
          .select({ id: products.id, title: products.title, stock: products.stockQuantity })
          .from(products)
          .where(and(inArray(products.id, ids), liveProduct)),
        db
          .select({ productId: cartItems.productId, quantity: cartItems.quantity })
          .from(cartItems)
          .where(and(eq(cartItems.userId, userId), inArray(cartItems.productId, ids))),
      ])
    : [[], []];

  const added: BuyAgainResult['added'] = [];
  for (const [productId, line] of wanted) {
    const product = catalogue.find((p) => p.id === productId);
    if (!product) {
      skipped.push({ name: line.name, reason: 'unavailable' });
      continue;
    }
    const room = product.stock - (inCart.find((c) => c.productId === productId)?.quantity ?? 0);
    const quantity = Math.min(line.quantity, room);
    if (quantity <= 0) {
      skipped.push({ name: product.title, reason: 'out_of_stock' });
      continue;
    }
    try {
      // The cart's own add: it locks the stock row and refuses a sum above stock.
      await addToCart(db, { userId }, productId, quantity);
      added.push({ productId, name: product.title, quantity });
    } catch (error) {
      // Stock sold in the meantime: the line is skipped, the others still go in.
      if (!(error instanceof AppError) || error.code !== errorCodes.INSUFFICIENT_STOCK) throw error;
      skipped.push({ name: product.title, reason: 'out_of_stock' });
    }
  }
  return { cart: await getCart(db, { userId }), added, skipped };
}
