import { filmCreateBodySchema, type AdminFilm, type FilmCreateBody } from '@marquee/contracts';
import { z } from 'zod';

/** What the film form edits: the inputs' text, turned into the API's body on submit. */
export interface FilmFormValues {
  title: string;
  description: string;
  posterUrl: string;
  logoUrl: string;
  imageUrl: string;
  bannerUrl: string;
  destinationUrl: string;
  /** ADM-FILM-04: one text row each (field arrays hold objects). */
  categories: { title: string }[];
  /** ADM-FILM-06: text, parsed as a whole number; blank is 0. */
  displayOrder: string;
  homepageOrder: string;
  isActive: boolean;
  showOnHomepage: boolean;
  heTitle: string;
  heDescription: string;
}

/** ADM-FILM-07: a new film is active, not on the homepage, orders 0; one empty category row. */
export const emptyFilmForm: FilmFormValues = {
  title: '',
  description: '',
  posterUrl: '',
  logoUrl: '',
  imageUrl: '',
  bannerUrl: '',
  destinationUrl: '',
  categories: [{ title: '' }],
  displayOrder: '0',
  homepageOrder: '0',
  isActive: true,
  showOnHomepage: false,
  heTitle: '',
  heDescription: '',
};

/** ADM-FILM-06: `'3'` -> 3, blank -> 0, anything else (`'1.5'`, `'x'`, `'-1'`) NaN. */
export function parseOrder(text: string): number {
  const value = text.trim();
  if (value === '') return 0;
  return /^\d{1,9}$/.test(value) ? Number(value) : Number.NaN;
}

/** The form's values as the body of POST /api/admin/films (also sent as the PATCH body). */
export function toFilmBody(values: FilmFormValues): FilmCreateBody {
  return {
    title: values.title,
    description: values.description,
    posterUrl: values.posterUrl,
    logoUrl: values.logoUrl,
    imageUrl: values.imageUrl,
    bannerUrl: values.bannerUrl,
    destinationUrl: values.destinationUrl,
    // ADM-FILM-04: blank rows are dropped on save (the server drops them too).
    categories: values.categories.map((row) => row.title.trim()).filter((title) => title !== ''),
    displayOrder: parseOrder(values.displayOrder),
    homepageOrder: parseOrder(values.homepageOrder),
    isActive: values.isActive,
    showOnHomepage: values.showOnHomepage,
    translations: { he: { title: values.heTitle, description: values.heDescription } },
  };
}

/** A film as the form's values, for editing. */
export function fromFilm(film: AdminFilm): FilmFormValues {
  return {
    title: film.title,
    description: film.description,
    posterUrl: film.posterUrl ?? '',
    logoUrl: film.logoUrl ?? '',
    imageUrl: film.imageUrl ?? '',
    bannerUrl: film.bannerUrl ?? '',
    destinationUrl: film.destinationUrl ?? '',
    categories: film.categories.length > 0 ? film.categories.map((title) => ({ title })) : [{ title: '' }],
    displayOrder: String(film.displayOrder),
    homepageOrder: String(film.homepageOrder ?? 0),
    isActive: film.isActive,
    showOnHomepage: film.showOnHomepage,
    heTitle: film.translations.he.title ?? '',
    heDescription: film.translations.he.description ?? '',
  };
}

/** The form field that shows an API field's message (`translations.he.title` -> heTitle). */
export function formFieldOf(apiField: string): keyof FilmFormValues | undefined {
  if (apiField === 'translations.he.title') return 'heTitle';
  if (apiField === 'translations.he.description') return 'heDescription';
  const root = apiField.split('.')[0]!;
  return root in emptyFilmForm ? (root as keyof FilmFormValues) : undefined;
}

/**
 * The form's schema: the orders must read as whole numbers (the message in the admin's
 * language), then the body must pass the shared create schema, the server's own rules
 * ('Film title is required', the URL rules).
 */
export function filmFormSchema(messages: { wholeNumber: string }) {
  return z
    .object({
      title: z.string(),
      description: z.string(),
      posterUrl: z.string(),
      logoUrl: z.string(),
      imageUrl: z.string(),
      bannerUrl: z.string(),
      destinationUrl: z.string(),
      categories: z.array(z.object({ title: z.string() })),
      displayOrder: z.string(),
      homepageOrder: z.string(),
      isActive: z.boolean(),
      showOnHomepage: z.boolean(),
      heTitle: z.string(),
      heDescription: z.string(),
    })
    .superRefine((values, context) => {
      for (const field of ['displayOrder', 'homepageOrder'] as const)
        if (Number.isNaN(parseOrder(values[field])))
          context.addIssue({ code: 'custom', path: [field], message: messages.wholeNumber });
      const result = filmCreateBodySchema.safeParse(toFilmBody(values));
      if (result.success) return;
      for (const issue of result.error.issues) {
        const field = formFieldOf(issue.path.join('.'));
        if (field && field !== 'displayOrder' && field !== 'homepageOrder')
          context.addIssue({ code: 'custom', path: [field], message: issue.message });
      }
    });
}
