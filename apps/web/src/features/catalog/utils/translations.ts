import type { Category } from '@marquee/contracts';

/** A category's name in `language`, falling back to English, then to its stored name (SF-I18N-04). */
export function categoryName(category: Category, language: string): string {
  return category.translations[language]?.name || category.translations.en?.name || category.name;
}
