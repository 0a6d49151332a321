/**
 * The admin's Product Sets tab (issue 13, ADM-SET-01, DM-30): a bundle of products sold at its
 * own price, shown on the product pages it targets. Prices are integer USD cents.
 */
import { z } from 'zod';
import { adminListQuerySchema, adminListSchema } from './admin-list.js';
import { adminTranslationsSchema, translatedText, translationsBody } from './admin-translations.js';
import { dbId } from './common.js';

/** The largest value an integer column holds. */
const MAX_INT = 2_147_483_647;
export const PRODUCT_SET_NAME_MAX = 120;
export const PRODUCT_SET_DESCRIPTION_MAX = 2000;
/** A set holds at most this many products, and shows on at most PRODUCT_SET_TARGETS_MAX pages. */
export const PRODUCT_SET_ITEMS_MAX = 20;
export const PRODUCT_SET_TARGETS_MAX = 100;

const productIdList = (max: number, label: string) =>
  z
    .array(dbId, { error: `${label} must be a list of product ids` })
    .max(max, `At most ${max} products`)
    .refine((ids) => new Set(ids).size === ids.length, 'Each product only once');

/**
 * An uploaded image (`/media/...`, from the upload control) or an address on the web; empty
 * means none.
 */
const imageUrlField = z
  .string({ error: 'Image must be an address' })
  .trim()
  .max(2000, 'The image address is too long')
  .refine(
    (value) => value === '' || /^\/(?!\/)\S*$/.test(value) || /^https?:\/\/\S+$/i.test(value),
    'Use an uploaded image or an http(s) address',
  )
  .transform((value) => (value === '' ? null : value))
  .nullable();

/** The set's texts a Hebrew reader sees (issue 29); blank ones show the English. */
export const productSetTranslatedFields = ['name', 'description'] as const;

/**
 * Create or replace a product set; `translations.he` holds its Hebrew name and description. A set holds at least one product (an empty bundle has
 * nothing to sell); it may target no page yet (then it shows nowhere, like an inactive one).
 */
export const productSetBodySchema = z.strictObject({
  name: z
    .string({ error: 'Name is required' })
    .trim()
    .min(1, 'Name is required')
    .max(PRODUCT_SET_NAME_MAX, `At most ${PRODUCT_SET_NAME_MAX} characters`),
  description: z
    .string({ error: 'Description must be text' })
    .trim()
    .max(PRODUCT_SET_DESCRIPTION_MAX, `At most ${PRODUCT_SET_DESCRIPTION_MAX} characters`)
    .default(''),
  translations: translationsBody({
    name: translatedText('Name', PRODUCT_SET_NAME_MAX),
    description: translatedText('Description', PRODUCT_SET_DESCRIPTION_MAX),
  }),
  priceCents: z
    .number({ error: 'Price must be a number' })
    .int('Price must be a whole number of cents')
    .min(0, 'Price cannot be negative')
    .max(MAX_INT, 'Price is too large'),
  imageUrl: imageUrlField.default(null),
  /** The products in the set, in the order the storefront shows them. */
  productIds: productIdList(PRODUCT_SET_ITEMS_MAX, 'Products').min(1, 'Choose at least one product'),
  /** The product pages where the set shows. */
  targetProductIds: productIdList(PRODUCT_SET_TARGETS_MAX, 'Target products').default([]),
  isActive: z.boolean({ error: 'Active must be true or false' }).default(true),
});
export type ProductSetBody = z.input<typeof productSetBodySchema>;
export type ProductSetInput = z.output<typeof productSetBodySchema>;

export const productSetIdParamsSchema = z.strictObject({ setId: dbId });

export const adminProductSetListQuerySchema = adminListQuerySchema(['createdAt', 'name', 'priceCents']);
export type AdminProductSetListQuery = z.input<typeof adminProductSetListQuerySchema>;
export type AdminProductSetListParams = z.output<typeof adminProductSetListQuerySchema>;

/** A product as the set form shows it (a chip in the picker). */
export const productSetProductSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  priceCents: z.number().int(),
});
export type ProductSetProduct = z.infer<typeof productSetProductSchema>;

export const adminProductSetSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  priceCents: z.number().int(),
  imageUrl: z.string().nullable(),
  isActive: z.boolean(),
  translations: adminTranslationsSchema(productSetTranslatedFields),
  /** In the set's order. */
  products: z.array(productSetProductSchema),
  /** The product pages where the set shows. */
  targets: z.array(productSetProductSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminProductSet = z.infer<typeof adminProductSetSchema>;

export const adminProductSetListSchema = adminListSchema(adminProductSetSchema);
export type AdminProductSetList = z.infer<typeof adminProductSetListSchema>;
