/**
 * The admin's Pages › Home Sections (issue 14, ADM-HSEC-01..06, R-32): a titled row of chosen
 * products on the home page. One schema for the form and the server, so a bad section is a 400
 * naming the field; the chosen products are saved with the section.
 */
import { z } from 'zod';
import { adminTranslationsSchema, translatedText, translationsBody } from './admin-translations.js';
import { dbId } from './common.js';

/** The largest value an integer column holds. */
const MAX_INT = 2_147_483_647;
export const HOME_SECTION_TITLE_MAX = 120;
export const HOME_SECTION_DESCRIPTION_MAX = 1000;
/** A section holds at most this many products (it shows at most max_products_display of them). */
export const HOME_SECTION_PRODUCTS_MAX = 100;
/** ADM-HSEC-03: a new section's defaults. */
export const HOME_SECTION_DEFAULTS = { sectionOrder: 0, maxProductsDisplay: 10, isActive: true } as const;

export const HOME_SECTION_TITLE_REQUIRED = 'Title is required';

const wholeNumber = (label: string) =>
  z
    .number({ error: `${label} must be a whole number` })
    .int(`${label} must be a whole number`)
    .min(-MAX_INT, `${label} is too small`)
    .max(MAX_INT, `${label} is too large`);

/** ADM-HSEC-04: a chosen product and its place in the section. */
export const homeSectionProductInputSchema = z.strictObject({
  productId: z
    .number({ error: 'Each product needs a product id' })
    .int('Each product needs a product id')
    .positive('Each product needs a product id')
    .max(MAX_INT, 'Each product needs a product id'),
  sortOrder: wholeNumber('Sort order').min(0, 'Sort order cannot be negative'),
});

/** The section's texts a Hebrew reader sees (issue 29); blank ones show the English. */
export const homeSectionTranslatedFields = ['title', 'description'] as const;

/**
 * Create or replace a section (ADM-HSEC-04): {title, description, sectionOrder, maxProductsDisplay,
 * isActive}, the Hebrew texts as `translations.he`, and the products as {productId, sortOrder}. The products are read in sortOrder (ties
 * keep their place in the list); a product named twice counts once, at its first place.
 */
export const homeSectionBodySchema = z.strictObject({
  title: z
    .string({ error: HOME_SECTION_TITLE_REQUIRED })
    .trim()
    .min(1, HOME_SECTION_TITLE_REQUIRED)
    .max(HOME_SECTION_TITLE_MAX, `At most ${HOME_SECTION_TITLE_MAX} characters`),
  description: z
    .string({ error: 'Description must be text' })
    .trim()
    .max(HOME_SECTION_DESCRIPTION_MAX, `At most ${HOME_SECTION_DESCRIPTION_MAX} characters`)
    .default(''),
  translations: translationsBody({
    title: translatedText('Title', HOME_SECTION_TITLE_MAX),
    description: translatedText('Description', HOME_SECTION_DESCRIPTION_MAX),
  }),
  sectionOrder: wholeNumber('Section order').default(HOME_SECTION_DEFAULTS.sectionOrder),
  maxProductsDisplay: z
    .number({ error: 'Max products to display must be a whole number' })
    .int('Max products to display must be a whole number')
    .min(1, 'Show at least 1 product')
    .max(MAX_INT, 'Max products to display is too large')
    .default(HOME_SECTION_DEFAULTS.maxProductsDisplay),
  isActive: z.boolean({ error: 'Active must be true or false' }).default(HOME_SECTION_DEFAULTS.isActive),
  products: z
    .array(homeSectionProductInputSchema, { error: 'Products must be a list of {productId, sortOrder}' })
    .max(HOME_SECTION_PRODUCTS_MAX, `At most ${HOME_SECTION_PRODUCTS_MAX} products`)
    .default([])
    .transform((items) => {
      const seen = new Set<number>();
      return items
        .map((item, index) => ({ ...item, index }))
        .sort((a, b) => a.sortOrder - b.sortOrder || a.index - b.index)
        .filter((item) => !seen.has(item.productId) && seen.add(item.productId))
        .map(({ productId }, sortOrder) => ({ productId, sortOrder }));
    }),
});
export type HomeSectionBody = z.input<typeof homeSectionBodySchema>;
export type HomeSectionInput = z.output<typeof homeSectionBodySchema>;

export const homeSectionIdParamsSchema = z.strictObject({ sectionId: dbId });

/** A chosen product as the admin sees it (a row of the picker). */
export const adminHomeSectionProductSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  priceCents: z.number().int(),
  imageUrl: z.string().nullable(),
  /** Archived products stay chosen but the home page skips them. */
  archived: z.boolean(),
});
export type AdminHomeSectionProduct = z.infer<typeof adminHomeSectionProductSchema>;

const sectionFields = {
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  sectionOrder: z.number().int(),
  maxProductsDisplay: z.number().int(),
  isActive: z.boolean(),
  productCount: z.number().int(),
  translations: adminTranslationsSchema(homeSectionTranslatedFields),
  updatedAt: z.string(),
};

/** ADM-HSEC-02: a row of the list (section_order, then id). */
export const adminHomeSectionRowSchema = z.object(sectionFields);
export type AdminHomeSectionRow = z.infer<typeof adminHomeSectionRowSchema>;
export const adminHomeSectionListSchema = z.array(adminHomeSectionRowSchema);
export type AdminHomeSectionList = z.infer<typeof adminHomeSectionListSchema>;

/** One section with its products in sort order. */
export const adminHomeSectionSchema = z.object({ ...sectionFields, products: z.array(adminHomeSectionProductSchema) });
export type AdminHomeSection = z.infer<typeof adminHomeSectionSchema>;
