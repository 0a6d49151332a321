/**
 * The admin's Categories tab (issue 13): categories with their filter tags (ADM-CATG-01..04),
 * and product tags (ADM-TAG-01..02). One schema per body: the admin form validates with it,
 * the server validates with it again.
 *
 * ADM-CATG-01/03 say "the result carries a success flag and the error": our API answers 2xx
 * with the row (or `{ ok: true }`), or the standard error body `{ error: { code, message,
 * fields } }` (decision 010); the status code is the success flag.
 */
import { z } from 'zod';
import { adminListQuerySchema, adminListSchema } from './admin-list.js';
import { adminTranslationsSchema, translatedText, translationsBody } from './admin-translations.js';
import { dbId } from './common.js';
import { filterGroupTypes } from './listing.js';

export const CATEGORY_NAME_MAX = 100;
export const CATEGORY_DESCRIPTION_MAX = 2000;
export const TAG_NAME_MAX = 60;
/** A category page offers at most this many filter tags. */
export const CATEGORY_FILTERS_MAX = 200;

const categoryName = (required: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(CATEGORY_NAME_MAX, `At most ${CATEGORY_NAME_MAX} characters`);

const categoryDescription = z
  .string({ error: 'Description must be text' })
  .trim()
  .max(CATEGORY_DESCRIPTION_MAX, `At most ${CATEGORY_DESCRIPTION_MAX} characters`);

/** A translation of a category into one language; blank fields fall back to English on the storefront. */
const categoryTranslationSchema = z.strictObject({
  name: z.string().trim().max(CATEGORY_NAME_MAX, `At most ${CATEGORY_NAME_MAX} characters`).default(''),
  description: categoryDescription.default(''),
});

/**
 * The category's texts in the languages other than English. English is not in here: `name` and
 * `description` ARE the English texts (see categoryBodySchema), so `translations.en` is a 400.
 */
export const categoryTranslationsSchema = z.strictObject({ he: categoryTranslationSchema.optional() });
export type CategoryTranslationsBody = z.input<typeof categoryTranslationsSchema>;

/**
 * Create or edit a category (ADM-CATG-01, ADM-CATG-02). `name` and `description` are the English
 * texts, `translations` the others. ADM-CATG-02 ("when the language is English, name and
 * description are updated too") holds by construction: editing English IS editing name and
 * description, and the server drops any stored `translations.en`, so the storefront (which reads
 * a translation before the stored name) can never show an English text other than these two.
 */
export const categoryBodySchema = z.strictObject({
  name: categoryName('Category name is required'),
  description: categoryDescription.default(''),
  translations: categoryTranslationsSchema.default({}),
});
export type CategoryBody = z.input<typeof categoryBodySchema>;
export type CategoryInput = z.output<typeof categoryBodySchema>;

export const categoryIdParamsSchema = z.strictObject({ categoryId: dbId });

/** ADM-CATG-04: the category's filter tags, all at once (the old ones are replaced). */
export const categoryFiltersBodySchema = z.strictObject({
  tagIds: z
    .array(dbId, { error: 'tagIds must be a list of tag ids' })
    .max(CATEGORY_FILTERS_MAX, `At most ${CATEGORY_FILTERS_MAX} filter tags`)
    .refine((ids) => new Set(ids).size === ids.length, 'Each tag only once'),
});
export type CategoryFiltersBody = z.input<typeof categoryFiltersBodySchema>;

export const adminCategoryListQuerySchema = adminListQuerySchema(['name', 'createdAt'], { dir: 'asc' });
export type AdminCategoryListQuery = z.input<typeof adminCategoryListQuerySchema>;
export type AdminCategoryListParams = z.output<typeof adminCategoryListQuerySchema>;

export const adminCategorySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  translations: z.object({ he: z.object({ name: z.string(), description: z.string() }).optional() }),
  /** Products in the category (primary category or assigned), as the category page lists them. */
  productCount: z.number().int(),
  /** The filter tags the category page offers, by id. */
  filterTagIds: z.array(z.number().int()),
  createdAt: z.string(),
});
export type AdminCategory = z.infer<typeof adminCategorySchema>;

export const adminCategoryListSchema = adminListSchema(adminCategorySchema);
export type AdminCategoryList = z.infer<typeof adminCategoryListSchema>;

/** The answer to a deletion: how many products had it as their primary category and now have none. */
export const categoryDeletedSchema = z.object({
  ok: z.literal(true),
  productsWithoutCategory: z.number().int(),
});
export type CategoryDeleted = z.infer<typeof categoryDeletedSchema>;

// Product tags

/** ADM-TAG-02, DM-17: the seven tag types, in the category page's filter-group order. */
export const productTagTypes = filterGroupTypes;
export type ProductTagType = (typeof productTagTypes)[number];

export const productTagTypeSchema = z.enum(productTagTypes, {
  error: `Type must be one of ${productTagTypes.join(', ')}`,
});

/** ADM-TAG-02: stored lower-case and trimmed ('  Mixed Case ' is 'mixed case'). */
export const productTagNameField = z
  .string({ error: 'Tag name is required' })
  .trim()
  .toLowerCase()
  .min(1, 'Tag name is required')
  .max(TAG_NAME_MAX, `At most ${TAG_NAME_MAX} characters`);

/** The tag's Hebrew display name (issue 29): `name` stays the lower-case key, shown when there is none. */
export const productTagTranslatedFields = ['name'] as const;

export const productTagBodySchema = z.strictObject({
  name: productTagNameField,
  tagType: productTagTypeSchema,
  translations: translationsBody({ name: translatedText('Tag name', TAG_NAME_MAX) }),
});
export type ProductTagBody = z.input<typeof productTagBodySchema>;
export type ProductTagInput = z.output<typeof productTagBodySchema>;

export const productTagUpdateBodySchema = productTagBodySchema.partial();
export type ProductTagUpdateBody = z.input<typeof productTagUpdateBodySchema>;

export const productTagIdParamsSchema = z.strictObject({ tagId: dbId });

/** ADM-TAG-01: by name (A to Z) unless asked otherwise; `tagType` narrows to one type. */
export const adminProductTagListQuerySchema = adminListQuerySchema(['name', 'tagType'], {
  dir: 'asc',
  pageSize: 50,
}).extend({ tagType: productTagTypeSchema.optional() });
export type AdminProductTagListQuery = z.input<typeof adminProductTagListQuerySchema>;
export type AdminProductTagListParams = z.output<typeof adminProductTagListQuerySchema>;

export const adminProductTagSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  tagType: productTagTypeSchema,
  translations: adminTranslationsSchema(productTagTranslatedFields),
  /** Products carrying the tag. */
  productCount: z.number().int(),
  /** Categories offering it as a filter. */
  categoryCount: z.number().int(),
});
export type AdminProductTag = z.infer<typeof adminProductTagSchema>;

export const adminProductTagListSchema = adminListSchema(adminProductTagSchema);
export type AdminProductTagList = z.infer<typeof adminProductTagListSchema>;

/** The answer to a deletion: the assignments that went with the tag. */
export const productTagDeletedSchema = z.object({
  ok: z.literal(true),
  productsUntagged: z.number().int(),
  categoriesWithoutFilter: z.number().int(),
});
export type ProductTagDeleted = z.infer<typeof productTagDeletedSchema>;
