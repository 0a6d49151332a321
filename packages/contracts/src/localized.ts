/**
 * Texts in the shopper's language, with their fallbacks (SF-I18N-04 to 06). Free of zod: the
 * web's entry renders them, and the server may name things the same way.
 */

/** Per-language texts of a row: `{ he: { title: '…' }, en: { … } }`. */
export type Translations<Field extends string> = Record<string, Partial<Record<Field, string>> | undefined>;

/** Translations may arrive as a JSON string (SF-I18N-05, SF-I18N-06); unreadable text counts as none. */
function asTranslations<Field extends string>(
  translations: Translations<Field> | string | null | undefined,
): Translations<Field> | undefined {
  if (typeof translations !== 'string') return translations ?? undefined;
  try {
    const parsed: unknown = JSON.parse(translations);
    return parsed && typeof parsed === 'object' ? (parsed as Translations<Field>) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A translated text: the current language, then English, then `fallback` (the stored
 * original). Blank translations count as missing.
 */
export function localized<Field extends string>(
  translations: Translations<Field> | string | null | undefined,
  language: string,
  field: Field,
  fallback: string,
): string {
  return translationIn(translations, language, field) ?? translationIn(translations, 'en', field) ?? fallback;
}

/** The text in exactly `language`, with no fallback; undefined when missing or blank. */
export function translationIn<Field extends string>(
  translations: Translations<Field> | string | null | undefined,
  language: string,
  field: Field,
): string | undefined {
  const value = asTranslations(translations)?.[language]?.[field];
  return typeof value === 'string' ? value.trim() || undefined : undefined;
}

interface TranslatedProduct {
  title: string;
  translations?: Translations<'title' | 'description'> | string;
}

/** A product's title in `language`: that language, then English, then the stored title (SF-I18N-05). */
export function productTitle(product: TranslatedProduct, language: string): string {
  return localized(product.translations, language, 'title', product.title);
}

/** A product's description in `language`, with the same fallback chain as its title. */
export function productDescription(product: TranslatedProduct & { description: string }, language: string): string {
  return localized(product.translations, language, 'description', product.description);
}
