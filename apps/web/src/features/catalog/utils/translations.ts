import type { Category } from '@marquee/contracts';
import { categoryDisplayName } from '@/lib/category-name';

/** A category's name in `language`, falling back to English, then to its stored name (SF-I18N-04). */
export function categoryName(category: Category, language: string): string {
  return categoryDisplayName(category, language);
}
