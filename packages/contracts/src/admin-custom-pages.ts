/**
 * The admin's Custom Pages (issue 14, ADM-CPAGE-01..10): the list, the page editor's body and
 * the slug rule. One schema for the form and the server, so a bad page is a 400 naming the field.
 */
import { z } from 'zod';
import { adminListQuerySchema, adminListSchema } from './admin-list.js';
import { translatedText, translationsBody } from './admin-translations.js';
import { dbId } from './common.js';
import { isSitePathOrHttps } from './safe-values.js';

export const CUSTOM_PAGE_TITLE_REQUIRED = 'Title is required';
/** The largest content a page may hold, as JSON text (UTF-8 bytes). */
export const CUSTOM_PAGE_CONTENT_MAX_BYTES = 200 * 1024;
/** The block types the storefront draws (CP-08); any other type is kept and shown as unsupported. */
export const knownContentBlockTypes = ['text', 'heading', 'image'] as const;
/** ADM-CPAGE-05's example content. */
export const exampleCustomPageContent = [{ type: 'text', content: 'Write your page here.' }];

const SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const SLUG_MAX = 200;

/**
 * ADM-CPAGE-07: the slug made from a title: lower-cased, each run of characters other than a-z
 * and 0-9 becomes one hyphen, leading and trailing hyphens trimmed ('  Hello, World!! ' ->
 * 'hello-world'). Accents are dropped first ('Café' -> 'cafe'); a title with no letters or
 * digits of the Latin alphabet gives ''. The form shows it as the slug's placeholder and the
 * server stores it when the slug is left empty.
 */
export function customPageSlug(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, SLUG_MAX)
    .replace(/-+$/, '');
}

const imageAddress = (label: string) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .min(1, `${label} is required`)
    .max(2048, `${label} is too long`)
    .refine(isSitePathOrHttps, `${label} must be a path starting with / or an https:// address`);

const blockText = (label: string, max: number) =>
  z.string({ error: `${label} must be text` }).max(max, `${label} must have at most ${max} characters`);

/** The known blocks as an admin may write them (strict: a misspelt field is named, not dropped). */
export const textBlockInputSchema = z.strictObject({
  type: z.literal('text'),
  content: blockText('Text', 20_000),
});
export const headingBlockInputSchema = z.strictObject({
  type: z.literal('heading'),
  content: blockText('Heading', 300).trim().min(1, 'Heading is required'),
  level: z.union([z.literal(1), z.literal(2), z.literal(3)], { error: 'Level must be 1, 2 or 3' }).optional(),
});
export const imageBlockInputSchema = z.strictObject({
  type: z.literal('image'),
  src: imageAddress('Image address'),
  alt: blockText('Alt text', 300),
  caption: blockText('Caption', 500).optional(),
});

const knownBlockInputSchemas: Record<string, z.ZodType> = {
  text: textBlockInputSchema,
  heading: headingBlockInputSchema,
  image: imageBlockInputSchema,
};

/**
 * One block: a known type is checked against its schema (issues name the block's field, e.g.
 * `content.2.src`); an unknown type is kept as given (the storefront reads 'Unsupported content
 * type: {type}').
 */
export const contentBlockInputSchema = z
  .looseObject({
    type: z
      .string({ error: 'Each block needs a type' })
      .trim()
      .min(1, 'Each block needs a type')
      .max(50, 'A block type has at most 50 characters'),
  })
  .transform((block, ctx) => {
    const schema = knownBlockInputSchemas[block.type];
    if (!schema) return block;
    const parsed = schema.safeParse(block);
    if (parsed.success) return parsed.data as Record<string, unknown> & { type: string };
    for (const issue of parsed.error.issues) {
      const path = issue.path.map((key) => key as string | number);
      if (issue.code === 'unrecognized_keys')
        for (const key of issue.keys)
          ctx.addIssue({ code: 'custom', message: `Unknown field "${key}"`, path: [...path, key] });
      else ctx.addIssue({ code: 'custom', message: issue.message, path });
    }
    return z.NEVER;
  });
export type ContentBlockInput = z.output<typeof contentBlockInputSchema>;

/** ADM-CPAGE-05's content: a list of blocks, at most 200 KB of JSON. */
export const customPageContentSchema = z
  .array(contentBlockInputSchema, { error: 'Content must be a list of blocks' })
  .max(500, 'At most 500 blocks')
  .refine(
    (blocks) => new TextEncoder().encode(JSON.stringify(blocks)).length <= CUSTOM_PAGE_CONTENT_MAX_BYTES,
    `Content must be at most ${CUSTOM_PAGE_CONTENT_MAX_BYTES / 1024} KB`,
  );

const optionalText = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must have at most ${max} characters`);

export const CUSTOM_PAGE_TITLE_MAX = 200;
export const CUSTOM_PAGE_DESCRIPTION_MAX = 5000;
export const CUSTOM_PAGE_META_TITLE_MAX = 200;
export const CUSTOM_PAGE_META_DESCRIPTION_MAX = 500;
export const CUSTOM_PAGE_SEO_KEYWORDS_MAX = 500;
/** The page's texts a Hebrew reader sees (issue 29); `content`, its Hebrew blocks, is apart. */
export const customPageTranslatedFields = [
  'title',
  'description',
  'metaTitle',
  'metaDescription',
  'seoKeywords',
] as const;

/**
 * The editor's fields (ADM-CPAGE-05), the Hebrew ones in `translations.he` under the same slug:
 * the texts, and `content`, the Hebrew blocks (none: the page shows the English blocks). The slug may be left empty: it is then made from the title
 * (ADM-CPAGE-07). The banner is one image address (an upload, a site path or https), or null.
 */
export const customPageBodySchema = z
  .strictObject({
    title: z
      .string({ error: CUSTOM_PAGE_TITLE_REQUIRED })
      .trim()
      .min(1, CUSTOM_PAGE_TITLE_REQUIRED)
      .max(CUSTOM_PAGE_TITLE_MAX, `Title must have at most ${CUSTOM_PAGE_TITLE_MAX} characters`),
    slug: z
      .string({ error: 'Slug must be text' })
      .trim()
      .max(SLUG_MAX, `Slug must have at most ${SLUG_MAX} characters`)
      .refine(
        (slug) => slug === '' || SLUG_PATTERN.test(slug),
        'Slug may hold only lower-case letters, digits and single hyphens between them',
      )
      .default(''),
    description: optionalText('Description', CUSTOM_PAGE_DESCRIPTION_MAX).default(''),
    bannerImageUrl: z
      .union([z.literal(''), imageAddress('Banner')])
      .nullable()
      .default(null)
      .transform((value) => value || null),
    metaTitle: optionalText('SEO title', CUSTOM_PAGE_META_TITLE_MAX).default(''),
    metaDescription: optionalText('SEO description', CUSTOM_PAGE_META_DESCRIPTION_MAX).default(''),
    seoKeywords: optionalText('SEO keywords', CUSTOM_PAGE_SEO_KEYWORDS_MAX).default(''),
    content: customPageContentSchema.default([]),
    translations: translationsBody({
      title: translatedText('Title', CUSTOM_PAGE_TITLE_MAX),
      description: translatedText('Description', CUSTOM_PAGE_DESCRIPTION_MAX),
      metaTitle: translatedText('SEO title', CUSTOM_PAGE_META_TITLE_MAX),
      metaDescription: translatedText('SEO description', CUSTOM_PAGE_META_DESCRIPTION_MAX),
      seoKeywords: translatedText('SEO keywords', CUSTOM_PAGE_SEO_KEYWORDS_MAX),
      content: customPageContentSchema,
    }),
    isPublished: z.boolean({ error: 'Published must be true or false' }).default(false),
  })
  .transform((body, ctx) => {
    const slug = body.slug || customPageSlug(body.title);
    if (slug === '') {
      ctx.addIssue({
        code: 'custom',
        path: ['slug'],
        message: 'The title has no letters or digits to make a slug from: enter a slug',
      });
      return z.NEVER;
    }
    return { ...body, slug };
  });
export type CustomPageBody = z.input<typeof customPageBodySchema>;
export type CustomPageValues = z.output<typeof customPageBodySchema>;

/** PATCH: the list's publish toggle (ADM-CPAGE-02). */
export const customPagePublishBodySchema = z.strictObject({
  isPublished: z.boolean({ error: 'Published must be true or false' }),
});
export type CustomPagePublishBody = z.infer<typeof customPagePublishBodySchema>;

export const customPageIdParamsSchema = z.strictObject({ pageId: dbId });

/** ADM-CPAGE-01: newest first by default; `q` matches any part of the title. */
export const adminCustomPageListQuerySchema = adminListQuerySchema(['createdAt', 'title', 'updatedAt'] as const);
export type AdminCustomPageListQuery = Partial<z.output<typeof adminCustomPageListQuerySchema>>;

/** A row of the list: title, Published/Draft, slug and the number of sections (ADM-CPAGE-01). */
export const adminCustomPageRowSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  slug: z.string(),
  isPublished: z.boolean(),
  sectionCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminCustomPageRow = z.infer<typeof adminCustomPageRowSchema>;
export const adminCustomPageListSchema = adminListSchema(adminCustomPageRowSchema);
export type AdminCustomPageList = z.infer<typeof adminCustomPageListSchema>;

/** One page as the editor loads it; `content` as stored (unknown blocks included). */
export const adminCustomPageSchema = adminCustomPageRowSchema.extend({
  description: z.string(),
  bannerImageUrl: z.string().nullable(),
  metaTitle: z.string(),
  metaDescription: z.string(),
  seoKeywords: z.string(),
  content: z.array(z.looseObject({ type: z.string() })),
  /** The Hebrew texts ('' when none) and blocks ([] when none: the page shows the English ones). */
  translations: z.object({
    he: z.object({
      title: z.string(),
      description: z.string(),
      metaTitle: z.string(),
      metaDescription: z.string(),
      seoKeywords: z.string(),
      content: z.array(z.looseObject({ type: z.string() })),
    }),
  }),
});
export type AdminCustomPage = z.infer<typeof adminCustomPageSchema>;
