import { z } from 'zod';
import { dbId, paginatedSchema } from './common.js';
import { LISTING_DEPTH_CAP, productSorts } from './constants.js';
import { MAX_TAG_IDS, parseTagIds } from './tag-ids.js';

export const productImageSchema = z.object({
  url: z.string(),
  alt: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type ProductImage = z.infer<typeof productImageSchema>;

export const productBadgeSchema = z.object({ text: z.string(), color: z.string() });

/** Per-language product texts (SF-I18N-05): the web falls back to English, then the stored title. */
export const productTranslationsSchema = z.record(
  z.string(),
  z.object({ title: z.string().optional(), description: z.string().optional() }),
);
export type ProductTranslations = z.infer<typeof productTranslationsSchema>;

export const productSummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  translations: productTranslationsSchema,
  /** Integer USD cents; display conversion happens in one place on the web. */
  priceCents: z.number().int(),
  image: productImageSchema.nullable(),
  images: z.array(productImageSchema),
  stockQuantity: z.number().int(),
  badge: productBadgeSchema.nullable(),
  /** Mean of real reviews; null when the product has none. */
  rating: z.number().nullable(),
  reviewCount: z.number().int(),
  category: z.object({ id: z.number().int(), name: z.string() }).nullable(),
});
export type ProductSummary = z.infer<typeof productSummarySchema>;

/** A published review as shoppers see it (only published reviews show and count, issue 29). */
export const reviewSchema = z.object({
  id: z.number().int(),
  userName: z.string(),
  rating: z.number().int(),
  text: z.string(),
  createdAt: z.string(),
  /** Written by a customer whose order with the product was delivered. */
  verifiedPurchase: z.boolean(),
  /** The store's public answer, shown under the review. */
  reply: z.object({ text: z.string(), repliedAt: z.string() }).nullable(),
});
export type Review = z.infer<typeof reviewSchema>;

export const productDetailSchema = productSummarySchema.extend({
  description: z.string(),
  tags: z.array(z.string()),
  reviews: z.array(reviewSchema),
});
export type ProductDetail = z.infer<typeof productDetailSchema>;

const tagIdsMessage = `Use up to ${MAX_TAG_IDS} comma-separated tag ids`;

/**
 * Selected filter tags as comma-separated ids (`tags=3,17`), read by parseTagIds as the web
 * reads its URL. The server groups them by tag type: a product must match every group, and
 * any one value within a group (SF-CAT-07).
 */
export const tagIdsQuerySchema = z
  .string()
  // The list's form, for the API's documentation; parseTagIds also checks each id's range.
  .regex(/^\d{1,10}(,\d{1,10}){0,49}$/, tagIdsMessage)
  .transform((value, ctx) => {
    const { ids, valid } = parseTagIds(value);
    if (!valid) ctx.issues.push({ code: 'custom', message: tagIdsMessage, input: value });
    return ids;
  });

export const productListQuerySchema = z
  .strictObject({
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(24),
    sort: z.enum(productSorts).default('newest'),
    categoryId: dbId.optional(),
    tags: tagIdsQuerySchema.optional(),
  })
  .refine((query) => (query.page - 1) * query.pageSize < LISTING_DEPTH_CAP, {
    path: ['page'],
    message: `Pages cover the first ${LISTING_DEPTH_CAP.toLocaleString('en-US')} products of a listing: choose a filter or another sort to see others`,
  });
export type ProductListQuery = z.input<typeof productListQuerySchema>;
export type ProductListParams = z.output<typeof productListQuerySchema>;

export const productListSchema = paginatedSchema(productSummarySchema).extend({
  /** True when more products match than `total` (LISTING_DEPTH_CAP) says: only with two or more tags selected. */
  totalIsCapped: z.boolean(),
});
export type ProductList = z.infer<typeof productListSchema>;

export const categorySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  translations: z.record(z.string(), z.object({ name: z.string().optional(), description: z.string().optional() })),
});
export type Category = z.infer<typeof categorySchema>;
export const categoryListSchema = z.array(categorySchema);
