/**
 * The admin's Pages › Hero Section (issue 14, ADM-HERO-01..08, R-38, spec D-09 and D-10): the
 * home carousel's slides. The slide's own fields are its English texts; `translations.he` holds
 * the Hebrew ones (the storefront falls back to English per field, SF-HERO-08/09). Every field
 * the storefront uses is editable, destination_url, button_color and second_button_url included.
 */
import { z } from 'zod';
import { dbId } from './common.js';
import { heroGradients } from './hero-gradients.js';
import { isHexColor, isSitePathOrHttps } from './safe-values.js';

/** The largest value an integer column holds. */
const MAX_INT = 2_147_483_647;

/** ADM-HERO-03: a new slide's gradient. */
export const HERO_DEFAULT_GRADIENT =
  'from-purple-900 via-blue-900 to-indigo-900' satisfies (typeof heroGradients)[number];

/** The languages a slide has translations for: every store language but English (the slide's own fields). */
export const heroTranslationLanguages = ['he'] as const;
export type HeroTranslationLanguage = (typeof heroTranslationLanguages)[number];

/** ADM-HERO-04: a text field; missing or null is empty. */
const text = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must have at most ${max} characters`)
    .nullish()
    .transform((value) => value ?? '');

/** A button's or the image's address: empty, a path of this site, or an https address. */
const link = (label: string) =>
  text(label, 2048).refine(
    (value) => value === '' || isSitePathOrHttps(value),
    `${label} must be a path starting with / or an https:// address`,
  );

/** SF-HERO-04: the primary button's colour, `#rgb` or `#rrggbb` (9 characters for `#rrggbbaa`); empty uses the store's colour. */
const colour = text('Button colour', 9).refine(
  (value) => value === '' || isHexColor(value),
  'Button colour must be a colour like #8b5cf6',
);

/** The translated fields of one language (ADM-HERO-02); blank ones fall back to English on the storefront. */
export const heroSlideTranslationInputSchema = z.strictObject({
  title: text('Title', 200),
  subtitle: text('Subtitle', 200),
  description: text('Description', 1000),
  button1: text('Button 1 text', 60),
  button2: text('Button 2 text', 60),
  button1_url: link('Button 1 URL'),
  button2_url: link('Button 2 URL'),
});
export type HeroSlideTranslationInput = z.output<typeof heroSlideTranslationInputSchema>;

/**
 * Create or replace a slide (ADM-HERO-04). Texts that are missing are empty; destination_url and
 * button_color default to empty; the gradient is one of the presets (decision 025). `orderIndex`
 * left out is the slide count plus 1 for a new slide and unchanged for an existing one;
 * `translations` left out are kept (an update) or none (a new slide).
 */
export const heroSlideBodySchema = z.strictObject({
  title: text('Title', 200),
  subtitle: text('Subtitle', 200),
  description: text('Description', 1000),
  imageUrl: link('Image'),
  cta: text('Call to action', 100),
  /** The first button's English label (the storefront's button1 fallback). */
  buttonText: text('Button text', 60),
  secondButtonText: text('Second button text', 60),
  destinationUrl: link('Destination URL'),
  secondButtonUrl: link('Second button URL'),
  buttonColor: colour,
  gradient: z
    .enum(heroGradients, { error: 'Choose one of the gradients offered' })
    .nullish()
    .transform((value) => value ?? HERO_DEFAULT_GRADIENT),
  orderIndex: z
    .number({ error: 'Order must be a whole number' })
    .int('Order must be a whole number')
    .min(0, 'Order cannot be negative')
    .max(MAX_INT, 'Order is too large')
    .optional(),
  translations: z
    .strictObject(
      { he: heroSlideTranslationInputSchema.optional() },
      { error: 'Translations must be an object with the key he' },
    )
    .optional(),
});
export type HeroSlideBody = z.input<typeof heroSlideBodySchema>;
export type HeroSlideInput = z.output<typeof heroSlideBodySchema>;

export const heroSlideIdParamsSchema = z.strictObject({ slideId: dbId });

export const adminHeroSlideTranslationSchema = z.object({
  title: z.string(),
  subtitle: z.string(),
  description: z.string(),
  button1: z.string(),
  button2: z.string(),
  button1_url: z.string(),
  button2_url: z.string(),
});

/** A slide as the admin edits it. */
export const adminHeroSlideSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  subtitle: z.string(),
  description: z.string(),
  imageUrl: z.string(),
  cta: z.string(),
  buttonText: z.string(),
  secondButtonText: z.string(),
  destinationUrl: z.string(),
  secondButtonUrl: z.string(),
  buttonColor: z.string(),
  gradient: z.string(),
  orderIndex: z.number().int(),
  translations: z.object({ he: adminHeroSlideTranslationSchema }),
  updatedAt: z.string(),
});
export type AdminHeroSlide = z.infer<typeof adminHeroSlideSchema>;

/** ADM-HERO-01: every slide, by order_index then id. */
export const adminHeroSlideListSchema = z.array(adminHeroSlideSchema);
export type AdminHeroSlideList = z.infer<typeof adminHeroSlideListSchema>;
