import { z } from 'zod';
import { productImageSchema } from './catalog.js';
import { SEARCH_MAX_LENGTH, SEARCH_MIN_LENGTH } from './constants.js';

/** Results per group (spec section 9: 10 results per source). */
export const SEARCH_GROUP_LIMIT = 10;

export const searchQuerySchema = z.strictObject({
  q: z
    .string()
    .trim()
    .min(SEARCH_MIN_LENGTH, `Enter at least ${SEARCH_MIN_LENGTH} characters`)
    .max(SEARCH_MAX_LENGTH, `Enter at most ${SEARCH_MAX_LENGTH} characters`),
  /**
   * The shopper's language: besides the stored texts, its translations of product titles
   * and descriptions, category names and film titles match, and products come back with
   * their title in that language.
   */
  lang: z
    .string()
    .regex(/^[a-z]{2}$/, 'Use a two-letter language code')
    .optional(),
});
export type SearchQuery = z.input<typeof searchQuerySchema>;

const translationsSchema = z.record(
  z.string(),
  z.object({ name: z.string().optional(), title: z.string().optional(), description: z.string().optional() }),
);

export const searchResultsSchema = z.object({
  products: z.array(
    z.object({
      id: z.number().int(),
      title: z.string(),
      priceCents: z.number().int(),
      image: productImageSchema.nullable(),
    }),
  ),
  categories: z.array(z.object({ id: z.number().int(), name: z.string(), translations: translationsSchema })),
  films: z.array(
    z.object({
      id: z.number().int(),
      title: z.string(),
      posterUrl: z.string().nullable(),
      translations: translationsSchema,
    }),
  ),
  /** Published custom pages only (SF-SRCH-06), opened at /custom/{slug} (spec D-02). */
  pages: z.array(z.object({ id: z.number().int(), title: z.string(), slug: z.string() })),
});
export type SearchResults = z.infer<typeof searchResultsSchema>;
