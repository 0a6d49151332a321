/**
 * The admin's Page Elements (issue 14, ADM-ELEM-01..09): elements placed on a storefront page
 * (home, a film, a product, a category or a custom page) and rendered there in element_order
 * . One schema for the dialog form and the server, so a bad element is a 400 naming the field.
 */
import { z } from 'zod';
import { adminListQuerySchema, adminListSchema } from './admin-list.js';
import { adminTranslationsSchema, translatedText, translationsBody } from './admin-translations.js';
import { dbId } from './common.js';
import { MAX_DB_ID } from './constants.js';
import { pageElementTypes } from './content.js';
import { isSitePathOrHttps, RRGGBB_COLOR } from './safe-values.js';

export const elementPageTypes = ['home', 'film', 'product', 'category', 'custom'] as const;
export type ElementPageType = (typeof elementPageTypes)[number];

/** ADM-ELEM-04 / MSG-PAGE-04. */
export const ELEMENT_TITLE_OR_CONTENT = 'Please provide a title or content';
/** ADM-ELEM-06: the defaults of a new element. */
export const pageElementDefaults = {
  pageType: 'home',
  elementType: 'text',
  elementOrder: 0,
  buttonColor: '#3b82f6',
  backgroundColor: '#ffffff',
  textColor: '#000000',
  isActive: true,
  isClickable: false,
} as const;

/** ADM-ELEM-03: the element types that show a media file. */
export const mediaElementTypes = [
  'image',
  'video',
  'gif',
] as const satisfies readonly (typeof pageElementTypes)[number][];
export const elementHasMedia = (type: string) => (mediaElementTypes as readonly string[]).includes(type);

const blankToNull = (value: string) => (value === '' ? null : value);

const linkField = (label: string) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(2048, `${label} is too long`)
    .transform(blankToNull)
    .refine(
      (value) => value === null || isSitePathOrHttps(value),
      `${label} must be a path on this site (starting with /) or an https:// address`,
    )
    .nullable()
    .transform((value) => value ?? null);

const colourField = (label: string, fallback: string) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .regex(RRGGBB_COLOR, `${label} must be a colour like #1a2b3c`)
    .transform((value) => value.toLowerCase())
    .default(fallback);

/** '' (the form's "none") is the default. */
const emptyToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

export const PAGE_ELEMENT_TITLE_MAX = 200;
export const PAGE_ELEMENT_CONTENT_MAX = 5000;
export const PAGE_ELEMENT_BUTTON_TEXT_MAX = 100;
/** The element's texts a Hebrew reader sees (issue 29); blank ones show the English. */
export const pageElementTranslatedFields = ['title', 'content', 'buttonText'] as const;

export const pageElementBodySchema = z
  .strictObject({
    /** ADM-ELEM-05: home when none is chosen. */
    pageType: z.preprocess(
      emptyToUndefined,
      z.enum(elementPageTypes, { error: 'Choose a page type' }).default(pageElementDefaults.pageType),
    ),
    /** The film/product/category id or custom page slug; none for the home page. */
    pageId: z
      .string({ error: 'Page must be text' })
      .trim()
      .max(200, 'Page is too long')
      .transform(blankToNull)
      .nullable()
      .default(null)
      .transform((value) => value ?? null),
    /** ADM-ELEM-05: text when none is chosen. */
    elementType: z.preprocess(
      emptyToUndefined,
      z.enum(pageElementTypes, { error: 'Choose an element type' }).default(pageElementDefaults.elementType),
    ),
    elementOrder: z
      .number({ error: 'Order must be a whole number' })
      .int('Order must be a whole number')
      .min(0, 'Order cannot be negative')
      .max(MAX_DB_ID, 'Order is too large')
      .default(0),
    title: z
      .string({ error: 'Title must be text' })
      .trim()
      .max(PAGE_ELEMENT_TITLE_MAX, `Title must have at most ${PAGE_ELEMENT_TITLE_MAX} characters`)
      .default(''),
    content: z
      .string({ error: 'Content must be text' })
      .trim()
      .max(PAGE_ELEMENT_CONTENT_MAX, `Content must have at most ${PAGE_ELEMENT_CONTENT_MAX} characters`)
      .default(''),
    mediaUrl: linkField('Media URL').default(null),
    isClickable: z.boolean({ error: 'Clickable must be true or false' }).default(false),
    destinationUrl: linkField('Destination URL').default(null),
    buttonText: z
      .string({ error: 'Button text must be text' })
      .trim()
      .max(PAGE_ELEMENT_BUTTON_TEXT_MAX, `Button text must have at most ${PAGE_ELEMENT_BUTTON_TEXT_MAX} characters`)
      .transform(blankToNull)
      .nullable()
      .default(null)
      .transform((value) => value ?? null),
    buttonColor: colourField('Button colour', pageElementDefaults.buttonColor),
    backgroundColor: colourField('Background colour', pageElementDefaults.backgroundColor),
    textColor: colourField('Text colour', pageElementDefaults.textColor),
    isActive: z.boolean({ error: 'Active must be true or false' }).default(true),
    translations: translationsBody({
      title: translatedText('Title', PAGE_ELEMENT_TITLE_MAX),
      content: translatedText('Content', PAGE_ELEMENT_CONTENT_MAX),
      buttonText: translatedText('Button text', PAGE_ELEMENT_BUTTON_TEXT_MAX),
    }),
  })
  .superRefine((body, ctx) => {
    // ADM-ELEM-04.
    if (body.title === '' && body.content === '')
      ctx.addIssue({ code: 'custom', path: ['title'], message: ELEMENT_TITLE_OR_CONTENT });
    if (body.pageType !== 'home') {
      const custom = body.pageType === 'custom';
      if (body.pageId === null)
        ctx.addIssue({ code: 'custom', path: ['pageId'], message: 'Choose the page the element goes on' });
      else if (custom ? !/^[a-z0-9]+(-[a-z0-9]+)*$/.test(body.pageId) : !dbId.safeParse(body.pageId).success)
        ctx.addIssue({
          code: 'custom',
          path: ['pageId'],
          message: custom ? 'Must be the custom page slug' : 'Must be a positive whole-number id',
        });
    }
    if (elementHasMedia(body.elementType) && body.mediaUrl === null)
      ctx.addIssue({ code: 'custom', path: ['mediaUrl'], message: 'An image, video or GIF needs its media' });
    if ((body.elementType === 'button' || body.isClickable) && body.destinationUrl === null)
      ctx.addIssue({
        code: 'custom',
        path: ['destinationUrl'],
        message:
          body.elementType === 'button'
            ? 'A button needs a destination URL'
            : 'A clickable element needs a destination URL',
      });
  })
  // Stored as the storefront reads it: no page for home, ids as numbers ('012' is 12), media only for image/video/gif.
  .transform((body) => ({
    ...body,
    pageId:
      body.pageType === 'home' || body.pageId === null
        ? null
        : body.pageType === 'custom'
          ? body.pageId
          : String(Number(body.pageId)),
    mediaUrl: elementHasMedia(body.elementType) ? body.mediaUrl : null,
  }));
export type PageElementBody = z.input<typeof pageElementBodySchema>;
export type PageElementInput = z.output<typeof pageElementBodySchema>;

export const pageElementIdParamsSchema = z.strictObject({ elementId: dbId });

export const adminPageElementSchema = z.object({
  id: z.number().int(),
  pageType: z.enum(elementPageTypes),
  pageId: z.string().nullable(),
  elementType: z.enum(pageElementTypes),
  elementOrder: z.number().int(),
  title: z.string(),
  content: z.string(),
  mediaUrl: z.string().nullable(),
  isClickable: z.boolean(),
  destinationUrl: z.string().nullable(),
  buttonText: z.string().nullable(),
  buttonColor: z.string(),
  backgroundColor: z.string(),
  textColor: z.string(),
  isActive: z.boolean(),
  translations: adminTranslationsSchema(pageElementTranslatedFields),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminPageElement = z.infer<typeof adminPageElementSchema>;

/** `position` is page type, page, then element_order (ADM-ELEM-01). */
export const adminPageElementSorts = ['position', 'title', 'updatedAt'] as const;
export const adminPageElementListQuerySchema = adminListQuerySchema(adminPageElementSorts, {
  dir: 'asc',
  pageSize: 50,
}).extend({
  pageType: z.enum(elementPageTypes, { error: `Must be one of ${elementPageTypes.join(', ')}` }).optional(),
});
export type AdminPageElementListQuery = Partial<z.output<typeof adminPageElementListQuerySchema>>;
export const adminPageElementListSchema = adminListSchema(adminPageElementSchema);
export type AdminPageElementList = z.infer<typeof adminPageElementListSchema>;
