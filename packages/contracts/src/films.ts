import { z } from 'zod';
import { productSummarySchema } from './catalog.js';
import { pageElementSchema } from './content.js';

/** Per-language film texts (SF-I18N): the web falls back to English, then the stored title. */
export const filmTranslationsSchema = z.record(
  z.string(),
  z.object({ title: z.string().optional(), description: z.string().optional() }),
);

/** A film as the /films grid and the home carousel show it. */
export const filmSummarySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  /** Poster, else the film's image; null when the film has neither. */
  posterUrl: z.string().nullable(),
  translations: filmTranslationsSchema,
});
export type FilmSummary = z.infer<typeof filmSummarySchema>;
export const filmListSchema = z.array(filmSummarySchema);

export const filmCategorySchema = z.object({ id: z.number().int(), title: z.string() });

/** A call-to-action on the film's hero image (SF-FILM-04). */
export const filmHeroButtonSchema = z.object({ text: z.string(), url: z.string() });
export type FilmHeroButton = z.infer<typeof filmHeroButtonSchema>;

export const filmDetailSchema = filmSummarySchema.extend({
  description: z.string(),
  logoUrl: z.string().nullable(),
  /** The hero image: hero, else banner, else image. */
  heroUrl: z.string().nullable(),
  /** Up to two buttons, only those with both a label and a URL. */
  heroButtons: z.array(filmHeroButtonSchema).max(2),
  trailerUrl: z.string().nullable(),
  releaseDate: z.string().nullable(),
  director: z.string().nullable(),
  cast: z.array(z.string()),
  genre: z.array(z.string()),
  /** Out of 10. */
  rating: z.number().nullable(),
  durationMinutes: z.number().int().nullable(),
  categories: z.array(filmCategorySchema),
  /** Admin-placed page elements for this film. */
  elements: z.array(pageElementSchema),
});
export type FilmDetail = z.infer<typeof filmDetailSchema>;

export const relatedProductsSchema = z.array(productSummarySchema);
