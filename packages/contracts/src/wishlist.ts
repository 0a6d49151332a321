import { z } from 'zod';
import { productImageSchema } from './catalog.js';
import { dbId } from './common.js';

export const wishlistItemSchema = z.object({
  productId: z.number().int(),
  title: z.string(),
  /** Integer USD cents; shown in the selected currency. */
  priceCents: z.number().int(),
  image: productImageSchema.nullable(),
  description: z.string(),
  stockQuantity: z.number().int(),
  addedAt: z.string(),
});
export type WishlistItem = z.infer<typeof wishlistItemSchema>;

export const wishlistSchema = z.object({ items: z.array(wishlistItemSchema) });
export type Wishlist = z.infer<typeof wishlistSchema>;

/** The product is the only input; the owner comes from the session or guest cookie. */
export const wishlistItemParamsSchema = z.strictObject({ productId: dbId });
