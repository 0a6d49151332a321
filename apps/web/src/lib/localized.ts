/** Per-language texts of a row: `{ he: { title: '…' }, en: { … } }`. */
export type Translations<Field extends string> = Record<string, Partial<Record<Field, string>> | undefined>;

/**
 * A translated text: the current language, then English, then `fallback` (the stored
 * original). Blank translations count as missing.
 */
export function localized<Field extends string>(
  translations: Translations<Field> | undefined,
  language: string,
  field: Field,
  fallback: string,
): string {
  const pick = (code: string) => translations?.[code]?.[field]?.trim() || undefined;
  return pick(language) ?? pick('en') ?? fallback;
}
