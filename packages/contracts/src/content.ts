import { z } from 'zod';
import { publicTranslationsSchema } from './admin-translations.js';
import { dbId } from './common.js';

/** A URL slug: lower-case words joined by hyphens. Anything else cannot match a page. */
export const slugSchema = z
  .string()
  .max(200)
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'Invalid slug');
/** Any short text: a slug no page has (malformed ones included) is a 404, not a 400. */
export const slugParamSchema = z.strictObject({ slug: z.string().min(1).max(200) });

export const pageElementTypes = ['text', 'image', 'video', 'button', 'gif'] as const;
export type PageElementType = (typeof pageElementTypes)[number];

/**
 * GET /api/page-elements: the elements of one page. Films, products and categories are
 * named by id, custom pages by slug (page_id holds either, see docs/data-model.md); the home
 * page's elements come with /api/home.
 */
export const pageElementsQuerySchema = z
  .strictObject({
    pageType: z.enum(['film', 'product', 'category', 'custom']),
    pageId: z.string().min(1).max(200),
  })
  .superRefine((query, ctx) => {
    const custom = query.pageType === 'custom';
    if ((custom ? slugSchema : dbId).safeParse(query.pageId).success) return;
    ctx.addIssue({
      code: 'custom',
      path: ['pageId'],
      message: custom ? 'Must be the page slug' : 'Must be a positive whole-number id',
    });
  })
  // Ids as the database stores them ('012' is page 12).
  .transform((query) => ({
    ...query,
    pageId: query.pageType === 'custom' ? query.pageId : String(Number(query.pageId)),
  }));
export type PageElementsQuery = z.input<typeof pageElementsQuerySchema>;

/** An admin-placed element on a storefront page, rendered in element_order. */
export const pageElementSchema = z.object({
  id: z.number().int(),
  elementType: z.enum(pageElementTypes),
  title: z.string(),
  content: z.string(),
  mediaUrl: z.string().nullable(),
  isClickable: z.boolean(),
  destinationUrl: z.string().nullable(),
  buttonText: z.string().nullable(),
  buttonColor: z.string(),
  backgroundColor: z.string(),
  textColor: z.string(),
  /** Its title, content and button text in other languages (issue 29). */
  translations: publicTranslationsSchema(['title', 'content', 'buttonText']),
});
export type PageElement = z.infer<typeof pageElementSchema>;

/** Custom page blocks (CP-08). Unknown types keep only their type, shown as unsupported. */
export const textBlockSchema = z.object({ type: z.literal('text'), content: z.string() });
/** `level` 1-3 is the block's rank below the page title; without one a heading is level 2. */
export const headingBlockSchema = z.object({
  type: z.literal('heading'),
  level: z.union([z.literal(1), z.literal(2), z.literal(3)]).optional(),
  content: z.string(),
});
export const imageBlockSchema = z.object({
  type: z.literal('image'),
  src: z.string(),
  alt: z.string(),
  caption: z.string().optional(),
  /** The image's own pixel size, added by the server for local /media files so the page can reserve its space. */
  width: z.number().int().positive().optional(),
  height: z.number().int().positive().optional(),
});
export const unknownBlockSchema = z.object({ type: z.string() });
export const contentBlockSchema = z.union([textBlockSchema, headingBlockSchema, imageBlockSchema, unknownBlockSchema]);
export type TextBlock = z.infer<typeof textBlockSchema>;
export type HeadingBlock = z.infer<typeof headingBlockSchema>;
export type ImageBlock = z.infer<typeof imageBlockSchema>;
export type ContentBlock = z.infer<typeof contentBlockSchema>;

/**
 * Blocks as stored (JSON written by admins) read as the storefront draws them: a known block
 * that does not fit its schema keeps only its type (shown as unsupported), and entries that
 * are not blocks are dropped. The admin's preview uses it too, so it shows what the page will.
 */
export function readContentBlocks(stored: unknown): ContentBlock[] {
  if (!Array.isArray(stored)) return [];
  return stored.flatMap((item): ContentBlock[] => {
    if (typeof item !== 'object' || item === null) return [];
    const type = (item as { type?: unknown }).type;
    if (typeof type !== 'string') return [];
    const parsed = contentBlockSchema.safeParse(item);
    return parsed.success ? [parsed.data] : [{ type }];
  });
}

/**
 * A section of a custom page (CP-13), in sort_order. The spec names only section_type and
 * layout_style; the texts, image and button come from the row's `content` (docs/decisions/037-custom-page-sections-cp-13.md).
 * Types the web cannot draw are still sent, so the web decides what it can render.
 */
export const pageSectionSchema = z.object({
  id: z.number().int(),
  sectionType: z.string(),
  layoutStyle: z.string(),
  heading: z.string(),
  body: z.string(),
  image: z.object({ src: z.string(), alt: z.string() }).nullable(),
  button: z.object({ text: z.string(), url: z.string() }).nullable(),
  /** Its heading, body, image alt and button text in other languages, read key by key over the English (issue 29). */
  translations: publicTranslationsSchema(['heading', 'body', 'imageAlt', 'buttonText']),
});
export type PageSection = z.infer<typeof pageSectionSchema>;

/** A published custom page (/custom/{slug}). */
export const customPageSchema = z.object({
  kind: z.literal('custom'),
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  bannerImageUrl: z.string().nullable(),
  metaTitle: z.string(),
  metaDescription: z.string(),
  seoKeywords: z.string(),
  blocks: z.array(contentBlockSchema),
  sections: z.array(pageSectionSchema),
  /** Its texts and blocks in other languages under the same slug (issue 29); no blocks: the English ones show. */
  translations: z.record(
    z.string(),
    z.object({
      title: z.string().optional(),
      description: z.string().optional(),
      metaTitle: z.string().optional(),
      metaDescription: z.string().optional(),
      seoKeywords: z.string().optional(),
      blocks: z.array(contentBlockSchema).optional(),
    }),
  ),
});
export type CustomPage = z.infer<typeof customPageSchema>;

/** A published dynamic page (/page/{slug}); `html` is sanitised by the server. */
export const dynamicPageSchema = z.object({
  kind: z.literal('dynamic'),
  slug: z.string(),
  title: z.string(),
  html: z.string(),
  metaDescription: z.string(),
  /** Its title, HTML (sanitised as `html` is) and meta description in other languages (issue 29). */
  translations: publicTranslationsSchema(['title', 'html', 'metaDescription']),
});
export type DynamicPage = z.infer<typeof dynamicPageSchema>;

/** /page/{slug}: a dynamic page, else a published custom page of that slug (spec D-02). */
export const pageSchema = z.discriminatedUnion('kind', [dynamicPageSchema, customPageSchema]);
export type Page = z.infer<typeof pageSchema>;
