import { localized, type Translations } from './localized.js';

/**
 * Hebrew names of common category names, for categories without a Hebrew translation
 * (spec section 5: language, then English, then this table, case-insensitive).
 */
const hebrewCategoryNames: Record<string, string> = {
  accessories: 'אביזרים',
  apparel: 'ביגוד',
  books: 'ספרים',
  'books & stationery': 'ספרים וכלי כתיבה',
  clothing: 'ביגוד',
  collectibles: 'פריטי אספנות',
  figures: 'דמויות',
  games: 'משחקים',
  'games & puzzles': 'משחקים ופאזלים',
  'home & living': 'בית ומגורים',
  home: 'בית',
  'home & kitchen': 'בית ומטבח',
  jewelry: 'תכשיטים',
  kids: 'ילדים',
  mugs: 'ספלים',
  posters: 'פוסטרים',
  'posters & art': 'פוסטרים ואמנות',
  stationery: 'כלי כתיבה',
  toys: 'צעצועים',
  'toys & figures': 'צעצועים ודמויות',
};

interface NamedCategory {
  name: string;
  translations: Translations<'name' | 'description'>;
}

/** A category's name in `language` (SF-I18N-04 and the Hebrew lookup of spec section 5). */
export function categoryDisplayName(category: NamedCategory, language: string): string {
  const lookup = language === 'he' ? hebrewCategoryNames[category.name.trim().toLowerCase()] : undefined;
  return localized(category.translations, language, 'name', lookup ?? category.name);
}

export function categoryDisplayDescription(category: NamedCategory & { description: string }, language: string) {
  return localized(category.translations, language, 'description', category.description);
}
