/**
 * The admin's Products tab (issue 13, ADM-PROD-01..05): a paged, searchable, filterable list,
 * one product's every editable field, and the save body shared by create, update and the form.
 * Prices are integer US cents here and in the database; the form edits dollars.
 */
import { z } from 'zod';
import { dbId } from './common.js';
import { adminCappedListSchema, adminListQuerySchema, pageWithinCountCap } from './admin-list.js';
import { MEDIA_MAX_FILES } from './admin-media.js';

export const adminProductSorts = ['createdAt', 'title', 'price', 'stock'] as const;
export const adminProductStockFilters = ['in', 'low', 'out'] as const;
export const adminProductStatuses = ['active', 'archived', 'all'] as const;
/** A product with 1..LOW_STOCK_MAX left counts as low in stock. */
export const LOW_STOCK_MAX = 5;

export const adminProductListQuerySchema = adminListQuerySchema(adminProductSorts)
  .extend({
    categoryId: dbId.optional(),
    stock: z.enum(adminProductStockFilters, { error: 'Must be one of in, low, out' }).optional(),
    status: z.enum(adminProductStatuses, { error: 'Must be one of active, archived, all' }).default('active'),
  })
  .refine(...pageWithinCountCap('search, filter or sort the other way to reach the rest'));
export type AdminProductListQuery = z.input<typeof adminProductListQuerySchema>;
export type AdminProductListParams = z.output<typeof adminProductListQuerySchema>;

export const adminProductRowSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  priceCents: z.number().int(),
  stockQuantity: z.number().int(),
  /** ADM-PROD-05: the primary category's name. */
  categoryName: z.string().nullable(),
  /** The main (first) image, or null when the product has none. */
  thumbnailUrl: z.string().nullable(),
  archived: z.boolean(),
  createdAt: z.string(),
});
export type AdminProductRow = z.infer<typeof adminProductRowSchema>;

export const adminProductListSchema = adminCappedListSchema(adminProductRowSchema);
export type AdminProductList = z.infer<typeof adminProductListSchema>;

export const adminProductParamsSchema = z.strictObject({ productId: dbId });

/** The colours the storefront badge is drawn in: a CSS colour name from this list, or #rrggbb. */
export const badgeColorNames = ['red', 'orange', 'yellow', 'green', 'blue', 'purple', 'pink', 'black', 'gray'] as const;
const badgeColorSchema = z
  .string()
  .trim()
  .refine((value) => (badgeColorNames as readonly string[]).includes(value) || /^#[0-9a-fA-F]{6}$/.test(value), {
    error: `Use one of ${badgeColorNames.join(', ')} or a colour like #dc2626`,
  });

/** Upload URLs (/media/uploads/...) or media the store already serves (/media/demo/...). */
const mediaUrlSchema = z
  .string()
  .trim()
  .max(500, 'At most 500 characters')
  .regex(/^\/media\/(?!.*\.\.)[A-Za-z0-9._\-/]+$/, 'Must be an uploaded file (/media/...)');

export const adminProductMediaSchema = z.object({
  url: mediaUrlSchema,
  type: z.enum(['image', 'video'], { error: 'Must be image or video' }),
  alt: z.string().trim().max(300, 'At most 300 characters').default(''),
});
export type AdminProductMedia = z.infer<typeof adminProductMediaSchema>;

const cents = (field: string) =>
  z
    .number({ error: `${field} must be a number` })
    .int(`${field} must be whole cents`)
    .min(0, `${field} cannot be negative`)
    .max(100_000_000, `${field} is too large`);

/**
 * The save body of create and update (ADM-PROD-02, 03, 04), and the form's schema. The rules
 * between fields (badge text when the badge is on, the best-seller order) are in the schema
 * too, so the browser and the server refuse the same things with the same messages.
 */
const productFields = z.strictObject({
  title: z.string().trim().min(1, 'Title is required').max(200, 'At most 200 characters'),
  description: z.string().trim().max(10_000, 'At most 10,000 characters').default(''),
  priceCents: cents('Price'),
  stockQuantity: z
    .number({ error: 'Stock must be a number' })
    .int('Stock must be a whole number')
    .min(0, 'Stock cannot be negative')
    .max(1_000_000, 'Stock is too large'),
  categoryId: dbId.nullable().default(null),
  /** Further categories (product_category_assignments). */
  categoryIds: z.array(dbId).max(100, 'At most 100 categories').default([]),
  /** Tags of every type, filter tags included (product_tag_assignments). */
  tagIds: z.array(dbId).max(200, 'At most 200 tags').default([]),
  translations: z
    .object({
      he: z
        .object({
          title: z.string().trim().max(200, 'At most 200 characters').default(''),
          description: z.string().trim().max(10_000, 'At most 10,000 characters').default(''),
        })
        .optional(),
    })
    .default({}),
  isBestseller: z.boolean().default(false),
  bestsellerOrder: z
    .number({ error: 'Order must be a number' })
    .int('Order must be a whole number')
    .min(0, 'Order cannot be negative')
    .max(1_000_000)
    .nullable()
    .default(null),
  badgeEnabled: z.boolean().default(false),
  badgeText: z.string().trim().max(30, 'At most 30 characters').nullable().default(null),
  badgeColor: badgeColorSchema.default('red'),
  media: z.array(adminProductMediaSchema).max(MEDIA_MAX_FILES, `Maximum ${MEDIA_MAX_FILES} files allowed`).default([]),
});

function badgeTextWhenOn(body: { badgeEnabled: boolean; badgeText: string | null }, ctx: z.RefinementCtx) {
  if (body.badgeEnabled && !body.badgeText)
    ctx.addIssue({ code: 'custom', path: ['badgeText'], message: 'Badge text is required when the badge is on' });
}

export const adminProductBodySchema = productFields.superRefine(badgeTextWhenOn);
export type AdminProductBody = z.input<typeof adminProductBodySchema>;
export type AdminProductValues = z.output<typeof adminProductBodySchema>;

/** Update: the save body plus the version it was based on; `archived: false` restores an archived product. */
export const adminProductUpdateSchema = productFields
  .extend({
    version: z.number({ error: 'Version is required' }).int().min(1),
    archived: z.boolean().optional(),
  })
  .superRefine(badgeTextWhenOn);
export type AdminProductUpdate = z.input<typeof adminProductUpdateSchema>;

export const adminProductDetailSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  priceCents: z.number().int(),
  stockQuantity: z.number().int(),
  categoryId: z.number().int().nullable(),
  categoryIds: z.array(z.number().int()),
  tagIds: z.array(z.number().int()),
  translations: z.object({ he: z.object({ title: z.string(), description: z.string() }).optional() }),
  isBestseller: z.boolean(),
  bestsellerOrder: z.number().int().nullable(),
  badgeEnabled: z.boolean(),
  badgeText: z.string().nullable(),
  badgeColor: z.string(),
  media: z.array(z.object({ url: z.string(), type: z.enum(['image', 'video']), alt: z.string() })),
  archived: z.boolean(),
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminProductDetail = z.infer<typeof adminProductDetailSchema>;

/** Delete: a product with orders is archived instead (kept for the order history). */
export const adminProductDeleteResultSchema = z.object({ archived: z.boolean() });
export type AdminProductDeleteResult = z.infer<typeof adminProductDeleteResultSchema>;

/** GET productFormOptions: every category and tag, for the form's selects and chips. */
export const adminProductFormOptionsSchema = z.object({
  categories: z.array(z.object({ id: z.number().int(), name: z.string() })),
  tags: z.array(z.object({ id: z.number().int(), name: z.string(), tagType: z.string() })),
});
export type AdminProductFormOptions = z.infer<typeof adminProductFormOptionsSchema>;

/** MSG: the answer to a save based on an old version. */
export const PRODUCT_STALE_WRITE_MESSAGE = 'This product was changed by someone else. Reload to see their changes.';
