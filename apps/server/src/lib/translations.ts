/**
 * The `translations` column of the rows a shopper reads (issue 29): `{ he: { field: '…' } }`, the
 * row's own columns being the English. One reading for the admin (every field, '' when none), one
 * for the public answers (only filled-in texts) and one rule for writes (only filled-in texts are
 * stored; translations left out of a body are kept). Rows written by older tools may hold the JSON
 * as a string: it is read too.
 */
import { contentTranslationLanguages } from '@marquee/contracts';
import { parseJsonObject } from './json-object.js';

type TextsOf<Field extends string> = Partial<Record<Field, string | undefined>>;

/** A body's `translations` after its schema: per language, the texts as typed ('' or undefined when blank). */
export type TranslationsInput<Field extends string> = Partial<Record<string, TextsOf<Field> | undefined>> | undefined;

const textOf = (value: unknown) => (typeof value === 'string' ? value : '');

/** The translations as the admin's form reads them: every language and field, '' when none. */
export function adminTranslations<Field extends string>(
  stored: unknown,
  fields: readonly Field[],
): { he: Record<Field, string> } {
  const he = parseJsonObject(parseJsonObject(stored).he);
  return { he: Object.fromEntries(fields.map((field) => [field, textOf(he[field])])) as Record<Field, string> };
}

/**
 * The translations a public answer carries: each language's non-blank texts of `fields`, passed
 * through `read` (a sanitiser); a language with none is left out.
 */
export function publicTranslations<Field extends string>(
  stored: unknown,
  fields: readonly Field[],
  read: (value: string, field: Field) => string = (value) => value,
): Record<string, Partial<Record<Field, string>>> {
  const all = parseJsonObject(stored);
  const result: Record<string, Partial<Record<Field, string>>> = {};
  for (const [language, value] of Object.entries(all)) {
    const texts = parseJsonObject(value);
    const kept = fields.flatMap((field) => {
      const text = textOf(texts[field]);
      const shown = text.trim() ? read(text, field) : '';
      return shown.trim() ? [[field, shown] as const] : [];
    });
    if (kept.length > 0) result[language] = Object.fromEntries(kept) as Partial<Record<Field, string>>;
  }
  return result;
}

/**
 * What a write stores: the body's translations (only their filled-in texts, each through `write`,
 * a sanitiser) over the stored ones; a language whose texts are all blank is removed. Left out of
 * the body, the stored translations are kept (a client that knows nothing of them loses nothing).
 */
export function storedTranslations<Field extends string>(
  input: TranslationsInput<Field>,
  current: unknown,
  fields: readonly Field[],
  write: (value: string, field: Field) => string = (value) => value,
): Record<string, Partial<Record<Field, string>>> {
  const next = { ...(parseJsonObject(current) as Record<string, Partial<Record<Field, string>>>) };
  if (!input) return next;
  for (const language of contentTranslationLanguages) {
    const texts = input[language];
    if (!texts) continue;
    const kept = fields.flatMap((field) => {
      const text = texts[field];
      const written = typeof text === 'string' && text.trim() ? write(text, field) : '';
      return written.trim() ? [[field, written] as const] : [];
    });
    if (kept.length > 0) next[language] = Object.fromEntries(kept) as Partial<Record<Field, string>>;
    else delete next[language];
  }
  return next;
}
