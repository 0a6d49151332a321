import { get } from 'react-hook-form';

/*
 * The form values of texts edited in English and Hebrew side by side (issue 29, decision 100):
 * the English texts are the item's own fields, the Hebrew ones `translations.he.<field>`. Pure
 * helpers, shared by every such form and `useLanguageTabs`.
 */

/** The languages a form edits, in tab order. */
export const formLanguages = ['en', 'he'] as const;
export type FormLanguage = (typeof formLanguages)[number];

/** Where a form keeps each language's texts: field paths (or groups) for English, one group for Hebrew. */
export interface LanguageFieldSpec {
  /** The English texts' field names (or a group such as 'en'): their errors mark the English tab. */
  english: readonly string[];
  /** The Hebrew texts' group: 'translations.he' unless the form keeps them elsewhere. */
  hebrew?: string;
}

const within = (path: string, group: string) => path === group || path.startsWith(`${group}.`);

/** The tab holding a form field (`title` → en, `translations.he.title` → he), or undefined for a field of no language. */
export function tabOfField(path: string, spec: LanguageFieldSpec): FormLanguage | undefined {
  if (within(path, spec.hebrew ?? 'translations.he')) return 'he';
  if (spec.english.some((field) => within(path, field))) return 'en';
  return undefined;
}

/** The dotted paths of a react-hook-form errors object (`{ translations: { he: { title: {…} } } }` → `translations.he.title`). */
export function errorPaths(errors: object, prefix = ''): string[] {
  return Object.entries(errors).flatMap(([key, value]) => {
    if (!value || typeof value !== 'object' || key === 'ref') return [];
    const path = prefix ? `${prefix}.${key}` : key;
    const error = value as { message?: unknown; type?: unknown };
    const own = typeof error.message === 'string' || typeof error.type === 'string' ? [path] : [];
    return [...own, ...errorPaths(value as object, path)];
  });
}

/** The tabs holding one of `paths`. */
export function tabsOf(paths: readonly string[], spec: LanguageFieldSpec): Set<FormLanguage> {
  return new Set(paths.flatMap((path) => tabOfField(path, spec) ?? []));
}

/** The first tab, in tab order, that holds one of `paths`. */
export function firstTabOf(paths: readonly string[], spec: LanguageFieldSpec): FormLanguage | undefined {
  const tabs = tabsOf(paths, spec);
  return formLanguages.find((language) => tabs.has(language));
}

/** The form field holding `field`'s text in `language`: the field itself in English, `translations.he.<field>` in Hebrew. */
export function translatedName<Field extends string>(
  language: FormLanguage,
  field: Field,
): Field | `translations.he.${Field}` {
  return language === 'en' ? field : `translations.he.${field}`;
}

/**
 * The form field showing the API's message about a translated field: the form keeps the
 * translations under the API's own names, so `translations.he.title` is `translations.he.title`
 * (and `translations.he.content.2.src`, inside a field, is `translations.he.content`).
 */
export function translatedFieldOf(apiName: string): `translations.he.${string}` | undefined {
  const field = /^translations\.he\.(\w+)/.exec(apiName)?.[1];
  return field ? `translations.he.${field}` : undefined;
}

/**
 * The Hebrew texts as a form edits them: every field, '' when the item has none (a new item, or
 * translations read from a public answer that carries only the filled-in ones).
 */
export function hebrewFormTexts<Field extends string>(
  fields: readonly Field[],
  translations?: { he?: Partial<Record<Field, string | null | undefined>> | undefined } | null,
): Record<Field, string> {
  const he = translations?.he;
  return Object.fromEntries(fields.map((field) => [field, he?.[field] ?? ''])) as Record<Field, string>;
}

/** The message of the error on the field at `path` (`translations.he.title`), if any. */
export function fieldError(errors: object, path: string): string | undefined {
  const error: { message?: unknown } | undefined = get(errors, path);
  const message = error?.message;
  return typeof message === 'string' ? message : undefined;
}

/** An input's direction and language in a tab: Hebrew right to left. */
export function languageInputProps(language: FormLanguage): { dir: 'ltr' | 'rtl'; lang: FormLanguage } {
  return { dir: language === 'he' ? 'rtl' : 'ltr', lang: language };
}
