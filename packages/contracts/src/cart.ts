import { z } from 'zod';
import { productImageSchema } from './catalog.js';
import { dbId } from './common.js';

/** Shipping below the free-shipping threshold (BC-04): 9.99 USD. */
export const SHIPPING_FEE_CENTS = 999;
/** A sane ceiling for one line, so a typo cannot ask for millions. */
export const MAX_LINE_QUANTITY = 999;

export const cartLineSchema = z.object({
  productId: z.number().int(),
  title: z.string(),
  /** Integer USD cents, read from the database at request time. */
  priceCents: z.number().int(),
  image: productImageSchema.nullable(),
  stockQuantity: z.number().int(),
  quantity: z.number().int(),
  lineTotalCents: z.number().int(),
});
export type CartLine = z.infer<typeof cartLineSchema>;

/** Progress towards free shipping (SF-CART-04), computed on the server in USD cents. */
export const freeShippingSchema = z.object({
  thresholdCents: z.number().int(),
  /** What is still missing; 0 once the subtotal reaches the threshold. */
  remainingCents: z.number().int(),
  /** 0-100, capped at 100. */
  percent: z.number().int().min(0).max(100),
  qualifies: z.boolean(),
});
export type FreeShipping = z.infer<typeof freeShippingSchema>;

export const cartSchema = z.object({
  items: z.array(cartLineSchema),
  /** Sum of the quantities: the header badge. */
  itemCount: z.number().int(),
  subtotalCents: z.number().int(),
  /** 0 for an empty cart or at/above the threshold, else SHIPPING_FEE_CENTS. */
  shippingCents: z.number().int(),
  totalCents: z.number().int(),
  freeShipping: freeShippingSchema,
});
export type Cart = z.infer<typeof cartSchema>;

/** Strict: the owner comes from the session or guest cookie, never from the body. */
export const addCartItemBodySchema = z.strictObject({
  productId: dbId,
  quantity: z.number().int().min(1).max(MAX_LINE_QUANTITY).default(1),
});
export type AddCartItemBody = z.input<typeof addCartItemBodySchema>;

/** 0 or less removes the line (SF-CART-08). */
export const updateCartItemBodySchema = z.strictObject({
  quantity: z.number().int().min(-MAX_LINE_QUANTITY).max(MAX_LINE_QUANTITY),
});
export type UpdateCartItemBody = z.infer<typeof updateCartItemBodySchema>;

export const cartItemParamsSchema = z.strictObject({ productId: dbId });
