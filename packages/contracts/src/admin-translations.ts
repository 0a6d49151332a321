/**
 * Texts an admin writes in English and Hebrew side by side (issue 29): the row's own columns are
 * the English texts, `translations.he` the Hebrew ones, and a blank Hebrew field shows the
 * English text on the storefront (`localized()`). One shape for every resource a shopper reads:
 * home sections, product sets, custom pages, footer pages, page elements, Dream Box categories,
 * tag names and the announcement (as hero slides did first).
 */
import { z } from 'zod';

/** The languages an admin writes besides English (the row's own fields). */
export const contentTranslationLanguages = ['he'] as const;
export type ContentTranslationLanguage = (typeof contentTranslationLanguages)[number];

/**
 * A translated text field: the English field's limit and message, without "required" (a blank
 * one falls back to English). Missing or null is blank.
 */
export const translatedText = (label: string, max: number, { trim = true }: { trim?: boolean } = {}) =>
  (trim ? z.string({ error: `${label} must be text` }).trim() : z.string({ error: `${label} must be text` }))
    .max(max, `${label} must have at most ${max} characters`)
    .nullish()
    .transform((value) => value ?? '');

/**
 * A body's `translations`: `{ he: { field: text } }`, each field checked as its English one (a 400
 * names `translations.he.title`). Left out, an update keeps the stored translations; an unknown
 * language or field is a 400.
 */
export function translationsBody<Shape extends z.ZodRawShape>(shape: Shape) {
  return z
    .strictObject(
      { he: z.strictObject(shape).partial().optional() },
      { error: 'Translations must be an object with the key he' },
    )
    .optional();
}

/** The translations as the admin's form reads them: every field of every language, '' when none. */
export function adminTranslationsSchema<Field extends string>(fields: readonly Field[]) {
  const texts = Object.fromEntries(fields.map((field) => [field, z.string()])) as Record<Field, z.ZodString>;
  return z.object({ he: z.object(texts) });
}

/**
 * The translations a public answer carries: only the filled-in fields of each language (the API
 * is language-agnostic; the page picks its language with `localized()`).
 */
export function publicTranslationsSchema<Field extends string>(fields: readonly Field[]) {
  const texts = Object.fromEntries(fields.map((field) => [field, z.string().optional()])) as Record<
    Field,
    z.ZodOptional<z.ZodString>
  >;
  return z.record(z.string(), z.object(texts));
}
