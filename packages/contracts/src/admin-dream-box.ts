/**
 * The admin's Dream Box tab (issue 13): the monthly price (the dream_box_price setting, in
 * dollars, which the home promotion, the checkout quote and the charge all read) and the Dream
 * Box categories shoppers pick from (ADM-DBOX-01..06).
 */
import { z } from 'zod';
import { adminListQuerySchema, adminListSchema } from './admin-list.js';
import { optionalLinkField } from './admin-films.js';
import { adminTranslationsSchema, translatedText, translationsBody } from './admin-translations.js';
import { dbId } from './common.js';

/** ADM-DBOX-01, BC-08: the default, and what the form puts in place of an invalid entry. */
export const DREAM_BOX_DEFAULT_PRICE = 29.99;
/** A month's box costs at most this many dollars (a typo guard, far above any real price). */
export const DREAM_BOX_MAX_PRICE = 10_000;

export const CATEGORY_NAME_REQUIRED = 'Category name is required';

/** Dollars with at most two decimals (step 0.01), above 0. */
export const dreamBoxPriceField = z
  .number({ error: 'Price must be a number' })
  .positive('Price must be more than 0')
  .max(DREAM_BOX_MAX_PRICE, `Price must be at most ${DREAM_BOX_MAX_PRICE}`)
  .refine((price) => Math.abs(price * 100 - Math.round(price * 100)) < 1e-6, 'Price has at most 2 decimals (cents)');

export const dreamBoxPriceBodySchema = z.strictObject({ price: dreamBoxPriceField });
export type DreamBoxPriceBody = z.input<typeof dreamBoxPriceBodySchema>;

/** The price in dollars as stored, and in cents as the storefront uses it. */
export const dreamBoxPriceSchema = z.object({ price: z.number(), priceCents: z.number().int() });
export type DreamBoxPrice = z.infer<typeof dreamBoxPriceSchema>;

/**
 * ADM-DBOX-01's form rule: what the admin typed as a price, or 29.99 when it is not one.
 * The server never guesses: it refuses a bad price with a 400 naming `price`.
 */
export function dreamBoxPriceFromInput(text: string): number {
  const value = Number(text.trim());
  const parsed = dreamBoxPriceField.safeParse(text.trim() === '' ? Number.NaN : value);
  return parsed.success ? parsed.data : DREAM_BOX_DEFAULT_PRICE;
}

export const DREAM_BOX_CATEGORY_NAME_MAX = 100;
/** The category's texts a Hebrew reader sees at checkout and in the account (issue 29). */
export const dreamBoxCategoryTranslatedFields = ['name'] as const;

/** ADM-DBOX-03: the name required after trimming; an empty image stored as null; `translations.he.name` the Hebrew name. */
export const dreamBoxCategoryBodySchema = z.strictObject({
  name: z
    .string({ error: CATEGORY_NAME_REQUIRED })
    .trim()
    .min(1, CATEGORY_NAME_REQUIRED)
    .max(DREAM_BOX_CATEGORY_NAME_MAX, `Category name must have at most ${DREAM_BOX_CATEGORY_NAME_MAX} characters`),
  translations: translationsBody({ name: translatedText('Category name', DREAM_BOX_CATEGORY_NAME_MAX) }),
  imageUrl: optionalLinkField('Image').default(null),
});
export type DreamBoxCategoryBody = z.input<typeof dreamBoxCategoryBodySchema>;
export type DreamBoxCategoryInput = z.output<typeof dreamBoxCategoryBodySchema>;

export const dreamBoxCategoryIdParamsSchema = z.strictObject({ categoryId: dbId });

export const adminDreamBoxCategorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  imageUrl: z.string().nullable(),
  translations: adminTranslationsSchema(dreamBoxCategoryTranslatedFields),
  createdAt: z.string(),
});
export type AdminDreamBoxCategory = z.infer<typeof adminDreamBoxCategorySchema>;

export const adminDreamBoxCategorySorts = ['createdAt', 'name'] as const;
/** ADM-DBOX-02: newest first; `q` is part of the name. */
export const adminDreamBoxCategoryListQuerySchema = adminListQuerySchema(adminDreamBoxCategorySorts, {
  dir: 'desc',
  pageSize: 100,
});
/** What a client sends: any of the list's parameters (the server fills in the defaults). */
export type AdminDreamBoxCategoryListQuery = Partial<z.output<typeof adminDreamBoxCategoryListQuerySchema>>;
export const adminDreamBoxCategoryListSchema = adminListSchema(adminDreamBoxCategorySchema);
export type AdminDreamBoxCategoryList = z.infer<typeof adminDreamBoxCategoryListSchema>;
