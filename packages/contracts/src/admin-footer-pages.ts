/**
 * The admin's footer pages (issue 14, beyond the spec's admin): the dynamic pages served at
 * /page/{slug} (the footer's Quick Links: Privacy Policy, Terms of Service, Return Policy,
 * Shipping Info, Contact Us, FAQ, and any others), written as HTML in a rich-text editor. The
 * server sanitises the HTML on write with the same allow-list it renders with.
 */
import { z } from 'zod';
import { adminListQuerySchema, adminListSchema } from './admin-list.js';
import { adminTranslationsSchema, translatedText, translationsBody } from './admin-translations.js';
import { dbId } from './common.js';

export const FOOTER_PAGE_TITLE_REQUIRED = 'Title is required';
export const FOOTER_PAGE_SLUG_REQUIRED = 'Slug is required';
export const FOOTER_PAGE_SLUG_RULE = 'Use lower-case letters, digits and single hyphens (e.g. shipping-info)';
/** The most HTML one page holds (a long policy is ~20 kB). */
export const FOOTER_PAGE_MAX_HTML = 200_000;

/** The slugs the storefront's footer links to (its Quick Links, spec D-02). */
export const footerQuickLinkSlugs = [
  'privacy-policy',
  'terms-of-service',
  'return-policy',
  'shipping-info',
  'contact-us',
  'faq',
] as const;

/** The custom pages' slug rule (lower-case words joined by single hyphens), with the form's messages. */
export const footerPageSlugField = z
  .string({ error: FOOTER_PAGE_SLUG_REQUIRED })
  .trim()
  .min(1, FOOTER_PAGE_SLUG_REQUIRED)
  .max(200, 'Slug must have at most 200 characters')
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, FOOTER_PAGE_SLUG_RULE);

export const FOOTER_PAGE_TITLE_MAX = 200;
export const FOOTER_PAGE_META_DESCRIPTION_MAX = 300;
/** The page's texts a Hebrew reader sees (issue 29): `content` is HTML, sanitised as the English is. */
export const footerPageTranslatedFields = ['title', 'content', 'metaDescription'] as const;

export const footerPageBodySchema = z.strictObject({
  title: z
    .string({ error: FOOTER_PAGE_TITLE_REQUIRED })
    .trim()
    .min(1, FOOTER_PAGE_TITLE_REQUIRED)
    .max(FOOTER_PAGE_TITLE_MAX, `Title must have at most ${FOOTER_PAGE_TITLE_MAX} characters`),
  slug: footerPageSlugField,
  /** HTML from the editor; the server keeps only what its allow-list lets through. */
  content: z
    .string({ error: 'Content must be text' })
    .max(FOOTER_PAGE_MAX_HTML, `Content must have at most ${FOOTER_PAGE_MAX_HTML} characters`)
    .default(''),
  metaDescription: z
    .string({ error: 'Meta description must be text' })
    .trim()
    .max(
      FOOTER_PAGE_META_DESCRIPTION_MAX,
      `Meta description must have at most ${FOOTER_PAGE_META_DESCRIPTION_MAX} characters`,
    )
    .default(''),
  /** The Hebrew title, HTML and meta description; blank ones show the English. */
  translations: translationsBody({
    title: translatedText('Title', FOOTER_PAGE_TITLE_MAX),
    content: translatedText('Content', FOOTER_PAGE_MAX_HTML, { trim: false }),
    metaDescription: translatedText('Meta description', FOOTER_PAGE_META_DESCRIPTION_MAX),
  }),
  isPublished: z.boolean({ error: 'Published must be true or false' }).default(true),
});
export type FooterPageBody = z.input<typeof footerPageBodySchema>;
export type FooterPageInput = z.output<typeof footerPageBodySchema>;

export const footerPageIdParamsSchema = z.strictObject({ pageId: dbId });

export const adminFooterPageSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  /** The sanitised HTML as stored. */
  content: z.string(),
  metaDescription: z.string(),
  /** `content` among them is the sanitised Hebrew HTML as stored. */
  translations: adminTranslationsSchema(footerPageTranslatedFields),
  isPublished: z.boolean(),
  /** The storefront footer links to this slug. */
  inFooter: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminFooterPage = z.infer<typeof adminFooterPageSchema>;

export const adminFooterPageSorts = ['title', 'slug', 'updatedAt'] as const;
export const adminFooterPageListQuerySchema = adminListQuerySchema(adminFooterPageSorts, {
  dir: 'asc',
  pageSize: 50,
});
export type AdminFooterPageListQuery = Partial<z.output<typeof adminFooterPageListQuerySchema>>;
/** The list leaves out each page's HTML (the editor loads one page). */
export const adminFooterPageRowSchema = adminFooterPageSchema.omit({ content: true, translations: true });
export type AdminFooterPageRow = z.infer<typeof adminFooterPageRowSchema>;
export const adminFooterPageListSchema = adminListSchema(adminFooterPageRowSchema);
export type AdminFooterPageList = z.infer<typeof adminFooterPageListSchema>;
