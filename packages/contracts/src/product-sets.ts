import { z } from 'zod';
import { publicTranslationsSchema } from './admin-translations.js';
import { productSummarySchema } from './catalog.js';

/** A product set (DM-30) as shown on the product pages it targets (SF-GEN-05). */
export const productSetSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  /** Its name and description in other languages (issue 29). */
  translations: publicTranslationsSchema(['name', 'description']),
  /** The set's own price, integer USD cents. */
  priceCents: z.number().int(),
  imageUrl: z.string().nullable(),
  /** The included products, in the set's order. */
  products: z.array(productSummarySchema),
  /** What the included products cost bought separately, integer USD cents (the saving is this minus priceCents). */
  itemsTotalCents: z.number().int(),
});
export type ProductSet = z.infer<typeof productSetSchema>;

/** Active sets targeting one product, newest first. */
export const productSetListSchema = z.array(productSetSchema);
