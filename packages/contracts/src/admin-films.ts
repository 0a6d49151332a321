/**
 * The admin's Films tab (issue 13): Films (create, edit, delete, the inline Hero Editor) and
 * Homepage Films (the switch and order of the home carousel). One schema for the form and the
 * server, so a bad film is a 400 naming the field (ADM-FILM-03..07).
 */
import { z } from 'zod';
import { adminListQuerySchema, adminListSchema } from './admin-list.js';
import { dbId } from './common.js';

/** The largest value an integer column holds. */
const MAX_INT = 2_147_483_647;

export const FILM_TITLE_REQUIRED = 'Film title is required';

/** `https://…` (another site) or `/…` (a page or upload of ours); not `//host` nor `javascript:`. */
export function isLinkOrPath(value: string): boolean {
  if (value.startsWith('/')) return !value.startsWith('//') && !/\s/.test(value);
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/**
 * An optional link: blank is null; otherwise an http(s) URL or an internal path starting with '/'.
 * Image fields take upload URLs (`/media/…`) and demo artwork the same way.
 */
export const optionalLinkField = (label: string) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(2048, `${label} is too long`)
    .transform((value) => (value === '' ? null : value))
    .refine(
      (value) => value === null || isLinkOrPath(value),
      `${label} must be an https:// address or a path starting with /`,
    )
    .nullable()
    .transform((value) => value ?? null);

const optionalText = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must have at most ${max} characters`)
    .transform((value) => (value === '' ? null : value))
    .nullable()
    .transform((value) => value ?? null);

/** ADM-FILM-06: whole numbers; the form turns its text into one (blank is 0). */
export const filmOrderField = (label: string) =>
  z
    .number({ error: `${label} must be a whole number` })
    .int(`${label} must be a whole number`)
    .min(0, `${label} cannot be negative`)
    .max(MAX_INT, `${label} is too large`);

/** ADM-FILM-04: trimmed, blank entries dropped, each title once. */
export const filmCategoriesField = z
  .array(z.string({ error: 'Each category must be text' }).max(100, 'A category has at most 100 characters'), {
    error: 'Categories must be a list of titles',
  })
  .max(50, 'At most 50 categories')
  .transform((titles) => [...new Set(titles.map((title) => title.trim()).filter((title) => title !== ''))]);

export const filmHeroFields = {
  heroUrl: optionalLinkField('Hero image'),
  heroButtonText: optionalText('Button text', 60),
  heroButtonUrl: optionalLinkField('Button URL'),
  heroButtonText2: optionalText('Second button text', 60),
  heroButtonUrl2: optionalLinkField('Second button URL'),
};

const filmFields = {
  title: z
    .string({ error: FILM_TITLE_REQUIRED })
    .trim()
    .min(1, FILM_TITLE_REQUIRED)
    .max(200, 'Film title must have at most 200 characters'),
  description: z
    .string({ error: 'Description must be text' })
    .trim()
    .max(5000, 'Description must have at most 5000 characters'),
  posterUrl: optionalLinkField('Poster'),
  logoUrl: optionalLinkField('Logo'),
  imageUrl: optionalLinkField('Image'),
  bannerUrl: optionalLinkField('Banner'),
  destinationUrl: optionalLinkField('Destination URL'),
  categories: filmCategoriesField,
  displayOrder: filmOrderField('Display order'),
  homepageOrder: filmOrderField('Homepage order'),
  isActive: z.boolean({ error: 'Active must be true or false' }),
  showOnHomepage: z.boolean({ error: 'Show on homepage must be true or false' }),
  ...filmHeroFields,
  /** The Hebrew title and description (SF-I18N-06); blank ones fall back to the English. */
  translations: z.strictObject({
    he: z.strictObject({
      title: optionalText('Hebrew title', 200).default(null),
      description: optionalText('Hebrew description', 5000).default(null),
    }),
  }),
};

/** POST: ADM-FILM-07's defaults (active, not on the homepage, orders 0). */
export const filmCreateBodySchema = z.strictObject({
  title: filmFields.title,
  description: filmFields.description.default(''),
  posterUrl: filmFields.posterUrl.default(null),
  logoUrl: filmFields.logoUrl.default(null),
  imageUrl: filmFields.imageUrl.default(null),
  bannerUrl: filmFields.bannerUrl.default(null),
  destinationUrl: filmFields.destinationUrl.default(null),
  categories: filmFields.categories.default([]),
  displayOrder: filmFields.displayOrder.default(0),
  homepageOrder: filmFields.homepageOrder.default(0),
  isActive: filmFields.isActive.default(true),
  showOnHomepage: filmFields.showOnHomepage.default(false),
  heroUrl: filmFields.heroUrl.default(null),
  heroButtonText: filmFields.heroButtonText.default(null),
  heroButtonUrl: filmFields.heroButtonUrl.default(null),
  heroButtonText2: filmFields.heroButtonText2.default(null),
  heroButtonUrl2: filmFields.heroButtonUrl2.default(null),
  translations: filmFields.translations.default({ he: { title: null, description: null } }),
});
export type FilmCreate = z.output<typeof filmCreateBodySchema>;
export type FilmCreateBody = z.input<typeof filmCreateBodySchema>;

/** PATCH: any of the fields; what is left out keeps its value. */
export const filmUpdateBodySchema = z.strictObject(filmFields).partial();
export type FilmUpdate = z.output<typeof filmUpdateBodySchema>;
export type FilmUpdateBody = z.input<typeof filmUpdateBodySchema>;

/** ADM-FILM-08..10: the Hero Editor's five fields; PUT replaces them all (left out = none). */
export const filmHeroSchema = z.object({
  heroUrl: z.string().nullable(),
  heroButtonText: z.string().nullable(),
  heroButtonUrl: z.string().nullable(),
  heroButtonText2: z.string().nullable(),
  heroButtonUrl2: z.string().nullable(),
});
export type FilmHero = z.infer<typeof filmHeroSchema>;
export const filmHeroBodySchema = z.strictObject({
  heroUrl: filmHeroFields.heroUrl.default(null),
  heroButtonText: filmHeroFields.heroButtonText.default(null),
  heroButtonUrl: filmHeroFields.heroButtonUrl.default(null),
  heroButtonText2: filmHeroFields.heroButtonText2.default(null),
  heroButtonUrl2: filmHeroFields.heroButtonUrl2.default(null),
});
export type FilmHeroBody = z.input<typeof filmHeroBodySchema>;

/** ADM-HFILM-04: the switch or the order, one at a time (or both). */
export const filmHomepageBodySchema = z
  .strictObject({
    showOnHomepage: filmFields.showOnHomepage.optional(),
    homepageOrder: filmFields.homepageOrder.optional(),
  })
  .refine((body) => body.showOnHomepage !== undefined || body.homepageOrder !== undefined, {
    message: 'Send showOnHomepage or homepageOrder',
    path: ['showOnHomepage'],
  });
export type FilmHomepageBody = z.input<typeof filmHomepageBodySchema>;

export const filmIdParamsSchema = z.strictObject({ filmId: dbId });

/** A film in the admin's lists (ADM-FILM-02, ADM-HFILM-01). */
export const adminFilmRowSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  categories: z.array(z.string()),
  displayOrder: z.number().int(),
  isActive: z.boolean(),
  showOnHomepage: z.boolean(),
  /** Null on films stored without one: the carousel counts it as 999. */
  homepageOrder: z.number().int().nullable(),
  posterUrl: z.string().nullable(),
});
export type AdminFilmRow = z.infer<typeof adminFilmRowSchema>;

/** Everything the film form edits. */
export const adminFilmSchema = adminFilmRowSchema.extend({
  slug: z.string(),
  description: z.string(),
  logoUrl: z.string().nullable(),
  imageUrl: z.string().nullable(),
  bannerUrl: z.string().nullable(),
  destinationUrl: z.string().nullable(),
  translations: z.object({ he: z.object({ title: z.string().nullable(), description: z.string().nullable() }) }),
  updatedAt: z.string(),
  ...filmHeroSchema.shape,
});
export type AdminFilm = z.infer<typeof adminFilmSchema>;

export const adminFilmSorts = ['displayOrder', 'title', 'homepageOrder'] as const;
/** ADM-FILM-01: display order, then title; `q` is part of the title. */
export const adminFilmListQuerySchema = adminListQuerySchema(adminFilmSorts, { dir: 'asc', pageSize: 100 });
/** What a client sends: any of the list's parameters (the server fills in the defaults). */
export type AdminFilmListQuery = Partial<z.output<typeof adminFilmListQuerySchema>>;

export const adminFilmListSchema = adminListSchema(adminFilmRowSchema).extend({
  /** ADM-HFILM-03: films on the homepage among all films (not just this page). */
  homepageCount: z.number().int(),
});
export type AdminFilmList = z.infer<typeof adminFilmListSchema>;
