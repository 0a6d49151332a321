import { z } from 'zod';
import { categorySchema, tagIdsQuerySchema } from './catalog.js';
import { publicTranslationsSchema } from './admin-translations.js';
import { dbId } from './common.js';

/** Filter groups of a listing, in display order (SF-CAT-05: grouped by tag type). */
export const filterGroupTypes = ['character', 'franchise', 'gender', 'age', 'size', 'promotion', 'general'] as const;
export type FilterGroupType = (typeof filterGroupTypes)[number];

/** GET /api/products/facets: the filters of a category, or of every product without one. */
export const productFacetsQuerySchema = z.strictObject({
  categoryId: dbId.optional(),
  tags: tagIdsQuerySchema.optional(),
});
export type ProductFacetsQuery = z.input<typeof productFacetsQuerySchema>;
export type ProductFacetsParams = z.output<typeof productFacetsQuerySchema>;

export const filterOptionSchema = z.object({
  id: z.number().int(),
  /** The tag's lower-case key, shown when it has no name in the page's language. */
  name: z.string(),
  /** Its display name in other languages (issue 29). */
  translations: publicTranslationsSchema(['name']),
  /** Products that have this tag and match the selections of every OTHER group. */
  count: z.number().int(),
  /**
   * The count was read from a hash sample of a big listing and scaled up (decision 072), so it
   * is about this many; false when the products were counted. An estimate of 0 means the sample
   * held none: the true count lies between 0 and about the sample's scale.
   */
  estimated: z.boolean(),
  selected: z.boolean(),
});
export type FilterOption = z.infer<typeof filterOptionSchema>;

export const filterGroupSchema = z.object({
  type: z.enum(filterGroupTypes),
  options: z.array(filterOptionSchema),
});
export type FilterGroup = z.infer<typeof filterGroupSchema>;

export const productFacetsSchema = z.object({
  groups: z.array(filterGroupSchema),
  /** True when some option's count is an estimate (`estimated`). */
  countsAreEstimates: z.boolean(),
});
export type ProductFacets = z.infer<typeof productFacetsSchema>;

/** GET /api/categories/:id: the category page's heading. */
export const categoryDetailSchema = categorySchema;
export type CategoryDetail = z.infer<typeof categoryDetailSchema>;
