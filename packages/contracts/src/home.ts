import { z } from 'zod';
import { publicTranslationsSchema } from './admin-translations.js';
import { productSummarySchema } from './catalog.js';
import { pageElementSchema } from './content.js';
import { filmSummarySchema } from './films.js';

/** Home film carousel and best sellers caps, and the order of a missing position (section 9). */
export const HOME_FILMS_MAX = 10;
export const BEST_SELLERS_MAX = 8;
export const MISSING_ORDER = 999;

export const heroSlideTranslationSchema = z.object({
  title: z.string().optional(),
  subtitle: z.string().optional(),
  description: z.string().optional(),
  button1: z.string().optional(),
  button2: z.string().optional(),
  button1_url: z.string().optional(),
  button2_url: z.string().optional(),
});

export const heroSlideSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  subtitle: z.string(),
  description: z.string(),
  imageUrl: z.string(),
  /** Tailwind gradient classes of the overlay (e.g. 'from-black/80 via-black/40 to-transparent'). */
  gradient: z.string(),
  destinationUrl: z.string(),
  buttonText: z.string(),
  buttonColor: z.string(),
  secondButtonText: z.string(),
  secondButtonUrl: z.string(),
  translations: z.record(z.string(), heroSlideTranslationSchema),
});
export type HeroSlide = z.infer<typeof heroSlideSchema>;

export const homeSectionSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  /** Its title and description in other languages (issue 29); the page picks with `localized()`. */
  translations: publicTranslationsSchema(['title', 'description']),
  products: z.array(productSummarySchema),
});
export type HomeSection = z.infer<typeof homeSectionSchema>;

/** Everything the home page shows below the chips, in one response. */
export const homeSchema = z.object({
  heroSlides: z.array(heroSlideSchema),
  films: z.array(filmSummarySchema),
  bestSellers: z.array(productSummarySchema),
  sections: z.array(homeSectionSchema),
  elements: z.array(pageElementSchema),
});
export type Home = z.infer<typeof homeSchema>;
