import { and, asc, eq, sql } from 'drizzle-orm';
import { errorCodes, SHIPPING_FEE_CENTS, type Cart, type CartLine } from '@marquee/contracts';
import type { Db, Executor } from '../../db/client.js';
import { cartItems, products } from '../../db/schema/index.js';
import { AppError, notFound } from '../../lib/errors.js';
import { ownedBy, ownerValues, removeOwnedProduct, type Owner } from '../../lib/owner.js';
import { mainImageColumn } from '../../lib/product-main-image.js';
import { getPublicSettings } from '../settings/service.js';
import { liveProduct, productNotFound } from '../catalog/live-products.js';

const lineColumns = {
  productId: products.id,
  title: products.title,
  priceCents: products.priceCents,
  image: mainImageColumn,
  // An archived product's line stays in the cart but shows no stock: unavailable, refused at checkout.
  stockQuantity: sql<number>`case when ${liveProduct} then ${products.stockQuantity} else 0 end`.mapWith(Number),
  quantity: cartItems.quantity,
};

/** Totals and free-shipping progress, all in USD cents from database prices. */
export function summarizeCart(lines: Omit<CartLine, 'lineTotalCents'>[], thresholdCents: number): Cart {
  const items = lines.map((line) => ({ ...line, lineTotalCents: line.priceCents * line.quantity }));
  const subtotalCents = items.reduce((sum, line) => sum + line.lineTotalCents, 0);
  const itemCount = items.reduce((sum, line) => sum + line.quantity, 0);
  const qualifies = subtotalCents >= thresholdCents;
  const shippingCents = items.length === 0 || qualifies ? 0 : SHIPPING_FEE_CENTS;
  return {
    items,
    itemCount,
    subtotalCents,
    shippingCents,
    totalCents: subtotalCents + shippingCents,
    freeShipping: {
      thresholdCents,
      remainingCents: Math.max(0, thresholdCents - subtotalCents),
      // Capped at 100 % (SF-CART-04); floor so 99.6 % does not read as done.
      percent: thresholdCents <= 0 ? 100 : Math.min(100, Math.floor((subtotalCents * 100) / thresholdCents)),
      qualifies,
    },
  };
}

/** The owner's cart lines at today's database prices, oldest first. */
export function cartLines(db: Db, owner: Owner) {
  return db
    .select(lineColumns)
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .where(ownedBy(cartItems, owner))
    .orderBy(asc(cartItems.createdAt), asc(cartItems.id));
}

export async function getCart(db: Db, owner: Owner): Promise<Cart> {
  const [lines, settings] = await Promise.all([cartLines(db, owner), getPublicSettings(db)]);
  return summarizeCart(lines, settings.freeShippingThresholdCents);
}

function stockError(stock: number, inCart: number): AppError {
  const message =
    stock === 0
      ? 'This product is out of stock.'
      : inCart > 0
        ? `Only ${stock} in stock, and ${inCart} already in your cart.`
        : `Only ${stock} in stock.`;
  return new AppError(409, errorCodes.INSUFFICIENT_STOCK, message, { quantity: message });
}

/** Locks the product row against stock changes for the rest of the transaction. */
async function lockStock(tx: Executor, productId: number): Promise<number> {
  const [product] = await tx
    .select({ stock: products.stockQuantity })
    .from(products)
    .where(and(eq(products.id, productId), liveProduct))
    .for('share');
  if (!product) throw productNotFound();
  return product.stock;
}

/**
 * Adds to the line or creates it (SF-CART-07). The upsert's WHERE keeps the summed
 * quantity within stock even when two adds race.
 */
export async function addToCart(db: Db, owner: Owner, productId: number, quantity: number): Promise<Cart> {
  await db.transaction(async (tx) => {
    const stock = await lockStock(tx, productId);
    if (quantity > stock) throw stockError(stock, 0);
    const target = owner.userId !== undefined ? cartItems.userId : cartItems.guestId;
    const saved = await tx
      .insert(cartItems)
      .values({ productId, quantity, ...ownerValues(owner) })
      .onConflictDoUpdate({
        target: [target, cartItems.productId],
        set: { quantity: sql`${cartItems.quantity} + excluded.quantity`, updatedAt: sql`now()` },
        setWhere: sql`${cartItems.quantity} + excluded.quantity <= ${stock}`,
      })
      .returning({ quantity: cartItems.quantity });
    if (saved.length === 0) {
      const [line] = await tx
        .select({ quantity: cartItems.quantity })
        .from(cartItems)
        .where(and(ownedBy(cartItems, owner), eq(cartItems.productId, productId)));
      throw stockError(stock, line?.quantity ?? 0);
    }
  });
  return getCart(db, owner);
}

/** Sets a line's quantity; 0 or less removes the line (SF-CART-08). */
export async function setCartQuantity(db: Db, owner: Owner, productId: number, quantity: number): Promise<Cart> {
  if (quantity <= 0) return removeFromCart(db, owner, productId);
  await db.transaction(async (tx) => {
    const stock = await lockStock(tx, productId);
    if (quantity > stock) throw stockError(stock, 0);
    const updated = await tx
      .update(cartItems)
      .set({ quantity })
      .where(and(ownedBy(cartItems, owner), eq(cartItems.productId, productId)))
      .returning({ id: cartItems.id });
    if (updated.length === 0) throw notFound('This product is not in your cart.');
  });
  return getCart(db, owner);
}

/** Removing a line that is not there is not an error: the cart ends up as asked. */
export async function removeFromCart(db: Db, owner: Owner, productId: number): Promise<Cart> {
  await removeOwnedProduct(db, cartItems, owner, productId);
  return getCart(db, owner);
}

export async function clearCart(db: Db, owner: Owner): Promise<Cart> {
  await db.delete(cartItems).where(ownedBy(cartItems, owner));
  return getCart(db, owner);
}

/**
 * Moves a guest's cart into the user's: quantities add up, capped at stock (a
 * user's existing line is never reduced), out-of-stock lines are dropped; then the guest
 * rows go. Runs inside the caller's transaction.
 */
export async function mergeGuestCart(tx: Executor, guestId: string, userId: string): Promise<void> {
  const guestLines = await tx
    .select({ productId: cartItems.productId, quantity: cartItems.quantity, stock: products.stockQuantity })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .where(and(eq(cartItems.guestId, guestId), liveProduct))
    .for('update', { of: cartItems });
  for (const line of guestLines) {
    if (line.stock <= 0) continue;
    await tx
      .insert(cartItems)
      .values({ productId: line.productId, quantity: Math.min(line.quantity, line.stock), userId })
      .onConflictDoUpdate({
        target: [cartItems.userId, cartItems.productId],
        set: {
          quantity: sql`greatest(${cartItems.quantity}, least(${cartItems.quantity} + excluded.quantity, ${line.stock}))`,
          updatedAt: sql`now()`,
        },
      });
  }
  await tx.delete(cartItems).where(eq(cartItems.guestId, guestId));
}
